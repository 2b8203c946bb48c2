import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundHalfUp, wholeKronor, wholePercent } from './rounding.ts';

/** Ten billion öre (a hundred million kronor) a month: far beyond any fee, still exact in the maths. */
const LARGE_ORE = 10_000_000_000;

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

  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [-7, 2, -4],
    [-1, 3, 0],
    [0, 5, 0],
  ])('rounds %i / %i half away from zero to %i', (numerator, denominator, rounded) => {
    expect(roundHalfAwayFromZero(numerator, denominator)).toBe(rounded);
  });

  it('rounds a negative amount half away from zero to the negative of the positive one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LARGE_ORE }), fc.integer({ min: 1, max: 10_000 }), (n, d) => {
        expect(roundHalfAwayFromZero(-n, d)).toBe(-roundHalfAwayFromZero(n, d) || 0);
      }),
    );
  });

  it('matches an exact BigInt reference for every cost, day count and custody share in bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -LARGE_ORE, max: LARGE_ORE }),
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
});
