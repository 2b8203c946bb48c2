// Money is integer öre inside Kansli. Kronor appear only at the edges: API fields, form texts, display.

export const ORE_PER_KRONA = 100;

/** Öre as kronor: 123450 → 1234.5, the double nearest the exact amount. */
export function kronorFromOre(ore: number): number {
  return ore / ORE_PER_KRONA;
}

/**
 * Kronor with whole öre as öre: 1234.5 → 123450. Anything else (1.005, 0.1 + 0.2, an unsafe amount) is a
 * bug upstream, since the schemas only let whole öre through, and fails loudly rather than round.
 */
export function oreFromKronor(kronor: number): number {
  const ore = Math.round(kronor * ORE_PER_KRONA);
  // Exact: kronorFromOre gives back the same double only when kronor held whole öre.
  if (!Number.isSafeInteger(ore) || kronorFromOre(ore) !== kronor) {
    throw new RangeError(`${kronor} kr is not a whole number of öre`);
  }
  return ore === 0 ? 0 : ore;
}

const KRONOR_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount of kronor as people type it — a decimal point, at most two decimals, spaces anywhere
 * ('1 234.50', '-3', '0.05') — in öre, read digit by digit so nothing is rounded. Undefined for any
 * other text. An amount too large to hold exactly comes back as an unsafe integer (check
 * Number.isSafeInteger), so a caller can say it is too large rather than malformed.
 */
export function oreFromKronorText(text: string): number | undefined {
  const match = KRONOR_TEXT.exec(text.replaceAll(/\s/g, ''));
  if (!match) return undefined;
  const [, sign, whole = '', decimals = ''] = match;
  const ore = Number(whole) * ORE_PER_KRONA + Number(decimals.padEnd(2, '0'));
  return sign === '-' && ore !== 0 ? -ore : ore;
}
