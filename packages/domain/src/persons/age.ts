import { daysInMonth, epochDay, isCalendarDate } from '../calendar/dates.ts';

// A child's age from its civic number (spec 5.7), on a day the caller gives.

export interface Age {
  years: number;
  /** Whole months since the last birthday, 0..11. */
  months: number;
  /** Days since birth while under one month old; 0 from then on. */
  days: number;
  /** Whether the day is a birthday (one year old or more). */
  birthday: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The birth date 'YYYY-MM-DD' of a civic number, or null when it gives none. The date is the first six
 * digits (yymmdd). A number written with its century (YYYYMMDD-NNNN, or twelve digits) uses that
 * century; otherwise the latest one that puts the birth on or before today. A coordination number
 * (day + 60) gives its real day. A temporary number, one holding letters, gives no date.
 */
export function birthDateOfCivicNumber(civicNumber: string, today: string): string | null {
  const text = civicNumber.trim();
  if (/[^\d+-]/.test(text)) return null;
  const hasCentury = text.length === 13 || (text.length === 12 && /^\d+$/.test(text));
  const digits = hasCentury ? text.slice(2, 8) : text.slice(0, 6);
  if (!/^\d{6}$/.test(digits)) return null;

  const yy = Number(digits.slice(0, 2));
  const monthNumber = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6)) % 60;
  const mmdd = `${pad2(monthNumber)}-${pad2(day)}`;
  let year: number;
  if (hasCentury) {
    year = Number(text.slice(0, 2)) * 100 + yy;
  } else {
    const todayYear = Number(today.slice(0, 4));
    year = todayYear - (todayYear % 100) + yy;
    if (`${year}-${mmdd}` > today) year -= 100;
  }
  const date = `${String(year).padStart(4, '0')}-${mmdd}`;
  return isCalendarDate(date) && date <= today ? date : null;
}

/**
 * The age on `today` of someone born on `birthDate` (both 'YYYY-MM-DD', birth not after today), or null
 * when born later. A month (or year) is complete on the birth day of the month, or on the month's last
 * day when it is shorter: born on 31 January, one month old on 28 February; born on 29 February, one
 * year old on 28 February of a common year, which is also that year's birthday.
 */
export function ageOn(birthDate: string, today: string): Age | null {
  if (birthDate > today) return null;
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, monthNumber, day] = today.split('-').map(Number) as [number, number, number];
  const birthDayThisMonth = Math.min(birthDay, daysInMonth(year, monthNumber));

  let months = (year - birthYear) * 12 + (monthNumber - birthMonth);
  if (day < birthDayThisMonth) months -= 1;
  const years = Math.floor(months / 12);
  return {
    years,
    months: months % 12,
    days: months === 0 ? epochDay(today) - epochDay(birthDate) : 0,
    birthday: years > 0 && monthNumber === birthMonth && day === birthDayThisMonth,
  };
}

/** The age on `today` of the holder of a civic number, or null when the number gives no birth date. */
export function ageFromCivicNumber(civicNumber: string, today: string): Age | null {
  const birthDate = birthDateOfCivicNumber(civicNumber, today);
  return birthDate === null ? null : ageOn(birthDate, today);
}
