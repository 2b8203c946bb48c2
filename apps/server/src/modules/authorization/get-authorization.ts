import type { TAuthorizationResponse } from '@kansli/domain/access/authorization';
import { expandToLocations, flagsAnywhere } from '@kansli/domain/access/grants';
import type { RequestContext } from '../../context/request-context.ts';
import { loadLocationTree, loadSegments } from './repository.ts';

/** GET /api/authorization: what the acting person holds, globally and per location. */
export async function authorizationOf(ctx: RequestContext): Promise<TAuthorizationResponse> {
  const [grants, segments, tree] = await Promise.all([
    ctx.actor.grants(),
    loadSegments(ctx.db),
    loadLocationTree(ctx.db),
  ]);
  const heldSegments = [...new Set(grants.map((g) => g.segment))];
  return {
    authorization: heldSegments.map((segment) => ({
      auth_segment: segment,
      auth_flags: flagsAnywhere(grants, segment),
    })),
    authData: Object.fromEntries(
      segments.map((s) => [
        s.key,
        { segment: s.key, flags: Object.fromEntries(s.flags.map((f) => [f.key, f.bit])) },
      ]),
    ),
    locationAuthorizations: expandToLocations(grants, tree),
  };
}
