import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civicNumberFor, isValidCivicNumber, luhnCheckDigit, tenDigitCivicNumber } from './civic-number.ts';

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
