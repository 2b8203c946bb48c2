import { describe, expect, it } from 'vitest';
import { syncUnitStatus } from './synchronizations.ts';
import type { TSyncEntry } from './units.ts';

const now = new Date('2026-11-24T12:00:00Z');
const job = (fields: Partial<TSyncEntry>): TSyncEntry => ({
  id: 1,
  context: 'sync',
  type: 'adela_import_persons',
  message: '',
  status_code: null,
  data: { current: 1, bucketsize: 1 },
  created_at: '2026-11-24T04:30:00Z',
  finished_at: '2026-11-24T04:31:00Z',
  location_id: 211,
  ...fields,
});

describe('syncUnitStatus', () => {
  it.each([
    ['queued', true, false, [job({})]],
    ['never', false, false, []],
    ['running', false, false, [job({}), job({ finished_at: null })]],
    ['running', false, true, [job({ status_code: 502 })]],
    ['running', false, true, []],
    ['failed', false, false, [job({}), job({ status_code: 502 })]],
    ['done', false, false, [job({})]],
    ['old', false, false, [job({ created_at: '2026-11-23T04:30:00Z', finished_at: '2026-11-23T04:31:00Z' })]],
  ] as const)('is %s (queued %s, running %s)', (status, queued, running, jobs) => {
    expect(syncUnitStatus({ queued, running, jobs: [...jobs] }, now)).toBe(status);
  });
});
