import { describe, expect, it } from 'vitest';
import type { SyncEntry } from '@/features/schools/api/get-sync-entries.ts';
import { isRecentlyDone, recentProblems, syncJobs } from './sync-recency.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');

function entry(overrides: Partial<SyncEntry>): SyncEntry {
  return {
    id: 1,
    context: 'sync',
    type: 'adela_import_persons',
    message: '',
    status_code: null,
    data: null,
    created_at: '2026-03-10T11:00:00.000Z',
    finished_at: null,
    location_id: 201,
    ...overrides,
  };
}

describe('sync recency', () => {
  it.each([
    [null, false],
    ['2026-03-10T11:59:00.000Z', true],
    ['2026-03-09T12:00:00.000Z', true],
    ['2026-03-09T11:59:59.000Z', false],
  ])('counts a job finished at %s as done: %s', (finished_at, done) => {
    expect(isRecentlyDone(entry({ finished_at }), now)).toBe(done);
  });

  it('keeps only the problems created within the last day, and only jobs in the job list', () => {
    const entries = [
      entry({ id: 1, context: 'syncflag', created_at: '2026-03-10T08:00:00.000Z' }),
      entry({ id: 2, context: 'syncflag', created_at: '2026-03-08T08:00:00.000Z' }),
      entry({ id: 3, context: 'sync' }),
    ];

    expect(recentProblems(entries, now).map((problem) => problem.id)).toEqual([1]);
    expect(syncJobs(entries).map((job) => job.id)).toEqual([3]);
  });
});
