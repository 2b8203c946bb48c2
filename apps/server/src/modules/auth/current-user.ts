import type { RequestContext } from '../../context/request-context.ts';

/** GET /api/authenticate: the person the requests act as, the ghosted one while ghosting. */
export function currentUser({ actor }: RequestContext) {
  return {
    givenName: actor.givenName,
    familyName: actor.familyName,
    personId: actor.realPersonId,
    ghostingAs: actor.ghostAsId,
    ...(actor.ghostingEndsAt ? { ghostingEndsAt: actor.ghostingEndsAt.toISOString() } : {}),
    avatarImage: actor.avatarImage,
  };
}
