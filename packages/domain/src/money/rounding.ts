// Exact integer rounding for money and shares. A floating division followed by Math.round can land on
// the wrong side of a half (1.005 * 100 is 100.49999…), so every rounding here divides integers.

import { ORE_PER_KRONA } from './ore.ts';

/** ⌊dividend / divisor⌋ for safe integers and a positive divisor, without a floating division. */
function floorDivide(dividend: number, divisor: number): number {
  const remainder = dividend % divisor;
  const quotient = (dividend - remainder) / divisor;
  return remainder < 0 ? quotient - 1 : quotient;
}

/** numerator / denominator rounded to an integer, halves upwards (towards +∞). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return floorDivide(2 * numerator + denominator, 2 * denominator);
}

/** numerator / denominator rounded to an integer, halves away from zero, so −x rounds to −(x rounded). */
export function roundHalfAwayFromZero(numerator: number, denominator: number): number {
  const rounded = roundHalfUp(Math.abs(numerator), denominator);
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

/** An amount of öre × a fraction (numerator / denominator), as whole kronor rounded half up. */
export function wholeKronor(oreTimesNumerator: number, denominator: number): number {
  return roundHalfUp(oreTimesNumerator, denominator * ORE_PER_KRONA);
}

/** part / whole in whole percent, rounded half up: 22 of 31 days is 71. */
export function wholePercent(part: number, whole: number): number {
  return roundHalfUp(100 * part, whole);
}
