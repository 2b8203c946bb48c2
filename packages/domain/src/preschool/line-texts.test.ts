import { describe, expect, it } from 'vitest';
import { calendarMonth } from '../calendar/dates.ts';
import {
  billingMonth,
  dayRangeText,
  firstMonthText,
  lastMonthText,
  sharedCustodyText,
} from './line-texts.ts';

describe('line texts', () => {
  it.each([
    [1, 31, '2026-03-01 – 2026-03-31', 'the whole month'],
    [10, 31, '2026-03-10 – 2026-03-31', 'from a day to the end'],
    [1, 9, '2026-03-01 – 2026-03-09', 'from the 1st to a day'],
    [10, 20, '2026-03-10 – 2026-03-20', 'between two days'],
    [31, 31, '2026-03-31 – 2026-03-31', 'the last day alone'],
  ])('days %i–%i of March 2026 read %s (%s)', (fromDay, toDay, text) => {
    const march = billingMonth(calendarMonth('2026-03'));
    expect(dayRangeText(march, fromDay, toDay)).toBe(text);
    expect(dayRangeText(march, fromDay, toDay)).toBe(text);
  });

  it('ends a range in February of a leap year on the 29th', () => {
    expect(dayRangeText(billingMonth(calendarMonth('2024-02')), 15, 29)).toBe('2024-02-15 – 2024-02-29');
  });

  it('writes the percent texts of spec 4.4', () => {
    expect(firstMonthText(71)).toBe('Första månaden ~71%');
    expect(lastMonthText(100)).toBe('Sista månaden ~100%');
    expect(sharedCustodyText(0)).toBe('Delad vårdnad ~0%');
  });
});
