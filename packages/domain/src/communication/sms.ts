// SMS bulk sending (spec part 2, 2 'SMS bulk sending', 4 'SMS', 9): the numbers read from a sheet,
// the spec's cost estimate, and the gateway's own count of parts, which is what is billed.

/** Spec part 2, 5 and 9: the longest text. */
export const SMS_MAX_LENGTH = 430;
/** Spec part 2, 9: 0.36 kr per number and part. */
export const SMS_PART_PRICE_ORE = 36;

/** A text's length as the counter shows it: characters, an emoji being one. */
export const smsLength = (text: string): number => Array.from(text).length;

/** Spec part 2, 9: one part up to 160 characters, two up to 320, three above. */
export function estimatedParts(text: string): number {
  const length = smsLength(text);
  if (length <= 160) return 1;
  return length <= 320 ? 2 : 3;
}

/** Spec part 2, 9: the estimated cost of sending the text to that many numbers, in öre. */
export const estimatedCostOre = (numberCount: number, text: string): number =>
  numberCount * estimatedParts(text) * SMS_PART_PRICE_ORE;

// GSM 03.38: the basic set, and the extension set whose characters take two septets.
const GSM_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
const GSM_EXTENSION = new Set(Array.from('^{}\\[~]|€\f'));

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/**
 * How the gateway counts the text: GSM-7 in 160 septets, or 153 a part when split; any character
 * outside GSM 03.38 makes it UCS-2, 70 UTF-16 units, or 67 a part.
 */
export function gatewayParts(text: string): { encoding: SmsEncoding; parts: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', parts: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/**
 * A phone number as E.164, or null when it is none: Swedish numbers are mobiles (07…, written with
 * or without +46, 0046 or 46, or as a sheet's number that lost its leading 0); numbers of other
 * countries need their + or 00.
 */
export function normalisePhoneNumber(raw: string | number): string | null {
  // '+46 (0)70…': the trunk 0 written beside the country code is not dialled.
  const text = String(raw).trim().replace('(0)', '');
  if (!/^[+\d\s\-().]+$/.test(text)) return null;
  const plus = text.startsWith('+');
  const digits = text.replace(/\D/g, '');
  let international: string;
  if (plus) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `46${digits.slice(1)}`;
  else if (digits.startsWith('46') && digits.length === 11) international = digits;
  else if (digits.startsWith('7') && digits.length === 9) international = `46${digits}`;
  else return null;
  if (international.startsWith('46')) return /^467\d{8}$/.test(international) ? `+${international}` : null;
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}

export interface ExtractedNumbers {
  /** E.164, each once, in the sheet's order. */
  numbers: string[];
  /** Cells with digits that are no phone number. */
  invalid: number;
  /** Numbers that came again (as written or written another way). */
  duplicates: number;
}

/** The numbers of a sheet's cells, row by row; cells without a digit (headings, names) are passed over. */
export function extractNumbers(rows: readonly (readonly unknown[])[]): ExtractedNumbers {
  const numbers: string[] = [];
  const seen = new Set<string>();
  let invalid = 0;
  let duplicates = 0;
  for (const row of rows) {
    for (const cell of row) {
      if (typeof cell !== 'string' && typeof cell !== 'number') continue;
      if (!/\d/.test(String(cell))) continue;
      const number = normalisePhoneNumber(cell);
      if (number === null) invalid += 1;
      else if (seen.has(number)) duplicates += 1;
      else {
        seen.add(number);
        numbers.push(number);
      }
    }
  }
  return { numbers, invalid, duplicates };
}
