import { flagsAnywhere } from '@kansli/domain/access/grants';
import type { TReadableListResponse } from '@kansli/domain/access/readable-list';
import type { RequestContext } from '../../context/request-context.ts';
import { loadLocationTree, loadRoleAssignments, loadSegments, type SegmentWithFlags } from './repository.ts';

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
