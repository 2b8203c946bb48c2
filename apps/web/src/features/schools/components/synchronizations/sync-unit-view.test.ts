import type { TSyncEntry } from '@kansli/domain/schools/units';
import { describe, expect, it } from 'vitest';
import {
  isSyncActive,
  SYNC_POLL_MS,
  syncRefetchInterval,
} from '@/features/schools/api/get-synchronizations.ts';
import { lastFinishedAt, progressJobOf } from './sync-unit-view.ts';

const entry = (id: number, created_at: string, finished_at: string | null): TSyncEntry => ({
  id,
  context: 'sync',
  type: 'adela_import_persons',
  message: '',
  status_code: null,
  data: null,
  created_at,
  finished_at,
  location_id: 201,
});

const unit = (jobs: TSyncEntry[], queued = false, running = false) => ({
  locationId: 201,
  name: 'Gymnasiet Centrum',
  system: 'adela' as const,
  queued,
  running,
  jobs,
  problems: 0,
});

describe('progressJobOf', () => {
  it('takes the running step before any other', () => {
    const jobs = [
      entry(1, '2026-03-10T08:00:00Z', null),
      entry(2, '2026-03-10T09:00:00Z', '2026-03-10T09:10:00Z'),
    ];
    expect(progressJobOf({ jobs })?.id).toBe(1);
  });

  it('takes the step begun last when none runs, and none for a unit never synchronised', () => {
    const jobs = [
      entry(1, '2026-03-10T08:00:00Z', '2026-03-10T08:10:00Z'),
      entry(2, '2026-03-09T09:00:00Z', '2026-03-09T09:10:00Z'),
    ];
    expect(progressJobOf({ jobs })?.id).toBe(1);
    expect(progressJobOf({ jobs: [] })).toBeUndefined();
  });
});

describe('lastFinishedAt', () => {
  it('is the newest finish, or null when no step has finished', () => {
    const jobs = [
      entry(1, '2026-03-10T08:00:00Z', '2026-03-10T08:10:00Z'),
      entry(2, '2026-03-10T09:00:00Z', '2026-03-10T09:10:00Z'),
      entry(3, '2026-03-10T10:00:00Z', null),
    ];
    expect(lastFinishedAt({ jobs })).toBe('2026-03-10T09:10:00Z');
    expect(lastFinishedAt({ jobs: [entry(3, '2026-03-10T10:00:00Z', null)] })).toBeNull();
  });
});

describe('the polling of the overview', () => {
  const done = unit([entry(1, '2026-03-10T08:00:00Z', '2026-03-10T08:10:00Z')]);
  const cases = [
    { name: 'a queued unit', units: [done, unit([], true)], active: true },
    { name: 'a running import between its steps', units: [done, unit([], false, true)], active: true },
    { name: 'a running step', units: [done, unit([entry(2, '2026-03-10T09:00:00Z', null)])], active: true },
    { name: 'only finished units', units: [done, unit([])], active: false },
    { name: 'no units', units: [], active: false },
  ];

  it.each(cases)('is active with $name: $active', ({ units, active }) => {
    const data = { units, problems: [] };
    expect(isSyncActive(data)).toBe(active);
    expect(syncRefetchInterval({ state: { status: 'success', data } })).toBe(active ? SYNC_POLL_MS : false);
  });

  it('stops after a failed load, and before the first answer', () => {
    const data = { units: [unit([], true)], problems: [] };
    expect(syncRefetchInterval({ state: { status: 'error', data } })).toBe(false);
    expect(syncRefetchInterval({ state: { status: 'pending', data: undefined } })).toBe(false);
  });
});
