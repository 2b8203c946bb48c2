import { birthDateOfCivicNumber } from './age.ts';

// Swedish civic numbers (personnummer): YYMMDD-NNNN or YYYYMMDDNNNN; the last digit is a Luhn check digit.

const civicNumberPattern = /^(\d{2})?(\d{6})[-+]?(\d{4})$/;

/** The ten digits the check digit is computed over (YYMMDDNNNN), or null when the text is no civic number. */
export function tenDigitCivicNumber(value: string): string | null {
  const match = civicNumberPattern.exec(value.trim());
  if (!match) return null;
  return `${match[2]}${match[3]}`;
}

export function luhnCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < nineDigits.length; i++) {
    let digit = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCivicNumber(value: string): boolean {
  const digits = tenDigitCivicNumber(value);
  if (!digits) return false;
  return luhnCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** Builds a valid twelve-digit civic number YYYYMMDD-NNNN from a birth date and a three-digit serial. */
export function civicNumberFor(birthDate: string, serial: number): string {
  const [year, month, day] = birthDate.split('-');
  if (!year || !month || !day || serial < 0 || serial > 999) throw new RangeError(`bad input ${birthDate}`);
  const nine = `${year.slice(2)}${month}${day}${String(serial).padStart(3, '0')}`;
  return `${year}${month}${day}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
}

/**
 * The civic number as persons' civic numbers are stored, YYYYMMDD-NNNN, from any form a person types
 * (with or without the century and the hyphen); null when it is no valid civic number, or names a birth
 * date that does not exist or is after today. Without the century it is the latest one that puts the
 * birth on or before today, one earlier after a '+' (a hundred years old or more).
 */
export function canonicalCivicNumber(value: string, today: string): string | null {
  const text = value.trim();
  const digits = tenDigitCivicNumber(text);
  if (!digits || !isValidCivicNumber(text)) return null;
  const born = birthDateOfCivicNumber(text, today);
  if (!born) return null;
  const hundredOrOlder = text.length === 11 && text[6] === '+';
  const century = String(Number(born.slice(0, 2)) - (hundredOrOlder ? 1 : 0)).padStart(2, '0');
  const canonical = `${century}${digits.slice(0, 6)}-${digits.slice(6)}`;
  // A hundred years earlier, 29 February may not exist.
  return birthDateOfCivicNumber(canonical, today) ? canonical : null;
}

/** How the searched civic numbers are stored: persons' with the century, preschool children's without. */
export type StoredCivicNumberForm = 'YYYYMMDD-NNNN' | 'YYMMDD-NNNN';

/**
 * A search word written as the stored civic numbers are, when it is one in any form a person types
 * (with or without the century and the hyphen), so that every form finds the same person; any other
 * word as it is, to be found as part of a name, an e-mail or a civic number.
 */
export function civicNumberSearchWord(word: string, today: string, stored: StoredCivicNumberForm): string {
  if (stored === 'YYYYMMDD-NNNN') return canonicalCivicNumber(word, today) ?? word;
  // With no century to work out the check digit is not needed, so a number stored with a wrong one is found too.
  const digits = tenDigitCivicNumber(word);
  return digits === null ? word : `${digits.slice(0, 6)}-${digits.slice(6)}`;
}
