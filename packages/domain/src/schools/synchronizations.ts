import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';
import type { BusinessId } from '../organisation/businesses.ts';
import type { ExportType } from './export-records.ts';
import type { ExportSystem } from './export-system.ts';
import { ZSyncEntry } from './units.ts';

// The import of the school systems' exports and the synchronisation screen (/synchronizations, menu
// flag SYNCS): every school unit's latest import of each kind, its problems, and starting one now.

/** The units whose pupils come from a school system's export: schools (200) and adult education (300). */
export const SCHOOL_BUSINESS_IDS = [200, 300] as const satisfies readonly BusinessId[];

export const isSchoolBusiness = (businessId: number | null): boolean =>
  (SCHOOL_BUSINESS_IDS as readonly number[]).includes(businessId ?? 0);

const TYPE_PLURAL: Record<Exclude<ExportType, 'schedule'>, string> = {
  group: 'groups',
  person: 'persons',
  student: 'students',
  parent: 'parents',
  teacher: 'teachers',
};

/** The step reading one export file into the import's queue: 'schoolsoft_queue_students'. */
export const queueJobType = (system: ExportSystem, type: Exclude<ExportType, 'schedule'>) =>
  `${system}_queue_${TYPE_PLURAL[type]}`;
/** The step writing the persons or the groups: 'adela_import_persons', 'adela_import_groups'. */
export const importJobType = (system: ExportSystem, what: 'persons' | 'groups') => `${system}_import_${what}`;

/** The latest entry of each job of a unit, its problems of the last day, and whether an import waits. */
export const ZSyncUnit = z.object({
  locationId: z.number().int(),
  name: z.string(),
  system: z.enum(['schoolsoft', 'adela', 'online']),
  /** An import is queued and not yet begun. */
  queued: z.boolean(),
  /** An import is running, between its steps too. */
  running: z.boolean(),
  /** The newest 'sync' entry of each job type, in the order the import runs them. */
  jobs: z.array(ZSyncEntry),
  /** Problems ('syncflag' entries) of the last day. */
  problems: z.number().int(),
});
export type TSyncUnit = z.infer<typeof ZSyncUnit>;

export const ZSyncProblem = ZSyncEntry.extend({ location_name: z.string() });
export type TSyncProblem = z.infer<typeof ZSyncProblem>;

/** GET /api/synchronizations: the school units the user may synchronise, and their open problems. */
export const ZSynchronizations = z.object({
  units: z.array(ZSyncUnit),
  /** Problems of the last day across those units, newest first. */
  problems: z.array(ZSyncProblem),
});
export type TSynchronizations = z.infer<typeof ZSynchronizations>;

/** POST /api/synchronizations/{locationId}/start. */
export const ZSyncStartParams = z.object({ locationId: ZIdParam });
/** `queued` is false when the unit's import was already waiting or running: a second click adds nothing. */
export const ZSyncStarted = z.object({ queued: z.boolean() });
export type TSyncStarted = z.infer<typeof ZSyncStarted>;

/** Problems shown at most across units. */
export const SYNC_PROBLEM_LIMIT = 500;

export const SYNC_UNIT_STATUSES = ['queued', 'running', 'failed', 'done', 'old', 'never'] as const;
export type SyncUnitStatus = (typeof SYNC_UNIT_STATUSES)[number];

export const SYNC_UNIT_STATUS_LABELS: Record<SyncUnitStatus, string> = {
  queued: 'Köad',
  running: 'Pågår',
  failed: 'Misslyckades',
  done: 'Klar',
  old: 'Inte synkroniserad senaste dygnet',
  never: 'Aldrig synkroniserad',
};

/** Spec part 2, 4 'Sync recency' and 9: what happened within the last day counts as recent. */
export const SYNC_RECENT_MS = 24 * 60 * 60 * 1000;

/**
 * Where a unit's import stands: waiting, running (its job, or a step not finished), failed (a job ended with an
 * error status), done within the last day (spec part 2, 4 'Sync recency'), older, or never run.
 */
export function syncUnitStatus(
  unit: Pick<TSyncUnit, 'queued' | 'running' | 'jobs'>,
  now: Date,
): SyncUnitStatus {
  if (unit.queued) return 'queued';
  if (unit.running || unit.jobs.some((job) => job.finished_at === null)) return 'running';
  if (unit.jobs.length === 0) return 'never';
  if (unit.jobs.some((job) => job.status_code !== null && job.status_code >= 400)) return 'failed';
  const finished = Math.max(...unit.jobs.map((job) => Date.parse(job.finished_at ?? job.created_at)));
  return now.getTime() - finished <= SYNC_RECENT_MS ? 'done' : 'old';
}
