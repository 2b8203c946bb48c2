import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalCivicNumber,
  civicNumberFor,
  civicNumberSearchWord,
  isValidCivicNumber,
  luhnCheckDigit,
  tenDigitCivicNumber,
} from './civic-number.ts';

describe('civic numbers', () => {
  it.each([
    ['811218-9876', true],
    ['19811218-9876', true],
    ['198112189876', true],
    ['8112189876', true],
    ['811218-9875', false],
    ['811218-987', false],
    ['abcdef-ghij', false],
    ['', false],
  ])('%s is valid: %s', (value, valid) => {
    expect(isValidCivicNumber(value)).toBe(valid);
  });

  it('computes the Luhn check digit of the nine first digits', () => {
    expect(luhnCheckDigit('811218987')).toBe(6);
  });

  it('reduces every accepted form to the ten digits', () => {
    expect(tenDigitCivicNumber('19811218-9876')).toBe('8112189876');
    expect(tenDigitCivicNumber(' 811218+9876 ')).toBe('8112189876');
  });

  it('builds civic numbers that always pass the check', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1930-01-01'), max: new Date('2029-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (date, serial) => {
          const value = civicNumberFor(date.toISOString().slice(0, 10), serial);
          expect(value).toMatch(/^\d{8}-\d{4}$/);
          expect(isValidCivicNumber(value)).toBe(true);
        },
      ),
    );
  });

  it('rejects a number whose last digit was changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 9 }), (serial, delta) => {
        const valid = civicNumberFor('2019-05-04', serial);
        const last = (Number(valid.at(-1)) + delta) % 10;
        expect(isValidCivicNumber(`${valid.slice(0, -1)}${last}`)).toBe(false);
      }),
    );
  });
});

describe('canonicalCivicNumber', () => {
  const today = '2026-03-15';

  it.each([
    ['19811218-9876', '19811218-9876'],
    ['198112189876', '19811218-9876'],
    [' 811218-9876 ', '19811218-9876'],
    ['8112189876', '19811218-9876'],
    ['811218+9876', '18811218-9876'],
    // Born on 13 March 2026, two days before today: this century.
    ['260313-0002', '20260313-0002'],
    // 16 March is after today, so '26' is 1926.
    ['260316-0009', '19260316-0009'],
    // A coordination number keeps its day + 60.
    ['811278-9873', '19811278-9873'],
  ])('stores %s as %s', (typed, stored) => {
    expect(isValidCivicNumber(stored)).toBe(true);
    expect(canonicalCivicNumber(typed, today)).toBe(stored);
  });

  it.each([
    ['811218-9875', 'a wrong check digit'],
    ['20991218-9876', 'a birth after today'],
    ['19811318-9875', 'a month that does not exist'],
    ['000229+0005', 'a 29 February of 1900, no leap year'],
    ['811218-98T6', 'a temporary number'],
    ['', 'nothing'],
  ])('refuses %s: %s', (typed) => {
    expect(canonicalCivicNumber(typed, today)).toBeNull();
  });

  it('stores every civic number built from a date as it was built', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1930-01-01'), max: new Date('2026-03-15'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (date, serial) => {
          const stored = civicNumberFor(date.toISOString().slice(0, 10), serial);
          expect(canonicalCivicNumber(stored, today)).toBe(stored);
          expect(canonicalCivicNumber(stored.slice(2).replace('-', ''), today)).toBe(stored);
        },
      ),
    );
  });
});

describe('civicNumberSearchWord', () => {
  const today = '2026-03-15';

  it.each([
    ['951025-5517', '19951025-5517', '951025-5517'],
    ['9510255517', '19951025-5517', '951025-5517'],
    ['199510255517', '19951025-5517', '951025-5517'],
    ['19951025-5517', '19951025-5517', '951025-5517'],
    ['951025+5517', '18951025-5517', '951025-5517'],
    // Not a valid civic number: persons' are all valid, so it stays a part to find.
    ['9510255518', '9510255518', '951025-5518'],
    ['951025', '951025', '951025'],
    ['951025-55', '951025-55', '951025-55'],
    ['20210315', '20210315', '20210315'],
    ['Berg', 'Berg', 'Berg'],
    ['sara@example.se', 'sara@example.se', 'sara@example.se'],
  ])('reads %s as %s among persons and %s among preschool children', (word, withCentury, withoutCentury) => {
    expect(civicNumberSearchWord(word, today, 'YYYYMMDD-NNNN')).toBe(withCentury);
    expect(civicNumberSearchWord(word, today, 'YYMMDD-NNNN')).toBe(withoutCentury);
  });
});
