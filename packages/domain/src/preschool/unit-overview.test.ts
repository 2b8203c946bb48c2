import { describe, expect, it } from 'vitest';
import { overviewSummary, periodsShownInMonth } from './unit-overview.ts';

const period = (id: number, start: string, end: string | null, deleted = false) => ({
  id,
  start,
  end,
  deleted,
});

describe('the period a row of the overview shows', () => {
  const today = '2026-03-15';
  // biome-ignore format: a table reads best one row a line
  const rows: [string, ReturnType<typeof period>[], string, number | undefined, number | undefined][] = [
    ['the one running in the month', [period(1, '2025-01-01', null)], '2026-03', 1, 1],
    ['the later of two that run in the month', [period(1, '2025-01-01', '2026-03-09'), period(2, '2026-03-10', null)], '2026-03', 2, 2],
    ['the current one when none runs in the month', [period(1, '2026-03-01', null)], '2025-12', undefined, 1],
    ['no deleted one running in the month', [period(1, '2025-01-01', null, true), period(2, '2026-06-01', null)], '2026-03', undefined, 2],
    ['nothing without periods', [], '2026-03', undefined, undefined],
  ];

  it.each(rows)('is %s', (_, periods, month, inMonth, shown) => {
    const result = periodsShownInMonth(periods, month, today);
    expect(result.inMonth?.id).toBe(inMonth);
    expect(result.shown?.id).toBe(shown);
  });
});

describe('the summary of the overview', () => {
  it('counts the children, the guardians they have between them, and the fees', () => {
    const guardian = (id: number) => ({ id, given_name: '', family_name: '', percent: null });
    expect(
      overviewSummary([
        { guardians: [guardian(1), guardian(2)], invoice_cost: 1419 },
        { guardians: [guardian(2)], invoice_cost: 1000 },
        { guardians: [], invoice_cost: 0 },
      ]),
    ).toEqual({ children: 3, guardians: 2, revenue: 2419 });
    expect(overviewSummary([])).toEqual({ children: 0, guardians: 0, revenue: 0 });
  });
});
