import type { RequestContext } from '../../context/request-context.ts';

/** GET /api/authenticate: the person the requests act as, the ghosted one while ghosting. */
export function currentUser({ actor }: RequestContext) {
  return {
    givenName: actor.givenName,
    familyName: actor.familyName,
    ghostingAs: actor.ghostAsId,
    avatarImage: actor.avatarImage,
  };
}
