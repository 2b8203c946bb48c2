import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarMonth,
  dateInMonth,
  dateOfEpochDay,
  dayOfMonth,
  daysInMonth,
  epochDay,
  isCalendarDate,
  isCalendarMonth,
  monthOf,
  monthOfDate,
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

  it.each([
    ['2026-03', 1, '2026-04'],
    ['2026-09', 1, '2026-10'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-11', -35, '2023-12'],
    ['2026-11', 30, '2029-05'],
    ['2026-11', 0, '2026-11'],
  ])('%s plus %i months is %s', (month, count, result) => {
    expect(addMonths(month, count)).toBe(result);
  });

  it('refuses to step outside the years 1–9999 or from what is no month', () => {
    expect(() => addMonths('9999-12', 1)).toThrow(RangeError);
    expect(() => addMonths('0001-01', -1)).toThrow(RangeError);
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('writes months and dates with leading zeros', () => {
    expect(monthOf(2026, 3)).toBe('2026-03');
    expect(monthOf(987, 12)).toBe('0987-12');
    expect(dateInMonth('2026-03', 9)).toBe('2026-03-09');
    expect(dateInMonth('2026-03', 31)).toBe('2026-03-31');
    expect(monthOfDate('2026-03-09')).toBe('2026-03');
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
        expect(dateOfEpochDay(day)).toBe(date);
      }),
    );
  });

  it('turns every date of the years 1–9999 into its day count and back', () => {
    expect(dateOfEpochDay(0)).toBe('1970-01-01');
    expect(dateOfEpochDay(epochDay('0001-01-01'))).toBe('0001-01-01');
    expect(dateOfEpochDay(epochDay('9999-12-31'))).toBe('9999-12-31');
    fc.assert(
      fc.property(fc.integer({ min: epochDay('0001-01-01'), max: epochDay('9999-12-31') }), (day) => {
        const date = dateOfEpochDay(day);
        expect(isCalendarDate(date)).toBe(true);
        expect(epochDay(date)).toBe(day);
      }),
    );
  });
});
