// Value added tax on amounts of öre, in whole öre. Halves round away from zero, so a credit note's VAT is
// exactly the negative of its invoice's.

import { roundHalfAwayFromZero } from './rounding.ts';

/** The Swedish VAT rates in whole percent. */
export const VAT_PERCENT = { standard: 25, reduced: 12, low: 6, exempt: 0 } as const;

function requireAmountAndRate(ore: number, percent: number): void {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`${ore} is not a whole number of öre`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`${percent} is not a VAT rate in whole percent`);
  }
}

/** The VAT to add to a net amount: 25 % of 1001 öre is 250.25 → 250 öre. */
export function vatOnNet(netOre: number, percent: number): number {
  requireAmountAndRate(netOre, percent);
  return roundHalfAwayFromZero(netOre * percent, 100);
}

/** The VAT included in a gross amount, gross × rate / (100 + rate): 25 % within 1250 öre is 250 öre. */
export function vatInGross(grossOre: number, percent: number): number {
  requireAmountAndRate(grossOre, percent);
  return roundHalfAwayFromZero(grossOre * percent, 100 + percent);
}

/** A net amount with its VAT added. */
export function grossOfNet(netOre: number, percent: number): number {
  return netOre + vatOnNet(netOre, percent);
}

/** A gross amount without the VAT it includes. */
export function netOfGross(grossOre: number, percent: number): number {
  return grossOre - vatInGross(grossOre, percent);
}
