import { describe, expect, it } from 'vitest';
import { formatSek } from './format.ts';

// Intl writes Swedish amounts with a no-break space between digit groups and before 'kr'.
const nbsp = '\u00a0';

describe('SEK in sv-SE', () => {
  it.each([
    [1419, `1${nbsp}419${nbsp}kr`],
    [0, `0${nbsp}kr`],
    [100_000, `100${nbsp}000${nbsp}kr`],
    [1418.5, `1${nbsp}419${nbsp}kr`],
    [-250, `\u2212250${nbsp}kr`],
  ])('shows %d kr in whole crowns as %j', (kronor, text) => {
    expect(formatSek(kronor)).toBe(text);
  });

  it('shows öre with a decimal comma when asked', () => {
    expect(formatSek(1234.5, { withOre: true })).toBe(`1${nbsp}234,50${nbsp}kr`);
  });
});
