// Money as the staff read it: Swedish kronor in sv-SE format (spec part 1, section 9).

const wholeSek = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
});
const sekWithOre = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Kronor as SEK in sv-SE: '1 419 kr', or '1 234,50 kr' with öre. Digits are grouped by a no-break
 * space and a negative amount has a minus sign (U+2212), as Intl writes Swedish.
 */
export function formatSek(kronor: number, options: { withOre?: boolean } = {}): string {
  return (options.withOre ? sekWithOre : wholeSek).format(kronor);
}
