import { GRANT_BEYOND_OWN_MESSAGE } from '@kansli/domain/access/built-in-roles';
import { allFlagsOf, segmentCatalogue } from '@kansli/domain/access/catalogue';
import { rightsBeyondUnit, roleFitsUnit, wrongUnitKindMessage } from '@kansli/domain/access/unit-roles';
import { ORGANISATION_ROOT_ID } from '@kansli/domain/organisation/locations';
import type { Actor } from '../../auth/actor.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { flagsOfRoles, loadSegments, type RoleFlags, roleAndUnitKind } from './repository.ts';

// No one grants more than they hold: a role is given at a unit, or taken from someone there, only by a
// person who holds every flag of the role at that unit or above it, so no one can raise themselves or
// anyone else past their own rights, nor take a role from someone who holds more than they do. A flag
// granted everywhere (to a role, or directly to a person) asks for the flag at the organisation's root,
// or, in a segment checked without a unit, anywhere. The flags administrators made in Superadmin, which
// no one holds when they are made, are given by those who make them: a holder of SUPERADMIN.

/** The bits of the segment's flags that the code's catalogue names. */
function catalogueBits(segmentKey: string): number {
  const segment = segmentCatalogue.find((s) => s.key === segmentKey);
  return segment ? allFlagsOf(segment) : 0;
}

/** Whether the actor holds the flags of the segment at the location, or anywhere when null. */
async function holdsFlags(actor: Actor, segment: string, flags: number, locationId: number | null) {
  const asked = (await actor.holds('adminMenu', 'SUPERADMIN')) ? flags & catalogueBits(segment) : flags;
  return ((await actor.flagsOf(segment, locationId)) & asked) === asked;
}

async function holdsEvery(actor: Actor, wanted: readonly RoleFlags[], locationId: number): Promise<boolean> {
  for (const { segment, flags } of wanted) {
    if (!(await holdsFlags(actor, segment, flags, locationId))) return false;
  }
  return true;
}

/**
 * The hits with whether the acting person may give, or take, the role at the hit's unit, and the
 * rights the role holds beyond that unit, which the one giving it is asked to confirm.
 */
export async function grantableRoles<T extends { role_id: number; location_id: number }>(
  ctx: RequestContext,
  hits: readonly T[],
): Promise<(T & { grantable: boolean; rights_beyond_unit: string[] })[]> {
  const byRole = await flagsOfRoles(ctx.db, [...new Set(hits.map((hit) => hit.role_id))]);
  const segments = hits.length > 0 ? await loadSegments(ctx.db) : [];
  return Promise.all(
    hits.map(async (hit) => {
      const wanted = byRole.get(hit.role_id) ?? [];
      return {
        ...hit,
        grantable: await holdsEvery(ctx.actor, wanted, hit.location_id),
        rights_beyond_unit: rightsBeyondUnit(wanted, hit.location_id === ORGANISATION_ROOT_ID, segments),
      };
    }),
  );
}

/** 409 unless the role is given at units of the unit's kind (its business, or none). */
export async function requireRoleFitsUnit(ctx: RequestContext, roleId: number, locationId: number) {
  const { roleName, businessId } = await roleAndUnitKind(ctx.db, roleId, locationId);
  if (roleName === undefined || businessId === undefined) return;
  if (!roleFitsUnit(roleName, businessId)) throw conflict(wrongUnitKindMessage(roleName, businessId));
}

/** 403 unless the acting person holds every flag of the role at the unit or above it. */
export async function requireRoleGrantable(
  ctx: RequestContext,
  roleId: number,
  locationId: number,
): Promise<void> {
  const wanted = (await flagsOfRoles(ctx.db, [roleId])).get(roleId) ?? [];
  if (!(await holdsEvery(ctx.actor, wanted, locationId))) throw forbidden(GRANT_BEYOND_OWN_MESSAGE);
}

/** 403 unless the acting person holds the flags, as a grant for everywhere asks. */
export async function requireFlagsGrantable(
  ctx: RequestContext,
  segment: { key: string; scope: 'global' | 'location' },
  flags: number,
): Promise<void> {
  const where = segment.scope === 'location' ? ORGANISATION_ROOT_ID : null;
  if (!(await holdsFlags(ctx.actor, segment.key, flags, where))) throw forbidden(GRANT_BEYOND_OWN_MESSAGE);
}
