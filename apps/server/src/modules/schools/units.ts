import { UNIT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import {
  ORDINARY_ROLES,
  type TLocationInfo,
  type TLocationListItem,
  type TSpecialRolePerson,
  type TSyncEntry,
} from '@kansli/domain/schools/units';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { locationById, specialRolePersonsAt, syncEntriesAt, unitLocations } from './repository.ts';

// The school units screen (spec part 2, 2 and 7 'Units and sync'): the menu flag LOCATIONS, held at the
// unit or above it, opens a unit; the list holds the units the user may open.

const swedish = new Intl.Collator('sv');

/** The unit, when the user holds LOCATIONS there; 404 for an unknown one, 403 for one out of reach. */
export async function requireUnit(ctx: RequestContext, locationId: number) {
  const location = await locationById(ctx.db, locationId);
  if (!location) {
    await requireFlagAt(ctx, 'adminMenu', 'LOCATIONS', null);
    throw notFound(UNIT_NOT_FOUND_MESSAGE);
  }
  await requireFlagAt(ctx, 'adminMenu', 'LOCATIONS', locationId);
  return location;
}

/** GET /api/locations/list?segment=location: the units not ended that the user may open, by name. */
export async function listUnits(ctx: RequestContext): Promise<TLocationListItem[]> {
  await requireFlagAt(ctx, 'adminMenu', 'LOCATIONS', null);
  const units = await unitLocations(ctx.db, ctx.clock.today());
  const reachable = await Promise.all(
    units.map((unit) => ctx.actor.holdsAt('adminMenu', 'LOCATIONS', unit.id)),
  );
  return units.filter((_, i) => reachable[i]).sort((a, b) => swedish.compare(a.name, b.name));
}

/** GET /api/location/{id}/info: the unit with the ids the school systems know it by. */
export async function unitInfo(ctx: RequestContext, locationId: number): Promise<TLocationInfo> {
  const location = await requireUnit(ctx, locationId);
  return {
    id: location.id,
    name: location.name,
    business_id: location.businessId,
    extension: {
      system_ids: (location.extension.systemIds ?? []).map((id) => ({
        system: id.system,
        systemId: id.systemId,
        systemSegment: id.systemSegment ?? null,
      })),
    },
  };
}

/** GET /api/persons/specialRoles/{locationId}: who holds a role at the unit beyond pupils, guardians and teachers. */
export async function specialRoles(ctx: RequestContext, locationId: number): Promise<TSpecialRolePerson[]> {
  await requireUnit(ctx, locationId);
  return specialRolePersonsAt(ctx.db, locationId, ORDINARY_ROLES);
}

/** GET /api/syncentries/location/{id}: the unit's imports and their problems, newest first. */
export async function unitSyncEntries(ctx: RequestContext, locationId: number): Promise<TSyncEntry[]> {
  await requireUnit(ctx, locationId);
  return syncEntriesAt(ctx.db, locationId);
}
