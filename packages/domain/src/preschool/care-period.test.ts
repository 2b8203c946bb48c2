import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfEpochDay, epochDay } from '../calendar/dates.ts';
import { careRunsInMonth, currentPeriod, type DatedPeriod, overlappingPeriods } from './care-period.ts';

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

describe('overlapping periods', () => {
  // biome-ignore format: a table reads best one row a line
  const rows: [string, ReturnType<typeof period>[], [number, number] | undefined][] = [
    ['none without periods', [], undefined],
    ['none for one period', [period(1, '2026-01-01', null)], undefined],
    ['none when one ends the day before the next starts', [period(1, '2026-01-01', '2026-03-31'), period(2, '2026-04-01', null)], undefined],
    ['two that share the end day as the start', [period(1, '2026-01-01', '2026-03-31'), period(2, '2026-03-31', null)], [1, 2]],
    ['two that start on the same day', [period(1, '2026-01-01', '2026-01-01'), period(2, '2026-01-01', '2026-02-01')], [1, 2]],
    ['a later period after one without end', [period(1, '2026-01-01', null), period(2, '2027-01-01', '2027-06-30')], [1, 2]],
    ['two without end', [period(2, '2026-06-01', null), period(1, '2026-01-01', null)], [1, 2]],
    ['one inside another, given in any order', [period(3, '2026-03-01', '2026-03-10'), period(1, '2025-01-01', '2025-12-31'), period(2, '2026-01-01', '2026-12-31')], [2, 3]],
    ['none with gaps, given in any order', [period(2, '2026-05-01', null), period(1, '2026-01-01', '2026-02-28')], undefined],
    ['none when the overlapping one is deleted', [period(1, '2026-01-01', null), period(2, '2026-03-01', null, true)], undefined],
    ['none when all but one are deleted', [period(1, '2026-01-01', null, true), period(2, '2026-01-01', null, true), period(3, '2026-01-01', null)], undefined],
  ];

  it.each(rows)('are %s', (_, periods, ids) => {
    expect(overlappingPeriods(periods)?.map((p) => p.id)).toEqual(ids);
  });

  it('are found exactly when some two periods that are not deleted share a day', () => {
    // Days around a month's end, so that dates compare across months.
    const first = epochDay('2026-02-20');
    const aPeriod = fc
      .record({
        start: fc.integer({ min: 0, max: 60 }),
        days: fc.option(fc.integer({ min: 0, max: 30 })),
        deleted: fc.boolean(),
      })
      .map(({ start, days, deleted }) => ({
        start: dateOfEpochDay(first + start),
        end: days === null ? null : dateOfEpochDay(first + start + days),
        deleted,
      }));
    const shareADay = (a: DatedPeriod, b: DatedPeriod) =>
      (a.end === null || a.end >= b.start) && (b.end === null || b.end >= a.start);
    fc.assert(
      fc.property(fc.array(aPeriod, { maxLength: 6 }), (periods) => {
        const live = periods.filter((p) => !p.deleted);
        const anyPair = live.some((a, i) => live.some((b, j) => i < j && shareADay(a, b)));
        const found = overlappingPeriods(periods);
        expect(found !== undefined).toBe(anyPair);
        if (found) expect(shareADay(...found)).toBe(true);
      }),
    );
  });
});
