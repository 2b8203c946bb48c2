import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossOfNet, netOfGross, VAT_PERCENT, vatInGross, vatOnNet } from './vat.ts';

describe('VAT', () => {
  // biome-ignore format: a table reads best one row a line
  const rows: [number, number, number, number, string][] = [
    [100_000, 25, 25_000, 125_000, '25 % of 1000 kr'],
    [1001, 25, 250, 1251, '250.25 öre rounds down'],
    [1002, 25, 251, 1253, '250.5 öre rounds up'],
    [-1002, 25, -251, -1253, 'a credit rounds away from zero too'],
    [10_000, 12, 1200, 11_200, 'the reduced rate'],
    [10_000, 6, 600, 10_600, 'the low rate'],
    [10_000, 0, 0, 10_000, 'no VAT'],
  ];

  it.each(rows)('on %i öre net at %i %% is %i öre, %i öre gross (%s)', (net, percent, vat, gross) => {
    expect(vatOnNet(net, percent)).toBe(vat);
    expect(grossOfNet(net, percent)).toBe(gross);
  });

  it('finds the VAT within a gross amount', () => {
    expect(vatInGross(125_000, VAT_PERCENT.standard)).toBe(25_000);
    expect(netOfGross(125_000, VAT_PERCENT.standard)).toBe(100_000);
    expect(vatInGross(1, VAT_PERCENT.standard)).toBe(0);
    expect(vatInGross(3, VAT_PERCENT.standard)).toBe(1);
  });

  it('gives back the VAT of a net amount from its gross amount at every Swedish rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom(...Object.values(VAT_PERCENT)),
        (net, percent) => {
          const gross = grossOfNet(net, percent);
          expect(Math.abs(vatInGross(gross, percent) - vatOnNet(net, percent))).toBeLessThanOrEqual(1);
          expect(vatOnNet(-net, percent)).toBe(-vatOnNet(net, percent) || 0);
        },
      ),
    );
  });

  it('refuses parts of öre and rates that are no whole percent', () => {
    expect(() => vatOnNet(10.5, 25)).toThrow(RangeError);
    expect(() => vatOnNet(100, 12.5)).toThrow(RangeError);
    expect(() => vatInGross(100, -1)).toThrow(RangeError);
  });
});
