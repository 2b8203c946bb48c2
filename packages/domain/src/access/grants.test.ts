import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, expandToLocations, flagsAnywhere, flagsAt, type HeldGrant } from './grants.ts';

// 1 ─┬─ 100 ─┬─ 101
//    │       └─ 102
//    └─ 201
const tree = [
  { id: 1, parentId: null },
  { id: 100, parentId: 1 },
  { id: 101, parentId: 100 },
  { id: 102, parentId: 100 },
  { id: 201, parentId: 1 },
];
const parentOf = new Map(tree.map((l) => [l.id, l.parentId]));
const at = (locationId: number) => ancestorsOf(locationId, parentOf);

describe('ancestorsOf', () => {
  it('walks from the location up to the root', () => {
    expect(at(101)).toEqual([101, 100, 1]);
    expect(at(1)).toEqual([1]);
  });

  it('stops at a cycle instead of looping', () => {
    expect(
      ancestorsOf(
        5,
        new Map([
          [5, 6],
          [6, 5],
        ]),
      ),
    ).toEqual([5, 6]);
  });
});

describe('flagsAt', () => {
  const grants: HeldGrant[] = [
    { segment: 'preschool', locationId: 101, flags: 0b011 },
    { segment: 'preschool', locationId: 100, flags: 0b100 },
    { segment: 'support', locationId: null, flags: 0b10 },
  ];
  it.each([
    ['preschool', 101, 0b111, 'a grant at the location and one above it'],
    ['preschool', 102, 0b100, 'only the grant above it'],
    ['preschool', 100, 0b100, 'the grant at it, not the one below'],
    ['preschool', 1, 0, 'nothing above the grants'],
    ['preschool', 201, 0, 'another branch'],
    ['support', 201, 0b10, 'a grant for everywhere'],
    ['auth', 101, 0, 'a segment never granted'],
  ])('%s at %i is %i: %s', (segment, location, flags) => {
    expect(flagsAt(grants, segment as string, at(location as number))).toBe(flags);
  });

  it('unions every grant of the segment for the anywhere check', () => {
    expect(flagsAnywhere(grants, 'preschool')).toBe(0b111);
    expect(flagsAnywhere(grants, 'auth')).toBe(0);
  });
});

const grantArbitrary = fc.record({
  segment: fc.constantFrom('a', 'b'),
  locationId: fc.option(fc.constantFrom(...tree.map((l) => l.id)), { nil: null }),
  flags: fc.integer({ min: 0, max: 255 }),
});

describe('the permission rule', () => {
  it('holds a flag at a location iff some grant reaching it has the bit', () => {
    fc.assert(
      fc.property(
        fc.array(grantArbitrary, { maxLength: 8 }),
        fc.constantFrom(...tree.map((l) => l.id)),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom('a', 'b'),
        (grants, location, bitIndex, segment) => {
          const bit = 1 << bitIndex;
          const reaching = (g: HeldGrant) =>
            g.segment === segment && (g.locationId === null || at(location).includes(g.locationId));
          const expected = grants.some((g) => reaching(g) && (g.flags & bit) !== 0);
          expect((flagsAt(grants, segment, at(location)) & bit) !== 0).toBe(expected);
        },
      ),
    );
  });

  it('expands to exactly the flags held at each location', () => {
    fc.assert(
      fc.property(fc.array(grantArbitrary, { maxLength: 8 }), (grants) => {
        const expanded = expandToLocations(grants, tree);
        for (const location of tree) {
          for (const segment of ['a', 'b']) {
            const entry = expanded.find((e) => e.location_id === location.id && e.auth_segment === segment);
            expect(entry?.auth_flags ?? 0).toBe(flagsAt(grants, segment, at(location.id)));
          }
        }
      }),
    );
  });

  it('never holds at a location more than anywhere', () => {
    fc.assert(
      fc.property(
        fc.array(grantArbitrary, { maxLength: 8 }),
        fc.constantFrom(...tree.map((l) => l.id)),
        (grants, l) => {
          const here = flagsAt(grants, 'a', at(l));
          expect(here & ~flagsAnywhere(grants, 'a')).toBe(0);
        },
      ),
    );
  });
});
