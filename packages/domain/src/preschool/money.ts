// Money is integer öre; the fee engine rounds to whole kronor, half up, only where the spec says so.
// Every rounding here is exact integer arithmetic: a floating division followed by Math.round can land
// on the wrong side of a half (1.005 * 100 is 100.49999…).

export const ORE_PER_KRONA = 100;

/**
 * The largest monthly cost the engine accepts, in öre (100 million kronor). It keeps
 * cost × 31 days × 100 % × 2 inside Number.MAX_SAFE_INTEGER, so the integer maths stays exact.
 */
export const MAX_MONTHLY_COST_ORE = 10_000_000_000;

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

/** An amount of öre × a fraction (numerator / denominator), as whole kronor rounded half up. */
export function wholeKronor(oreTimesNumerator: number, denominator: number): number {
  return roundHalfUp(oreTimesNumerator, denominator * ORE_PER_KRONA);
}

/** part / whole in whole percent, rounded half up: 22 of 31 days is 71. */
export function wholePercent(part: number, whole: number): number {
  return roundHalfUp(100 * part, whole);
}

export function isAcceptedMonthlyCost(costOre: number): boolean {
  return Number.isSafeInteger(costOre) && Math.abs(costOre) <= MAX_MONTHLY_COST_ORE;
}
