const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A size in bytes in the largest unit from Bytes to YB (steps of 1024, spec part 2, 9) that keeps it at
 * least 1, with up to two decimals in Swedish (`12,5 GB`). Takes Google's 64-bit strings too.
 */
export function formatByteSize(bytes: number | string | bigint, locale = 'sv-SE'): string {
  const value = Number(bytes);
  if (!Number.isFinite(value) || value <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(value) / Math.log(1024)), UNITS.length - 1);
  const scaled = value / 1024 ** Math.max(unit, 0);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(scaled);
  return `${number} ${UNITS[Math.max(unit, 0)]}`;
}
