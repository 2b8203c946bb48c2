import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAcceptedMonthlyCost,
  MAX_MONTHLY_COST_ORE,
  roundHalfUp,
  wholeKronor,
  wholePercent,
} from './money.ts';

/** The same rounding in BigInt, as an independent reference. */
function referenceRoundHalfUp(numerator: number, denominator: number): number {
  const dividend = 2n * BigInt(numerator) + BigInt(denominator);
  const divisor = 2n * BigInt(denominator);
  const quotient = dividend / divisor;
  return Number(dividend % divisor < 0n ? quotient - 1n : quotient);
}

describe('rounding half up', () => {
  it.each([
    [5, 2, 3, 'a half goes up'],
    [7, 3, 2, 'below a half goes down'],
    [-5, 2, -2, 'a negative half goes up too, towards +∞'],
    [-7, 2, -3, 'a negative below a half goes down'],
    [0, 31, 0, 'nothing stays nothing'],
    [62, 31, 2, 'an exact quotient stays'],
  ])('%i / %i is %i: %s', (numerator, denominator, rounded) => {
    expect(roundHalfUp(numerator, denominator)).toBe(rounded);
  });

  it('rounds öre to whole kronor where floating division followed by Math.round goes wrong', () => {
    // 1200.60 kr × 25/30 = 1000.5 kr exactly, but 1200.6 * 25 / 30 is 1000.4999… in floating point.
    expect(Math.round(((120_060 / 100) * 25) / 30)).toBe(1000);
    expect(wholeKronor(120_060 * 25, 30)).toBe(1001);
  });

  it('gives whole percent of a month: 22 of 31 days is 71 %', () => {
    expect(wholePercent(22, 31)).toBe(71);
    expect(wholePercent(15, 29)).toBe(52);
    expect(wholePercent(1, 31)).toBe(3);
    expect(wholePercent(31, 31)).toBe(100);
    expect(wholePercent(1, 200)).toBe(1);
  });

  it('matches an exact BigInt reference for every cost, day count and custody share in bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_MONTHLY_COST_ORE, max: MAX_MONTHLY_COST_ORE }),
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 28, max: 31 }),
        (costOre, days, percent, monthDays) => {
          const numerator = costOre * days * percent;
          expect(wholeKronor(numerator, monthDays * 100)).toBe(
            referenceRoundHalfUp(numerator, monthDays * 100 * 100),
          );
        },
      ),
    );
  });

  it('accepts only whole öre within the bound that keeps the maths exact', () => {
    expect(isAcceptedMonthlyCost(180_000)).toBe(true);
    expect(isAcceptedMonthlyCost(0)).toBe(true);
    expect(isAcceptedMonthlyCost(1800.5)).toBe(false);
    expect(isAcceptedMonthlyCost(MAX_MONTHLY_COST_ORE + 1)).toBe(false);
    expect(isAcceptedMonthlyCost(Number.NaN)).toBe(false);
  });
});
