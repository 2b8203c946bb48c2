import { describe, expect, it } from 'vitest';
import { MAX_FLAG_BIT, nextFreeBit, ZFlagSave } from './authorization-admin.ts';

describe('nextFreeBit', () => {
  it.each([
    [[], 1],
    [[1, 2, 4], 8],
    [[1, 4], 2],
    [[2], 1],
  ])('after %j is %i', (bits, next) => {
    expect(nextFreeBit(bits)).toBe(next);
  });

  it('is null when every bit is taken', () => {
    const all = Array.from({ length: 31 }, (_, i) => 2 ** i);
    expect(all.at(-1)).toBe(MAX_FLAG_BIT);
    expect(nextFreeBit(all)).toBeNull();
  });
});

describe('ZFlagSave', () => {
  it('needs a name and a key of letters, digits and _', () => {
    expect(ZFlagSave.safeParse({ name: 'Läsa', vars: 'READ_1', segment: 1 }).success).toBe(true);
    expect(ZFlagSave.safeParse({ name: '', vars: 'READ', segment: 1 }).success).toBe(false);
    expect(ZFlagSave.safeParse({ name: 'x', vars: '1READ', segment: 1 }).success).toBe(false);
    expect(ZFlagSave.safeParse({ name: 'x', vars: "a'; drop", segment: 1 }).success).toBe(false);
  });
});
