import { describe, expect, it } from 'vitest';
import {
  COST_LIMIT_MESSAGE,
  COST_MESSAGE,
  isAcceptedMonthlyCost,
  MAX_MONTHLY_COST_ORE,
  readCost,
  ZCostKronor,
  ZCostText,
} from './care-cost.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('a monthly cost as typed', () => {
  it.each([
    ['1 234.5', 1234.5],
    ['2 000', 2000],
    ['0.05', 0.05],
    ['1234.50', 1234.5],
    ['1420,5', 1420.5],
    ['1 420,50', 1420.5],
    ['12,05', 12.05],
    ['0', 0],
    ['100000', 100_000],
    ['100 000.00', 100_000],
    ['', null],
    ['   ', null],
  ])('reads %j as %j kr', (text, kronor) => {
    expect(readCost(text)).toEqual({ kronor });
    expect(ZCostText.parse(text)).toBe(kronor);
  });

  // biome-ignore format: a table reads best one row a line
  const refused: [string | number, string, string][] = [
    ['1.420,5', COST_MESSAGE, 'a point and a comma'],
    ['1,420,5', COST_MESSAGE, 'two commas'],
    ['1,005', COST_MESSAGE, 'more than two decimals after a comma'],
    ['12,', COST_MESSAGE, 'a comma with no decimals'],
    ['-3', COST_MESSAGE, 'a negative cost'],
    ['abc', COST_MESSAGE, 'letters'],
    ['1.005', COST_MESSAGE, 'more than two decimals, never silently rounded'],
    ['1e3', COST_MESSAGE, 'an exponent'],
    ['100000.01', COST_LIMIT_MESSAGE, 'an öre above the limit'],
    ['200000000', COST_LIMIT_MESSAGE, '200 000 000 kr'],
    ['12345678901234567890123', COST_LIMIT_MESSAGE, '23 digits'],
    [-3, COST_MESSAGE, 'a negative number'],
    [1.005, COST_MESSAGE, 'a number with three decimals'],
    [1e22, COST_LIMIT_MESSAGE, 'a number far above the limit'],
    [100_000.01, COST_LIMIT_MESSAGE, 'a number an öre above the limit'],
  ];

  it.each(refused)('refuses %j with %j (%s)', (value, message) => {
    expect(readCost(value)).toEqual({ message });
    expect(messageOf(ZCostKronor.safeParse(value))).toBe(message);
  });

  it('says the limit in Swedish', () => {
    expect(COST_LIMIT_MESSAGE).toBe('Kostnaden får vara högst 100 000 kr i månaden');
    expect(COST_MESSAGE).toBe('Använd formatet 123.4 (punkt)');
  });
});

describe('the cost of a request body', () => {
  it.each([
    [1500, 1500],
    ['1 234.5', 1234.5],
    [1234.5, 1234.5],
    [0.1, 0.1],
    [null, null],
    [undefined, null],
    ['', null],
  ])('takes %j as %j kr', (value, kronor) => {
    expect(ZCostKronor.parse(value)).toBe(kronor);
  });

  it('takes its own answer again unchanged: 1234.5 kr stays 1234.5 kr however often it is read', () => {
    const once = ZCostKronor.parse('1234.5');
    expect(ZCostKronor.parse(ZCostKronor.parse(once))).toBe(once);
  });

  it.each([true, {}, []])('refuses %j', (value) => {
    expect(messageOf(ZCostKronor.safeParse(value))).toBe(COST_MESSAGE);
  });
});

describe('a stored cost', () => {
  it.each([
    [0, true],
    [180_000, true],
    [MAX_MONTHLY_COST_ORE, true],
    [MAX_MONTHLY_COST_ORE + 1, false],
    [-1, false],
    [1800.5, false],
    [Number.NaN, false],
  ])('%d öre can be billed: %s', (ore, accepted) => {
    expect(isAcceptedMonthlyCost(ore)).toBe(accepted);
  });
});
