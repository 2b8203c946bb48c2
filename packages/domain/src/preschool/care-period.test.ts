import { describe, expect, it } from 'vitest';
import { careRunsInMonth, currentPeriod } from './care-period.ts';

const period = (id: number, start: string, end: string | null, deleted = false) => ({
  id,
  start,
  end,
  deleted,
});

describe('whether care runs in a month', () => {
  // biome-ignore format: a table reads best one row a line
  const rows: [string, string | null, boolean, string, boolean][] = [
    ['2026-03-10', null, false, '2026-03', true],
    ['2026-03-31', '2026-03-31', false, '2026-03', true],
    ['2025-01-01', null, false, '2026-03', true],
    ['2025-01-01', '2026-03-01', false, '2026-03', true],
    ['2025-01-01', '2026-02-28', false, '2026-03', false],
    ['2026-04-01', null, false, '2026-03', false],
    ['2026-03-10', null, true, '2026-03', false],
  ];

  it.each(rows)('from %s to %s (deleted: %s) in %s: %s', (start, end, deleted, month, runs) => {
    expect(careRunsInMonth(period(1, start, end, deleted), month)).toBe(runs);
  });
});

describe('the current period', () => {
  const today = '2026-03-15';
  // biome-ignore format: a table reads best one row a line
  const rows: [string, ReturnType<typeof period>[], number | undefined][] = [
    ['the one that holds today', [period(1, '2025-01-01', '2026-02-28'), period(2, '2026-03-01', null), period(3, '2026-05-01', null)], 2],
    ['the latest started when none holds today', [period(1, '2025-01-01', '2025-06-30'), period(2, '2025-08-01', '2026-01-31')], 2],
    ['the first to come when none has started', [period(2, '2026-09-01', null), period(1, '2026-06-01', null)], 1],
    ['none that is deleted', [period(1, '2026-01-01', null, true), period(2, '2026-06-01', null)], 2],
    ['nothing without periods', [], undefined],
    ['nothing when all are deleted', [period(1, '2026-01-01', null, true)], undefined],
    ['one that ends today', [period(1, '2026-01-01', '2026-03-15'), period(2, '2026-03-16', null)], 1],
  ];

  it.each(rows)('is %s', (_, periods, id) => {
    expect(currentPeriod(periods, today)?.id).toBe(id);
  });

  it("leaves the caller's periods in their order", () => {
    const periods = [period(2, '2026-09-01', null), period(1, '2026-06-01', null)];
    currentPeriod(periods, today);
    expect(periods.map((p) => p.id)).toEqual([2, 1]);
  });
});
