import {
  descendantsOf,
  mayLieUnder,
  type TOrganisationLocation,
} from '@kansli/domain/organisation/locations';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireOrganisationEditor } from './list-locations.ts';
import { loadOrganisation, lockOrganisation, setEndedAt } from './repository.ts';

// 'Avsluta enhet': a unit is never deleted. Ended from a date, it is left out of the lists where new
// work starts (docs/decisions.md, 'Organisation'); what was done there stays. No unit runs on after the
// unit above it has ended, so a unit is ended after the units below it and reopened before them.

async function changeEnd(
  ctx: RequestContext,
  locationId: number,
  endedAt: string | null,
): Promise<TOrganisationLocation> {
  await requireOrganisationEditor(ctx);
  return ctx.transaction(async (tx) => {
    await lockOrganisation(tx.db);
    const organisation = await loadOrganisation(tx.db);
    const before = organisation.find((location) => location.id === locationId);
    if (!before) throw notFound('Enheten finns inte');
    if (before.ended_at === endedAt) return before;
    const parent = organisation.find((location) => location.id === before.parent_id);
    if (!parent) throw conflict('Organisationens översta enhet kan inte avslutas');
    if (!mayLieUnder(endedAt, parent.ended_at)) {
      throw conflict(
        endedAt === null
          ? `${parent.name} är avslutad: återöppna den först`
          : `${parent.name} är avslutad från ${parent.ended_at}: enheten kan inte avslutas senare än så`,
      );
    }
    const parents = new Map(organisation.map((location) => [location.id, location.parent_id]));
    const below = new Set(descendantsOf(parents, locationId));
    const open = organisation.filter(
      (location) => below.has(location.id) && !mayLieUnder(location.ended_at, endedAt),
    );
    if (endedAt !== null && open.length > 0) {
      throw conflict(
        `Avsluta först enheterna under den (senast ${endedAt}): ${open.map((location) => location.name).join(', ')}`,
      );
    }
    await setEndedAt(tx.db, locationId, endedAt, tx.clock.now());
    const after = { ...before, ended_at: endedAt };
    await recordAudit(tx, {
      action: endedAt === null ? 'location.reopen' : 'location.end',
      entity: 'location',
      entityId: locationId,
      before: { ended_at: before.ended_at },
      after: { ended_at: endedAt },
    });
    return after;
  });
}

/** POST /api/organisation/locations/{id}/end: the unit ended from the date on (or its end date moved). */
export function endLocation(ctx: RequestContext, locationId: number, date: string) {
  return changeEnd(ctx, locationId, date);
}

/** POST /api/organisation/locations/{id}/reopen: the unit's end taken back. */
export function reopenLocation(ctx: RequestContext, locationId: number) {
  return changeEnd(ctx, locationId, null);
}
