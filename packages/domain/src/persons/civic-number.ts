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
