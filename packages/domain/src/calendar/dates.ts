// Calendar dates 'YYYY-MM-DD' and months 'YYYY-MM' as plain integers: no Date objects, so no time zones
// and no daylight-saving surprises. ISO strings of this shape also compare correctly as strings.

/** A month worked out once, so a whole register can be billed against it without repeating the maths. */
export interface CalendarMonth {
  /** 'YYYY-MM' */
  month: string;
  /** Days in the month, 28..31. */
  days: number;
  /** 'YYYY-MM-01' */
  firstDate: string;
  /** The date of the month's last day. */
  lastDate: string;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const daysInCommonYearMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month, the month numbered 1..12. */
export function daysInMonth(year: number, monthNumber: number): number {
  if (monthNumber === 2 && isLeapYear(year)) return 29;
  const days = daysInCommonYearMonth[monthNumber - 1];
  if (days === undefined) throw new RangeError(`no month number ${monthNumber}`);
  return days;
}

/** The integer written with `length` ASCII digits from `from`, or -1 if any of them is not a digit. */
function digitsAt(text: string, from: number, length: number): number {
  let value = 0;
  for (let i = from; i < from + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Whether text starts with 'YYYY-MM' of year 1 or later. */
function startsWithMonth(value: string): boolean {
  if (value.charCodeAt(4) !== 45) return false;
  const monthNumber = digitsAt(value, 5, 2);
  return digitsAt(value, 0, 4) >= 1 && monthNumber >= 1 && monthNumber <= 12;
}

// Hand-rolled instead of a regular expression: the fee engine checks every care period of a register.
export function isCalendarMonth(value: string): boolean {
  return value.length === 7 && startsWithMonth(value);
}

export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(7) !== 45 || !startsWithMonth(value)) return false;
  const day = digitsAt(value, 8, 2);
  return day >= 1 && day <= daysInMonth(digitsAt(value, 0, 4), digitsAt(value, 5, 2));
}

/** The day of the month (1..31) of a date already known to be valid. */
export function dayOfMonth(date: string): number {
  return digitsAt(date, 8, 2);
}

/** The month 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The month 'YYYY-MM' of a year (1..9999) and a month number (1..12). */
export function monthOf(year: number, monthNumber: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(monthNumber)}`;
}

/** The date 'YYYY-MM-DD' of a day of a month 'YYYY-MM'. */
export function dateInMonth(month: string, day: number): string {
  return `${month}-${pad2(day)}`;
}

export function calendarMonth(month: string): CalendarMonth {
  if (!isCalendarMonth(month)) throw new RangeError(`'${month}' is not a month, expected YYYY-MM`);
  const days = daysInMonth(digitsAt(month, 0, 4), digitsAt(month, 5, 2));
  return { month, days, firstDate: dateInMonth(month, 1), lastDate: dateInMonth(month, days) };
}

/** The month `count` months after (or, when negative, before) a month: 2026-12 + 1 is 2027-01. */
export function addMonths(month: string, count: number): string {
  if (!isCalendarMonth(month)) throw new RangeError(`'${month}' is not a month, expected YYYY-MM`);
  const index = digitsAt(month, 0, 4) * 12 + digitsAt(month, 5, 2) - 1 + count;
  const year = Math.floor(index / 12);
  if (year < 1 || year > 9999) throw new RangeError(`${month} + ${count} months is outside the years 1–9999`);
  return monthOf(year, (index % 12) + 1);
}

/**
 * Days since 1970-01-01 of a valid date, by the proleptic Gregorian calendar. Integer arithmetic after
 * Howard Hinnant's days_from_civil, because Date.UTC maps the years 0–99 onto 1900–1999.
 */
export function epochDay(date: string): number {
  const day = digitsAt(date, 8, 2);
  const monthNumber = digitsAt(date, 5, 2);
  // Years start in March so the leap day falls at the end of the counted year.
  const year = digitsAt(date, 0, 4) - (monthNumber <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (monthNumber + (monthNumber > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date of a day counted from 1970-01-01, the inverse of epochDay (also by integer arithmetic). */
export function dateOfEpochDay(epoch: number): string {
  const shifted = epoch + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const monthNumber = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (monthNumber <= 2 ? 1 : 0);
  return dateInMonth(monthOf(year, monthNumber), day);
}
