import { UNIT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { endedUnitMessage, isEndedOn } from '@kansli/domain/organisation/locations';
import { EXPORT_TYPES_OF } from '@kansli/domain/schools/export-files';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import {
  importJobType,
  isSchoolBusiness,
  queueJobType,
  SYNC_PROBLEM_LIMIT,
  SYNC_RECENT_MS,
  type TSynchronizations,
  type TSyncStarted,
} from '@kansli/domain/schools/synchronizations';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  latestJobEntries,
  locationById,
  problemCountsSince,
  problemsSince,
  schoolUnits,
} from './repository.ts';

// The synchronisation screen (/synchronizations, menu flag SYNCS held at the unit or above it): the
// school units' latest imports and problems, and starting a unit's import now.

const swedish = new Intl.Collator('sv');

/** The school units where the user holds SYNCS. */
async function unitsInReach(ctx: RequestContext) {
  await requireFlagAt(ctx, 'adminMenu', 'SYNCS', null);
  const units = await schoolUnits(ctx.db, ctx.clock.today());
  const reachable = await Promise.all(units.map((unit) => ctx.actor.holdsAt('adminMenu', 'SYNCS', unit.id)));
  return units.filter((_, i) => reachable[i]);
}

/** The order the import runs its steps: each file read into the queue, then the persons, the groups. */
function stepOrder(name: string): string[] {
  const system = exportSystemOf(name);
  const files = EXPORT_TYPES_OF[system].filter((type) => type !== 'schedule');
  return [
    ...files.map((type) => queueJobType(system, type as Parameters<typeof queueJobType>[1])),
    importJobType(system, 'persons'),
    importJobType(system, 'groups'),
  ];
}

/** GET /api/synchronizations. */
export async function synchronizations(ctx: RequestContext): Promise<TSynchronizations> {
  const units = await unitsInReach(ctx);
  const ids = units.map((unit) => unit.id);
  const since = new Date(ctx.clock.now().getTime() - SYNC_RECENT_MS);
  const [jobs, counts, problems, inProgress] = await Promise.all([
    latestJobEntries(ctx.db, ids),
    problemCountsSince(ctx.db, ids, since),
    problemsSince(ctx.db, ids, since, SYNC_PROBLEM_LIMIT),
    ctx.jobs.importsInProgress(),
  ]);
  return {
    units: units
      .map((unit) => {
        const order = stepOrder(unit.name);
        const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
        return {
          locationId: unit.id,
          name: unit.name,
          system: exportSystemOf(unit.name),
          queued: inProgress.queued.has(unit.id),
          running: inProgress.running.has(unit.id),
          jobs: jobs
            .filter((job) => job.location_id === unit.id)
            .sort((a, b) => rank(a.type) - rank(b.type) || a.type.localeCompare(b.type)),
          problems: counts.get(unit.id) ?? 0,
        };
      })
      .sort((a, b) => swedish.compare(a.name, b.name)),
    problems,
  };
}

/** POST /api/synchronizations/{locationId}/start: the unit's import queued, unless it already waits or runs. */
export async function startSynchronization(ctx: RequestContext, locationId: number): Promise<TSyncStarted> {
  const location = await locationById(ctx.db, locationId);
  if (!location || !isSchoolBusiness(location.businessId)) {
    await requireFlagAt(ctx, 'adminMenu', 'SYNCS', null);
    throw notFound(UNIT_NOT_FOUND_MESSAGE);
  }
  await requireFlagAt(ctx, 'adminMenu', 'SYNCS', locationId);
  if (isEndedOn(location.endedAt, ctx.clock.today()))
    throw conflict(endedUnitMessage(location.endedAt ?? ''));
  const queued = (await ctx.jobs.importUnits([locationId])).includes(locationId);
  if (queued)
    await recordAudit(ctx, { action: 'school.import.start', entity: 'location', entityId: locationId });
  return { queued };
}
