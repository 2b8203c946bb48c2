import { describe, expect, it } from 'vitest';
import { searchTerms, ZPreschoolSearchQuery } from './search-persons.ts';

describe('a search of a unit', () => {
  it.each([
    ['', []],
    ['  ', []],
    ['ella', ['ella']],
    [' Ella  EK\t230310 ', ['Ella', 'EK', '230310']],
  ])('reads %j as the words %j', (search, terms) => {
    expect(searchTerms(search)).toEqual(terms);
  });

  it('starts at the first page of children', () => {
    expect(ZPreschoolSearchQuery.parse({})).toEqual({ search: '', legalguardians: '0', pageIndex: 0 });
  });

  it.each([{ pageIndex: '-1' }, { pageIndex: 'x' }, { pageIndex: '100001' }, { legalguardians: '2' }])(
    'refuses %j',
    (query) => {
      expect(ZPreschoolSearchQuery.safeParse(query).success).toBe(false);
    },
  );
});
