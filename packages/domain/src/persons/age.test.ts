import { describe, expect, it } from 'vitest';
import { ageFromCivicNumber, ageOn, birthDateOfCivicNumber } from './age.ts';

describe('birthDateOfCivicNumber', () => {
  it.each([
    // yymmdd: the latest century that puts the birth on or before today
    ['230310-1234', '2026-11-10', '2023-03-10'],
    ['261110-1234', '2026-11-10', '2026-11-10'],
    ['261111-1234', '2026-11-10', '1926-11-11'],
    ['991231-1234', '2026-11-10', '1999-12-31'],
    ['000229-1234', '2026-11-10', '2000-02-29'],
    ['2303101234', '2026-11-10', '2023-03-10'],
    // a century prefix on 13 characters (or 12 digits) is dropped for the date and gives the century
    ['20230310-1234', '2026-11-10', '2023-03-10'],
    ['19261111-1234', '2026-11-10', '1926-11-11'],
    ['202303101234', '2026-11-10', '2023-03-10'],
    [' 230310-1234 ', '2026-11-10', '2023-03-10'],
    // a coordination number's day is the birth day + 60
    ['230370-1234', '2026-11-10', '2023-03-10'],
    // leap days
    ['240229-1234', '2026-11-10', '2024-02-29'],
    ['20240229-1234', '2026-11-10', '2024-02-29'],
  ])('reads %s on %s as born %s', (civicNumber, today, birthDate) => {
    expect(birthDateOfCivicNumber(civicNumber, today)).toBe(birthDate);
  });

  it.each([
    ['230310-TF12', 'a temporary number with letters'],
    ['20230310-T123', 'a temporary number with letters and a century'],
    ['230229-1234', 'a leap day in a common year'],
    ['19000229-1234', 'a leap day in a century year that is no leap year'],
    ['231310-1234', 'a thirteenth month'],
    ['230100-1234', 'day zero'],
    ['230132-1234', 'a 32nd day'],
    ['20270101-1234', 'a birth after today'],
    ['2303', 'too few digits'],
    ['', 'an empty number'],
  ])('gives no birth date for %s (%s)', (civicNumber) => {
    expect(birthDateOfCivicNumber(civicNumber, '2026-11-10')).toBeNull();
  });
});

describe('ageOn', () => {
  it.each([
    ['2023-03-10', '2026-11-10', { years: 3, months: 8, days: 0, birthday: false }],
    ['2023-03-10', '2026-03-10', { years: 3, months: 0, days: 0, birthday: true }],
    ['2023-03-10', '2026-03-09', { years: 2, months: 11, days: 0, birthday: false }],
    ['2026-10-10', '2026-11-10', { years: 0, months: 1, days: 0, birthday: false }],
    ['2026-10-10', '2026-11-09', { years: 0, months: 0, days: 30, birthday: false }],
    ['2026-11-10', '2026-11-10', { years: 0, months: 0, days: 0, birthday: false }],
    ['2026-11-01', '2026-11-13', { years: 0, months: 0, days: 12, birthday: false }],
    // across a year end
    ['2026-12-20', '2027-01-05', { years: 0, months: 0, days: 16, birthday: false }],
    // a month is complete on the month's last day when the birth day is later than it has
    ['2026-01-31', '2026-02-27', { years: 0, months: 0, days: 27, birthday: false }],
    ['2026-01-31', '2026-02-28', { years: 0, months: 1, days: 0, birthday: false }],
    ['2026-01-31', '2026-03-30', { years: 0, months: 1, days: 0, birthday: false }],
    ['2026-01-31', '2026-03-31', { years: 0, months: 2, days: 0, birthday: false }],
    // leap days: the birthday of a common year is 28 February
    ['2024-02-29', '2025-02-27', { years: 0, months: 11, days: 0, birthday: false }],
    ['2024-02-29', '2025-02-28', { years: 1, months: 0, days: 0, birthday: true }],
    ['2024-02-29', '2025-03-01', { years: 1, months: 0, days: 0, birthday: false }],
    ['2024-02-29', '2028-02-28', { years: 3, months: 11, days: 0, birthday: false }],
    ['2024-02-29', '2028-02-29', { years: 4, months: 0, days: 0, birthday: true }],
    ['2024-02-10', '2024-03-01', { years: 0, months: 0, days: 20, birthday: false }],
  ])('born %s is on %s %o', (birthDate, today, age) => {
    expect(ageOn(birthDate, today)).toEqual(age);
  });

  it('gives no age to someone born after the day', () => {
    expect(ageOn('2026-11-11', '2026-11-10')).toBeNull();
  });
});

describe('ageFromCivicNumber', () => {
  it('gives the age of the number’s birth date', () => {
    expect(ageFromCivicNumber('230310-1234', '2026-11-10')).toEqual({
      years: 3,
      months: 8,
      days: 0,
      birthday: false,
    });
  });

  it('gives no age for a temporary number with letters', () => {
    expect(ageFromCivicNumber('230310-TF12', '2026-11-10')).toBeNull();
  });
});
