import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  dayOfMonth,
  daysInMonth,
  epochDay,
  isCalendarDate,
  isCalendarMonth,
  nextMonth,
} from './dates.ts';

describe('calendar months', () => {
  it.each([
    ['2024-02', 29, '2024-02-29', 'February of a leap year'],
    ['2026-02', 28, '2026-02-28', 'February of a common year'],
    ['2000-02', 29, '2000-02-29', 'February of a 400th year'],
    ['2100-02', 28, '2100-02-28', 'February of a 100th year that is no leap year'],
    ['2026-03', 31, '2026-03-31', 'a 31-day month'],
    ['2026-04', 30, '2026-04-30', 'a 30-day month'],
    ['2026-12', 31, '2026-12-31', 'December'],
  ])('%s has %i days and ends on %s (%s)', (month, days, lastDate) => {
    expect(calendarMonth(month)).toEqual({ month, days, firstDate: `${month}-01`, lastDate });
  });

  it.each(['2026-13', '2026-00', '2026-3', '26-03', '2026/03', '', '2026-03-01'])(
    'refuses %j as a month',
    (month) => {
      expect(isCalendarMonth(month)).toBe(false);
      expect(() => calendarMonth(month)).toThrow(RangeError);
    },
  );

  it('agrees with the platform calendar on the length of every month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2400 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }),
    );
  });

  it('steps to the next month across a year end', () => {
    expect(nextMonth('2026-03')).toBe('2026-04');
    expect(nextMonth('2026-09')).toBe('2026-10');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-03-31', true],
    ['2026-03-00', false],
    ['2026-3-01', false],
    ['2026-03-01T00:00', false],
    ['', false],
  ])('%s is a date: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it('reads the day of the month', () => {
    expect(dayOfMonth('2026-03-09')).toBe(9);
    expect(dayOfMonth('2026-03-31')).toBe(31);
  });

  it('counts days since 1970-01-01 like Date.UTC, without time zones', () => {
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('2024-03-01') - epochDay('2024-02-28')).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (day) => {
        const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(isCalendarDate(date)).toBe(true);
        expect(epochDay(date)).toBe(day);
      }),
    );
  });
});
