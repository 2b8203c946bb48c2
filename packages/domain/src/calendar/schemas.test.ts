import { describe, expect, it } from 'vitest';
import { DATE_MESSAGE, MONTH_MESSAGE, ZDate, ZMonth, ZOptionalDate } from './schemas.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('date and month schemas', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    [' 2026-03-10 ', '2026-03-10'],
  ])('take the date %j as %j', (value, date) => {
    expect(ZDate.parse(value)).toBe(date);
  });

  it.each(['2026-02-30', '2026-3-1', '10/03/2026', '', 20260310, null])('refuse %j as a date', (value) => {
    expect(messageOf(ZDate.safeParse(value))).toBe(DATE_MESSAGE);
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['2026-03-10', '2026-03-10'],
  ])('take %j as the optional date %j', (value, date) => {
    expect(ZOptionalDate.parse(value)).toBe(date);
  });

  it('refuses a date that does not exist even where none is needed', () => {
    expect(messageOf(ZOptionalDate.safeParse('2026-04-31'))).toBe(DATE_MESSAGE);
  });

  it.each(['2026-03', '0001-01', '9999-12'])('take %j as a month', (month) => {
    expect(ZMonth.parse(month)).toBe(month);
  });

  it.each(['2026-13', '2026-00', '0000-03', '2026-3', '2026-03-01', ''])('refuse %j as a month', (month) => {
    expect(messageOf(ZMonth.safeParse(month))).toBe(MONTH_MESSAGE);
  });
});
