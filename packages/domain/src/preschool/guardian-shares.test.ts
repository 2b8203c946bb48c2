import { describe, expect, it } from 'vitest';
import {
  type CustodyLink,
  custodyAfterLinking,
  custodyShares,
  SHARE_SUM_MESSAGE,
  ZGuardianShares,
  ZLinkedGuardian,
} from './guardian-shares.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the guardian-share dialog', () => {
  it('takes exactly two guardians whose shares make 100', () => {
    expect(
      ZGuardianShares.safeParse([
        { id: 1, percent: 30 },
        { id: 2, percent: 70 },
      ]).success,
    ).toBe(true);
    expect(
      firstMessage(
        ZGuardianShares.safeParse([
          { id: 1, percent: 30 },
          { id: 2, percent: 60 },
        ]),
      ),
    ).toBe('Andelarna måste tillsammans bli 100 %');
  });

  it('says that sharing among another number of guardians is not supported', () => {
    const three = [1, 2, 3].map((id) => ({ id, percent: 33 }));
    expect(firstMessage(ZGuardianShares.safeParse(three))).toBe(
      'Delad vårdnad mellan 3 vårdnadshavare stöds inte',
    );
  });
});

describe('a guardian listed on a child', () => {
  it.each([
    [7, { id: 7, percent: null }],
    [{ id: 7 }, { id: 7, percent: null }],
    [
      { id: 7, percent: 30 },
      { id: 7, percent: 30 },
    ],
  ])('%j reads as %j, and that again as itself', (value, listed) => {
    expect(ZLinkedGuardian.parse(value)).toEqual(listed);
    expect(ZLinkedGuardian.parse(ZLinkedGuardian.parse(value))).toEqual(listed);
  });

  it.each([0, -1, 2 ** 31, 1.5, { id: 7, percent: 101 }])('refuses %j', (value) => {
    expect(ZLinkedGuardian.safeParse(value).success).toBe(false);
  });
});

describe('custody shares of the listed guardians', () => {
  const g = (id: number, percent: number | null = null) => ({ id, percent });
  // biome-ignore format: a table reads best one row a line
  const rows: [string, ReturnType<typeof g>[], number[] | string][] = [
    ['one guardian pays all', [g(1)], [100]],
    ['two without shares pay half each', [g(1), g(2)], [50, 50]],
    ['given shares stay', [g(1, 30), g(2, 70)], [30, 70]],
    ['one given share leaves the rest to the other', [g(1, 30), g(2)], [30, 70]],
    ['three without shares split evenly, the odd percent to the first', [g(1), g(2), g(3)], [34, 33, 33]],
    ['no guardians need no shares', [], []],
    ['shares that do not make 100 are refused', [g(1, 30), g(2, 60)], SHARE_SUM_MESSAGE],
    ['a share of one alone must be 100', [g(1, 60)], SHARE_SUM_MESSAGE],
    ['shares among three are refused', [g(1, 30), g(2), g(3)], 'Delad vårdnad mellan 3 vårdnadshavare stöds inte'],
    ['a guardian listed twice is refused', [g(1), g(1)], 'listed twice'],
  ];

  it.each(rows)('%s', (_, guardians, expected) => {
    const result = custodyShares(guardians);
    if (typeof expected === 'string') expect(result).toEqual({ message: expected });
    else
      expect(result).toEqual({
        shares: guardians.map((guardian, i) => ({ id: guardian.id, percent: expected[i] })),
      });
  });
});

describe('custody when a guardian is linked to children', () => {
  const link = (childId: number, guardianId: number, percent: number, sortOrder = 0): CustodyLink => ({
    childId,
    guardianId,
    percent,
    sortOrder,
  });
  const guardian = 9;

  // biome-ignore format: a table reads best one row a line
  const rows: [string, number[], number[], CustodyLink[], CustodyLink[]][] = [
    ['a child without guardians gets this one at 100 %', [1], [], [], [link(1, guardian, 100)]],
    ['a child gaining its second guardian splits 50/50', [1], [], [link(1, 5, 100)], [link(1, 5, 50), link(1, guardian, 50, 1)]],
    ['a third guardian joins at 0 %', [1], [], [link(1, 5, 50), link(1, 6, 50, 1)], [link(1, guardian, 0, 2)]],
    ['a child already linked keeps its shares', [1], [], [link(1, 5, 30), link(1, guardian, 70, 1)], []],
    ['a child left with one guardian gives that one all of it', [], [1], [link(1, 5, 50)], [link(1, 5, 100)]],
    ['a child left with two keeps their shares', [], [1], [link(1, 5, 50), link(1, 6, 50, 1)], []],
    ['a child left with none has nothing to write', [], [1], [], []],
    ['each child is handled once, in order', [2, 1, 2], [3], [link(3, 4, 40)], [link(2, guardian, 100), link(1, guardian, 100), link(3, 4, 100)]],
  ];

  it.each(rows)('%s', (_, childIds, removed, links, expected) => {
    expect(custodyAfterLinking(guardian, childIds, removed, links)).toEqual(expected);
  });
});
