import { describe, expect, it } from 'vitest';
import { type ReportRow, summaryOf } from './report-rows.ts';

const row = (fields: Partial<ReportRow>): ReportRow => ({
  kind: 'create',
  guardianId: 1,
  name: 'Anna Ek',
  state: 'done',
  ...fields,
});
const many = (count: number, fields: Partial<ReportRow>) => Array.from({ length: count }, () => row(fields));

describe('the summary line that ends a bulk report', () => {
  it.each([
    [
      'customers',
      [...many(95, { kind: 'customers' }), ...many(2, { kind: 'customers', state: 'failed' })],
      '95 skapade, 2 fel',
    ],
    [
      'customers',
      [row({ kind: 'customers' }), row({ kind: 'customers', existed: true })],
      '1 skapade, 1 fanns redan, 0 fel',
    ],
    [
      'sync',
      [
        row({ kind: 'sync' }),
        ...many(95, { kind: 'sync', state: 'skipped', offerCustomer: true }),
        row({ kind: 'sync', state: 'failed' }),
      ],
      '1 hittade, 95 saknar kund, 1 fel',
    ],
    ['create', [...many(3, {}), row({ state: 'skipped' })], '3 skapade, 1 hoppades över, 0 fel'],
    [
      'upload',
      [
        row({ kind: 'upload' }),
        row({ kind: 'upload', state: 'waiting' }),
        row({ kind: 'upload', state: 'failed' }),
      ],
      '1 uppladdade, 1 väntar på fakturanummer, 1 fel',
    ],
    // A failed upload listed beside a sync is not one of the sync's.
    ['sync', [row({ kind: 'sync' }), row({ kind: 'upload', state: 'failed' })], '1 hittade, 0 fel'],
  ] as const)('counts a %s step as its own words', (kind, rows, line) => {
    expect(summaryOf(kind, rows)).toBe(line);
  });
});
