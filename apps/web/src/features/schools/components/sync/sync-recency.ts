import { SYNC_RECENT_MS } from '@kansli/domain/schools/synchronizations';
import type { SyncEntry } from '@/features/schools/api/get-sync-entries.ts';

// Spec part 2, 4 'Sync recency' and 9: what happened within the last day counts as recent.

function isWithinLastDay(instant: string | null, now: number): boolean {
  if (!instant) return false;
  const time = Date.parse(instant);
  return !Number.isNaN(time) && now - time <= SYNC_RECENT_MS;
}

/** A job counts as done when it finished within the last day. */
export function isRecentlyDone(entry: SyncEntry, now: number): boolean {
  return isWithinLastDay(entry.finished_at, now);
}

/** The unit's job entries, in the server's order (newest first). */
export function syncJobs(entries: readonly SyncEntry[]): SyncEntry[] {
  return entries.filter((entry) => entry.context === 'sync');
}

/** The problems (syncflag entries) created within the last day, newest first. */
export function recentProblems(entries: readonly SyncEntry[], now: number): SyncEntry[] {
  return entries.filter((entry) => entry.context === 'syncflag' && isWithinLastDay(entry.created_at, now));
}
