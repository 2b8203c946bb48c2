import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, calendarMonth, dateOfEpochDay, epochDay, monthOfDate } from '../calendar/dates.ts';
import { MAX_MONTHLY_COST_ORE } from './care-cost.ts';
import {
  BILLED_LINE_TYPES,
  type CarePeriodInput,
  type ChildInput,
  invoicePreviewForChild,
  LINE_TYPE,
  splitMonthByShares,
} from './fee-engine.ts';

const someDate = fc.integer({ min: epochDay('2020-01-01'), max: epochDay('2030-12-31') }).map(dateOfEpochDay);
const someMonth = someDate.map(monthOfDate);
// Mostly fees the forms accept; some beyond them, as a row stored before the limit could hold.
const someCost = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: MAX_MONTHLY_COST_ORE }) },
  { weight: 1, arbitrary: fc.integer({ min: -2 * MAX_MONTHLY_COST_ORE, max: 1000 * MAX_MONTHLY_COST_ORE }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

/** A valid care period: its end, when set, is on or after its start. */
const someCarePeriod = fc
  .record({
    id: fc.nat(),
    start: someDate,
    daysAfterStart: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
    costOre: fc.option(someCost, { freq: 8, nil: null }),
    deleted: fc.boolean(),
    careTime: fc.constantFrom('Heltid' as const, 'Deltid' as const),
  })
  .map(({ daysAfterStart, ...period }): CarePeriodInput => {
    const end = daysAfterStart === null ? null : dateOfEpochDay(epochDay(period.start) + daysAfterStart);
    return { ...period, end };
  });

const someChild = fc.record({
  id: fc.nat(),
  name: fc.string(),
  active: fc.boolean(),
  carePeriods: fc.array(someCarePeriod, { maxLength: 4 }),
  guardians: fc.array(fc.record({ id: fc.nat(), percent: fc.integer({ min: 0, max: 100 }) }), {
    maxLength: 3,
  }),
});

function withGuardians(child: ChildInput, percents: number[]): ChildInput {
  return { ...child, active: true, guardians: percents.map((percent, id) => ({ id, percent })) };
}

describe('fee engine properties', () => {
  it('bills guardians sharing p and 100 − p exactly the child line, each within a krona of the exact share', () => {
    fc.assert(
      fc.property(someChild, fc.integer({ min: 0, max: 100 }), someMonth, (child, p, month) => {
        const preview = invoicePreviewForChild(withGuardians(child, [p, 100 - p]), month);
        const billed = preview.invoice_lines.filter((line) => (line.type & BILLED_LINE_TYPES) !== 0);
        expect(preview.guardian_lines).toHaveLength(2 * billed.length);
        for (const line of billed) {
          const pair = preview.guardian_lines.filter((g) => g.care_time_id === line.care_time_id);
          expect(pair.reduce((sum, g) => sum + g.cost, 0)).toBe(line.cost);
          for (const g of pair) {
            expect(Math.abs(g.cost - (line.cost * g.custody_percent) / 100)).toBeLessThan(1);
          }
        }
      }),
    );
  });

  it("bills each guardian of a month within a krona of their exact share, the totals making the child's month", () => {
    // A month whose care changes on up to three days: a billed line per period, as a change of fee makes.
    interface ChangingMonth {
      month: string;
      costs: number[];
      changeDays: number[];
    }
    const someChangingMonth: fc.Arbitrary<ChangingMonth> = fc.record({
      month: someMonth,
      costs: fc.array(fc.integer({ min: 0, max: MAX_MONTHLY_COST_ORE }), { minLength: 1, maxLength: 4 }),
      changeDays: fc.uniqueArray(fc.integer({ min: 2, max: 28 }), { minLength: 3, maxLength: 3 }),
    });
    const childOf = ({ month, costs, changeDays }: ChangingMonth): ChildInput => {
      const first = epochDay(`${month}-01`);
      const starts = [first - 40, ...changeDays.sort((a, b) => a - b).map((day) => first + day - 1)];
      const carePeriods = costs.map((costOre, id): CarePeriodInput => {
        const next = starts[id + 1];
        const end = id === costs.length - 1 || next === undefined ? null : dateOfEpochDay(next - 1);
        return {
          id,
          start: dateOfEpochDay(starts[id] as number),
          end,
          careTime: 'Heltid',
          costOre,
          deleted: false,
        };
      });
      return { id: 1, name: 'Alva', active: true, carePeriods, guardians: [] };
    };
    // Shares that make 100 %: two as the share dialog sets them, or up to four as an even split leaves them.
    const someShares = fc.oneof(
      fc.integer({ min: 0, max: 100 }).map((p) => [p, 100 - p]),
      fc
        .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 3 })
        .map((cuts) => [0, ...cuts.sort((a, b) => a - b), 100])
        .map((bounds) => bounds.slice(1).map((bound, i) => bound - (bounds[i] as number))),
    );
    fc.assert(
      fc.property(someChangingMonth, someShares, (changing, percents) => {
        const preview = invoicePreviewForChild(withGuardians(childOf(changing), percents), changing.month);
        const billed = preview.invoice_lines.filter((line) => (line.type & BILLED_LINE_TYPES) !== 0);
        expect(billed).toHaveLength(changing.costs.length);
        const childMonth = billed.reduce((sum, line) => sum + line.cost, 0);
        const totals = percents.map((_, id) =>
          preview.guardian_lines.filter((g) => g.guardian_id === id).reduce((sum, g) => sum + g.cost, 0),
        );
        expect(totals.reduce((sum, total) => sum + total, 0)).toBe(childMonth);
        totals.forEach((total, id) => {
          expect(Math.abs(total - (childMonth * (percents[id] as number)) / 100)).toBeLessThan(1);
        });
      }),
    );
  });

  it('splits any month of lines so each line adds up and each guardian is within a krona of the exact share', () => {
    const someSplit = fc.integer({ min: 1, max: 5 }).chain((guardians) =>
      fc.record({
        lines: fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 8 }),
        percents: fc
          .array(fc.integer({ min: 0, max: 100 }), { minLength: guardians - 1, maxLength: guardians - 1 })
          .map((cuts) => [0, ...cuts.sort((a, b) => a - b), 100])
          .map((bounds) => bounds.slice(1).map((bound, i) => bound - (bounds[i] as number))),
      }),
    );
    fc.assert(
      fc.property(someSplit, ({ lines, percents }) => {
        const amounts = splitMonthByShares(lines, percents);
        expect(amounts).toHaveLength(lines.length);
        amounts.forEach((line, i) => {
          expect(line.reduce((sum, amount) => sum + amount, 0)).toBe(lines[i]);
          for (const amount of line) expect(amount).toBeGreaterThanOrEqual(0);
        });
        const month = lines.reduce((sum, kronor) => sum + kronor, 0);
        percents.forEach((percent, g) => {
          const total = amounts.reduce((sum, line) => sum + (line[g] ?? 0), 0);
          expect(Math.abs(total - (month * percent) / 100)).toBeLessThan(1);
        });
      }),
    );
  });

  it('never bills more than the whole month, and only days of the month', () => {
    fc.assert(
      fc.property(someChild, someMonth, (child, month) => {
        const { days } = calendarMonth(month);
        const preview = invoicePreviewForChild(child, month);
        let status = 0;
        let cost = 0;
        for (const line of preview.invoice_lines) {
          expect(Object.values(LINE_TYPE)).toContain(line.type);
          expect(line.percent).toBeGreaterThanOrEqual(0);
          expect(line.percent).toBeLessThanOrEqual(100);
          const billedDays = line.segments.reduce((sum, s) => sum + s.to - s.from + 1, 0);
          expect(billedDays).toBeLessThanOrEqual(days);
          for (const segment of line.segments) {
            expect(segment.from).toBeGreaterThanOrEqual(1);
            expect(segment.to).toBeLessThanOrEqual(days);
            expect(segment.from).toBeLessThanOrEqual(segment.to);
          }
          if ((line.type & BILLED_LINE_TYPES) === 0)
            expect([line.cost, line.percent, billedDays]).toEqual([0, 0, 0]);
          status |= line.type;
          cost += line.cost;
        }
        expect(preview.invoice_status).toBe(status);
        expect(preview.invoice_cost).toBe(cost);
      }),
    );
  });

  it('never bills an inactive child', () => {
    fc.assert(
      fc.property(someChild, someMonth, (child, month) => {
        const preview = invoicePreviewForChild({ ...child, active: false }, month);
        expect(preview.invoice_status).toBe(LINE_TYPE.inactive);
        expect(preview.invoice_cost).toBe(0);
        expect(preview.invoice_lines.every((line) => line.cost === 0)).toBe(true);
        expect(preview.guardian_lines).toEqual([]);
      }),
    );
  });

  it('bills a guardian with full custody exactly the child line', () => {
    fc.assert(
      fc.property(someChild, someMonth, (child, month) => {
        const preview = invoicePreviewForChild(withGuardians(child, [100]), month);
        const billed = preview.invoice_lines.filter((line) => (line.type & BILLED_LINE_TYPES) !== 0);
        expect(preview.guardian_lines.map((g) => [g.care_time_id, g.cost, g.status_message])).toEqual(
          billed.map((line) => [line.care_time_id, line.cost, line.status_message]),
        );
      }),
    );
  });

  it('partitions a period into the billed days of its consecutive months', () => {
    fc.assert(
      fc.property(someDate, fc.integer({ min: 0, max: 900 }), (start, length) => {
        const end = dateOfEpochDay(epochDay(start) + length);
        const child = withGuardians(
          { id: 1, name: 'Alva', active: true, guardians: [], carePeriods: [] },
          [100],
        );
        child.carePeriods = [{ id: 1, start, end, careTime: 'Heltid', costOre: 100_000, deleted: false }];
        const before = invoicePreviewForChild(child, monthOfDate(dateOfEpochDay(epochDay(start) - 31)));
        expect(before.invoice_status).toBe(LINE_TYPE.issued);

        let nextBilledDay = epochDay(start);
        let month = monthOfDate(start);
        for (; month <= monthOfDate(end); month = addMonths(month, 1)) {
          const [line] = invoicePreviewForChild(child, month).invoice_lines;
          expect(line?.segments).toHaveLength(1);
          const [segment] = line?.segments ?? [];
          const pad = (day: number) => String(day).padStart(2, '0');
          expect(epochDay(`${month}-${pad(segment?.from ?? 0)}`)).toBe(nextBilledDay);
          nextBilledDay = epochDay(`${month}-${pad(segment?.to ?? 0)}`) + 1;
        }
        expect(nextBilledDay).toBe(epochDay(end) + 1);
        expect(invoicePreviewForChild(child, month).invoice_status).toBe(LINE_TYPE.expired);
      }),
    );
  });

  it('bills any stored row without throwing: what it cannot bill is an invalid line of 0 kr', () => {
    const anyDate = fc.oneof(someDate, fc.string(), fc.constant('12345-01-01'));
    const anyPeriod = fc.record({
      id: fc.nat(),
      start: anyDate,
      end: fc.option(anyDate, { nil: null }),
      costOre: fc.option(fc.oneof(someCost, fc.constant(Number.MAX_VALUE)), { nil: null }),
      deleted: fc.boolean(),
      careTime: fc.constantFrom('Heltid' as const, 'Deltid' as const),
    });
    const anyChild = fc.record({
      id: fc.nat(),
      name: fc.string(),
      active: fc.boolean(),
      carePeriods: fc.array(anyPeriod, { maxLength: 4 }),
      guardians: fc.array(fc.record({ id: fc.nat(), percent: fc.oneof(fc.integer(), fc.double()) }), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(anyChild, someMonth, (child, month) => {
        const preview = invoicePreviewForChild(child, month);
        for (const line of [...preview.invoice_lines, ...preview.guardian_lines]) {
          expect(Number.isSafeInteger(line.cost)).toBe(true);
          expect(line.cost).toBeGreaterThanOrEqual(0);
          expect(line.cost).toBeLessThanOrEqual(MAX_MONTHLY_COST_ORE / 100);
          if (line.cost > 0) expect(line.type & BILLED_LINE_TYPES).not.toBe(0);
        }
      }),
    );
  });
});
