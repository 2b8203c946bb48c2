import { describe, expect, it } from 'vitest';
import { withGuardianAdded, withGuardianRemoved } from './guardian-shares.ts';

const g = (id: number, percent: number | null) => ({ id, percent });

describe('the child form’s guardian shares', () => {
  it.each([
    ['the first guardian pays all', [], g(1, null), [g(1, 100)]],
    ['the second makes it half each', [g(1, 100)], g(2, null), [g(1, 50), g(2, 50)]],
    [
      'a third leaves the shares to the even split',
      [g(1, 30), g(2, 70)],
      g(3, null),
      [g(1, null), g(2, null), g(3, null)],
    ],
    ['one listed already changes nothing', [g(1, 30), g(2, 70)], g(2, null), [g(1, 30), g(2, 70)]],
  ])('adding: %s', (_name, before, added, after) => {
    expect(withGuardianAdded(before, added)).toEqual(after);
  });

  it.each([
    ['one left pays all', [g(1, 30), g(2, 70)], 2, [g(1, 100)]],
    ['two left keep shares that make 100', [g(1, 30), g(2, 70), g(3, null)], 3, [g(1, 30), g(2, 70)]],
    [
      'two left of three without shares get half each',
      [g(1, null), g(2, null), g(3, null)],
      1,
      [g(2, 50), g(3, 50)],
    ],
    ['none left is none', [g(1, 100)], 1, []],
  ])('removing: %s', (_name, before, id, after) => {
    expect(withGuardianRemoved(before, id)).toEqual(after);
  });
});
