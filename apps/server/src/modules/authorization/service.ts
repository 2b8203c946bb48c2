import type { TAuthorizationResponse } from '@kansli/domain/access/authorization';
import { expandToLocations, flagsAnywhere } from '@kansli/domain/access/grants';
import type {
  TPermissionChangeRequest,
  TPermissionChangeResponse,
} from '@kansli/domain/access/permission-change';
import type { TReadableListResponse } from '@kansli/domain/access/readable-list';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import {
  contextExists,
  loadLocationTree,
  loadRoleAssignments,
  loadSegments,
  lockGrantFlags,
  type SegmentWithFlags,
  saveGrantFlags,
} from './repository.ts';

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

const flagNames = (segment: SegmentWithFlags, flags: number) =>
  segment.flags.filter((f) => (flags & f.bit) !== 0).map((f) => f.name);

/** GET /api/authorization/readable-list: the locations of the acting person's roles, with their ancestors. */
export async function readableListOf(ctx: RequestContext): Promise<TReadableListResponse> {
  const [grants, segments, tree, assignments] = await Promise.all([
    ctx.actor.grants(),
    loadSegments(ctx.db),
    loadLocationTree(ctx.db),
    loadRoleAssignments(ctx.db, ctx.actor.personId),
  ]);
  const byId = new Map(tree.map((l) => [l.id, l]));
  const roots = tree.filter((l) => l.parentId === null).map((l) => l.id);
  const shown = new Set<number>();
  const show = (id: number) => {
    for (let at: number | null | undefined = id; at != null && !shown.has(at); at = byId.get(at)?.parentId) {
      shown.add(at);
    }
  };
  for (const assignment of assignments) show(assignment.locationId);
  for (const grant of grants) (grant.locationId === null ? roots : [grant.locationId]).forEach(show);

  // Grants for everywhere are shown at the root.
  const grantsAt = (locationId: number) =>
    grants.filter(
      (g) => g.locationId === locationId || (g.locationId === null && roots.includes(locationId)),
    );
  return {
    locations: tree
      .filter((l) => shown.has(l.id))
      .map((location) => {
        const here = grantsAt(location.id);
        return {
          id: location.id,
          parent_id: location.parentId,
          name: location.name,
          authorization: {
            roles: assignments.filter((a) => a.locationId === location.id).map((a) => a.roleName),
            authorizations: segments
              .map((segment) => ({ segment, names: flagNames(segment, flagsAnywhere(here, segment.key)) }))
              .filter(({ names }) => names.length > 0)
              .map(({ segment, names }) => ({ name: segment.name, authorization_list: names.join(', ') })),
          },
        };
      }),
  };
}

/** POST /api/permissions/add and /remove. A flag already held, or not held, is left as it is. */
export async function changePermission(
  ctx: RequestContext,
  change: TPermissionChangeRequest,
  operation: 'add' | 'remove',
): Promise<TPermissionChangeResponse> {
  await requireFlag(ctx, 'auth', 'PERMISSION_ADMIN');
  // Acting as someone else must never widen what anyone may do.
  if (ctx.actor.ghostAsId !== null) throw forbidden('Permissions cannot be changed while ghosting');

  const segments = await loadSegments(ctx.db);
  const segment = segments.find(
    (s) => (typeof change.segment === 'number' ? s.id : s.key) === change.segment,
  );
  if (!segment) throw badRequest(`segment: no segment ${change.segment}`);
  const flag = segment.flags.find((f) => (typeof change.flag === 'number' ? f.bit : f.key) === change.flag);
  if (!flag) throw badRequest(`flag: no flag ${change.flag} in segment ${segment.key}`);
  if (!(await contextExists(ctx.db, change.context, change.context_id))) {
    throw notFound(`No ${change.context} with id ${change.context_id}`);
  }

  return ctx.transaction(async (tx) => {
    const before = await lockGrantFlags(tx.db, change.context, change.context_id, segment.id);
    const after = operation === 'add' ? before | flag.bit : before & ~flag.bit;
    if (after !== before) {
      await saveGrantFlags(tx.db, change.context, change.context_id, segment.id, after);
      await recordAudit(tx, {
        action: `permission-${operation}`,
        entity: 'grant',
        entityId: `${change.context}:${change.context_id}:${segment.key}`,
        before: { flags: before },
        after: { flags: after },
      });
    }
    return {
      context: change.context,
      context_id: change.context_id,
      segment: segment.key,
      flags: after,
      changed: after !== before,
    };
  });
}
