import type { SyncUnitStatus, TSyncUnit } from '@kansli/domain/schools/synchronizations';
import type { TSyncEntry } from '@kansli/domain/schools/units';

// What a unit's row shows of its jobs: the step that runs, or else the one that ran last.

/** The chip's colour of each status: waiting and running in progress colours, failure red. */
export const SYNC_STATUS_COLORS = {
  queued: 'info',
  running: 'primary',
  failed: 'error',
  done: 'success',
  old: 'warning',
  never: 'default',
} as const satisfies Record<SyncUnitStatus, 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error'>;

/** The running step, or else the one begun last; undefined for a unit never synchronised. */
export function progressJobOf(unit: Pick<TSyncUnit, 'jobs'>): TSyncEntry | undefined {
  const running = unit.jobs.find((job) => job.finished_at === null);
  if (running) return running;
  return unit.jobs.reduce<TSyncEntry | undefined>(
    (latest, job) =>
      latest === undefined || Date.parse(job.created_at) > Date.parse(latest.created_at) ? job : latest,
    undefined,
  );
}

/** When the unit's last step finished, or null when none has. */
export function lastFinishedAt(unit: Pick<TSyncUnit, 'jobs'>): string | null {
  let latest: string | null = null;
  for (const job of unit.jobs) {
    if (job.finished_at !== null && (latest === null || Date.parse(job.finished_at) > Date.parse(latest))) {
      latest = job.finished_at;
    }
  }
  return latest;
}
