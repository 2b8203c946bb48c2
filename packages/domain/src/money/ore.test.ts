import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kronorFromOre, oreFromKronor, oreFromKronorText } from './ore.ts';

describe('öre and kronor', () => {
  it.each([
    [123_450, 1234.5],
    [100, 1],
    [1, 0.01],
    [0, 0],
    [-250, -2.5],
  ])('%i öre is %d kr and back', (ore, kronor) => {
    expect(kronorFromOre(ore)).toBe(kronor);
    expect(oreFromKronor(kronor)).toBe(ore);
  });

  it('turns every whole amount of öre into kronor and back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (ore) => {
        expect(oreFromKronor(kronorFromOre(ore))).toBe(ore);
      }),
    );
  });

  it.each([1.005, 0.1 + 0.2, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 1e300])(
    'refuses %d kr, which is no whole number of öre',
    (kronor) => {
      expect(() => oreFromKronor(kronor)).toThrow(RangeError);
    },
  );
});

describe('kronor as people type them', () => {
  it.each([
    ['1234.5', 123_450],
    ['1 234.50', 123_450],
    ['1\u00a0234', 123_400],
    [' 2 000 ', 200_000],
    ['0.05', 5],
    ['007.5', 750],
    ['-3', -300],
    ['-0', 0],
    ['0', 0],
  ])('reads %j as %i öre', (text, ore) => {
    expect(oreFromKronorText(text)).toBe(ore);
  });

  it.each(['1.005', '12,5', '1.', '.5', 'abc', '', '1e3', '+3', '--3', '1.2.3', '0x10', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(oreFromKronorText(text)).toBeUndefined();
    },
  );

  it('reads a 23-digit amount as one too large to hold exactly, not as a malformed one', () => {
    const ore = oreFromKronorText('12345678901234567890123');
    expect(ore).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(ore)).toBe(false);
  });

  it('reads back every amount of öre written as kronor with two decimals, without rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), (ore) => {
        const text = `${Math.trunc(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
        expect(oreFromKronorText(text)).toBe(ore);
        expect(oreFromKronorText(String(kronorFromOre(ore)))).toBe(ore);
      }),
    );
  });
});
