import { roundHalfAwayFromZero } from '@kansli/domain/money/rounding';
import { vatInGross, vatOnNet } from '@kansli/domain/money/vat';

// A row's amounts as Visma computes them, in whole öre: (quantity × unit price) − discount, the VAT of
// that at the row's rate rounded to öre, and the totals as the sums of the rows. Unit prices exclude
// VAT unless the invoice says IncludesVat; then the row's VAT is the part of its amount that is VAT.

export interface RowPrice {
  /** The unit price in öre. */
  unitPriceOre: number;
  /** The quantity in hundredths. */
  quantityHundredths: number;
  /** The discount as ten-thousandths of the amount (DiscountPercentage 0.1 is 1000). */
  discountTenThousandths: number;
  /** The VAT rate in whole percent. */
  vatPercent: number;
}

export interface RowAmounts {
  netOre: number;
  vatOre: number;
}

export interface Totals {
  netOre: number;
  vatOre: number;
  /** Net and VAT per VAT rate in whole percent, in the order the rates first appear. */
  byRate: Map<number, RowAmounts>;
}

/** The row's amounts; undefined when the amount is too large to compute exactly. */
export function rowAmounts(row: RowPrice, includesVat: boolean): RowAmounts | undefined {
  const scaled = row.unitPriceOre * row.quantityHundredths * (10_000 - row.discountTenThousandths);
  if (!Number.isSafeInteger(scaled)) return undefined;
  const amountOre = roundHalfAwayFromZero(scaled, 100 * 10_000);
  if (includesVat) {
    const vatOre = vatInGross(amountOre, row.vatPercent);
    return { netOre: amountOre - vatOre, vatOre };
  }
  return { netOre: amountOre, vatOre: vatOnNet(amountOre, row.vatPercent) };
}

export function totalsOf(rows: { amounts: RowAmounts; vatPercent: number }[]): Totals {
  const byRate = new Map<number, RowAmounts>();
  let netOre = 0;
  let vatOre = 0;
  for (const { amounts, vatPercent } of rows) {
    netOre += amounts.netOre;
    vatOre += amounts.vatOre;
    const rate = byRate.get(vatPercent) ?? { netOre: 0, vatOre: 0 };
    byRate.set(vatPercent, { netOre: rate.netOre + amounts.netOre, vatOre: rate.vatOre + amounts.vatOre });
  }
  return { netOre, vatOre, byRate };
}

/** A number with at most `decimals` decimals as a whole number of its smallest unit; undefined otherwise. */
export function wholeUnits(value: number, decimals: number): number | undefined {
  const factor = 10 ** decimals;
  const units = Math.round(value * factor);
  return Number.isSafeInteger(units) && units / factor === value ? units : undefined;
}
