import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './dates.ts';
import { dateInStockholm } from './stockholm.ts';

describe('the date in Stockholm', () => {
  it.each([
    ['2026-03-10T12:00:00Z', '2026-03-10', 'midday'],
    ['2026-01-15T22:59:59Z', '2026-01-15', 'a second before midnight in winter (UTC+1)'],
    ['2026-01-15T23:00:00Z', '2026-01-16', 'midnight in winter'],
    ['2026-07-01T21:59:59Z', '2026-07-01', 'a second before midnight in summer (UTC+2)'],
    ['2026-07-01T22:00:00Z', '2026-07-02', 'midnight in summer'],
    ['2026-03-29T00:30:00Z', '2026-03-29', 'the night clocks go forward'],
    ['2026-10-24T22:30:00Z', '2026-10-25', 'the night clocks go back'],
    ['2026-12-31T23:00:00Z', '2027-01-01', 'new year'],
  ])('of %s is %s (%s)', (instant, date) => {
    expect(dateInStockholm(new Date(instant))).toBe(date);
    expect(isCalendarDate(dateInStockholm(new Date(instant)))).toBe(true);
  });
});
