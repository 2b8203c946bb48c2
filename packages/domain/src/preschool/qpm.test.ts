import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../http/id.ts';
import {
  DEFAULT_VIEW,
  decodeQpm,
  encodeQpm,
  isValidView,
  MAX_SEARCH_LENGTH,
  type PreschoolView,
} from './qpm.ts';

const arbitraryView: fc.Arbitrary<PreschoolView> = fc.record({
  tab: fc.integer({ min: 0, max: 3 }),
  guardians: fc.boolean(),
  page: fc.integer({ min: 0, max: 9_999 }),
  selected: fc.option(fc.integer({ min: 1, max: MAX_ID }), { nil: null }),
  search: fc.string({ maxLength: MAX_SEARCH_LENGTH, unit: 'grapheme' }),
});

describe('qpm', () => {
  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(arbitraryView, (view) => {
        expect(decodeQpm(encodeQpm(view))).toEqual(view);
      }),
    );
  });

  it('survives the trip through a URL', () => {
    fc.assert(
      fc.property(arbitraryView, (view) => {
        const url = new URL('https://kansli.test/billing/preschool');
        url.searchParams.set('qpm', encodeQpm(view));
        expect(decodeQpm(new URL(url.href).searchParams.get('qpm'))).toEqual(view);
      }),
    );
  });

  it('reads any text as a valid view without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isValidView(decodeQpm(text))).toBe(true);
      }),
    );
  });

  it.each<[string, string, PreschoolView]>([
    ['the default view', '', DEFAULT_VIEW],
    [
      'guardians, page 2, a selection and a search',
      'v.p2.i15.sBerg',
      { ...DEFAULT_VIEW, guardians: true, page: 2, selected: 15, search: 'Berg' },
    ],
    ['the overview tab', 't1', { ...DEFAULT_VIEW, tab: 1 }],
    ['a search holding dots and tokens', 'sa.t3.v', { ...DEFAULT_VIEW, search: 'a.t3.v' }],
  ])('writes %s as %j', (_name, qpm, view) => {
    expect(encodeQpm(view)).toBe(qpm);
    expect(decodeQpm(qpm)).toEqual(view);
  });

  it.each([
    ['t9', DEFAULT_VIEW],
    ['p-1', DEFAULT_VIEW],
    ['i0', DEFAULT_VIEW],
    ['i99999999999', DEFAULT_VIEW],
    ['x.t2', { ...DEFAULT_VIEW, tab: 2 }],
    ['vx', DEFAULT_VIEW],
  ])('keeps the default for what it cannot read: %j', (qpm, view) => {
    expect(decodeQpm(qpm)).toEqual(view);
  });

  it('cuts a search to its longest length', () => {
    expect(decodeQpm(`s${'a'.repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
