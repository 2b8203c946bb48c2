import { describe, expect, it } from 'vitest';
import { LINE_TYPE } from './invoice-line.ts';
import {
  filterOverviewRows,
  isFiltering,
  matchesStatusMask,
  matchesTextFilter,
  matchesTextFilters,
  type OverviewFilterRow,
  type OverviewTextFilters,
  toggleStatusBit,
} from './overview-filter.ts';

const row = (overrides: Partial<OverviewFilterRow> = {}): OverviewFilterRow => ({
  given_name: 'Ella',
  family_name: 'Berg',
  department: 'Blåbär',
  start: '2026-01-07',
  end: null,
  commune: 'Stockholm',
  care_time: 'Heltid',
  cost: 1688,
  note: 'Allergisk mot nötter',
  invoice_status: LINE_TYPE.ok,
  ...overrides,
});

describe('matchesTextFilter', () => {
  it.each([
    ['Ella', '', false, true, 'a blank filter lets everything through'],
    ['Ella', '   ', false, true, 'a filter of spaces is blank'],
    ['Ella', 'ell', false, true, 'a substring matches'],
    ['Ella', 'ELL', false, true, 'case does not matter'],
    ['Åsa', 'åS', false, true, 'case does not matter for å, ä and ö either'],
    ['Ella', 'la ', false, true, 'spaces around the filter are ignored'],
    ['Ella', 'olle', false, false, 'another text does not match'],
    ['Ella', '!ell', false, false, 'a leading ! negates a match'],
    ['Ella', '!olle', false, true, 'a leading ! negates a miss'],
    ['Ella', '!', false, true, 'a lone ! filters nothing'],
    ['', '-', true, true, "'-' matches an empty cell where it means empty"],
    ['  ', '-', true, true, "'-' matches a cell of spaces where it means empty"],
    ['1688', '-', true, false, "'-' does not match a filled cell where it means empty"],
    ['1688', '!-', true, true, "'!-' matches a filled cell where '-' means empty"],
    ['', '!-', true, false, "'!-' does not match an empty cell where '-' means empty"],
    ['2026-01-07', '-', false, true, "'-' is a plain character elsewhere"],
    ['', '-', false, false, "'-' does not match an empty cell elsewhere"],
    ['Ella', '!!', false, true, 'a negated ! is a plain character'],
  ])('%j with filter %j (dash means empty: %s) is %s: %s', (value, filter, dashMeansEmpty, expected) => {
    expect(matchesTextFilter(value, filter, dashMeansEmpty)).toBe(expected);
  });
});

describe('matchesTextFilters', () => {
  it.each<[OverviewTextFilters, OverviewFilterRow, boolean, string]>([
    [{}, row(), true, 'no filters'],
    [{ family_name: 'berg' }, row(), true, 'one column matches'],
    [{ family_name: 'berg', department: 'lingon' }, row(), false, 'every column must match'],
    [{ cost: '-' }, row({ cost: null }), true, "'-' on cost finds a child without cost"],
    [{ cost: '-' }, row(), false, "'-' on cost skips a child with a cost"],
    [{ cost: '!-' }, row(), true, "'!-' on cost finds a child with a cost"],
    [{ note: '-' }, row({ note: '' }), true, "'-' on note finds a child without note"],
    [{ note: '-' }, row(), false, "'-' on note skips a child with a note"],
    [{ cost: '1 688' }, row(), true, 'a cost filter ignores the spaces of a grouped amount'],
    [{ cost: '16' }, row(), true, 'a cost filter is a substring too'],
    [{ end: '-' }, row(), false, "'-' on end is a plain character, and no end is an empty cell"],
    [{ end: '2026' }, row({ end: '2026-06-30' }), true, 'a date filter matches part of the date'],
    [{ given_name: '!ella' }, row(), false, 'a negated name filter hides the child'],
    [{ care_time: 'del' }, row({ care_time: 'Deltid' }), true, 'care time matches case-insensitively'],
    [{ care_time: 'del' }, row({ care_time: null }), false, 'no care time is an empty cell'],
  ])('%j on the row: %s (%s)', (filters, candidate, expected) => {
    expect(matchesTextFilters(candidate, filters)).toBe(expected);
  });
});

describe('matchesStatusMask', () => {
  it.each([
    [LINE_TYPE.ok, 127, true, 'the mask of all lets every status through'],
    [0, 127, true, 'the mask of all lets a child without lines through'],
    [LINE_TYPE.ok, LINE_TYPE.ok, true, 'a status of the mask passes'],
    [LINE_TYPE.invalid, LINE_TYPE.ok, false, 'a status outside the mask is hidden'],
    [LINE_TYPE.expired | LINE_TYPE.first_month, LINE_TYPE.first_month, true, 'one type of several is enough'],
    [LINE_TYPE.ok, 0, false, 'an empty mask hides every child'],
    [LINE_TYPE.ok, LINE_TYPE.ok | LINE_TYPE.invalid, true, 'a mask of several types passes any of them'],
  ])('status %i with mask %i is %s: %s', (status, mask, expected) => {
    expect(matchesStatusMask(status, mask)).toBe(expected);
  });
});

describe('filterOverviewRows', () => {
  const ella = row();
  const olle = row({ given_name: 'Olle', cost: null, note: '', invoice_status: LINE_TYPE.invalid });
  const saga = row({ given_name: 'Saga', family_name: 'Lind', invoice_status: LINE_TYPE.first_month });

  it('keeps the rows that pass both the text filters and the status mask, in their order', () => {
    expect(filterOverviewRows([ella, olle, saga], { family_name: 'berg' }, 127)).toEqual([ella, olle]);
    expect(filterOverviewRows([ella, olle, saga], {}, LINE_TYPE.ok | LINE_TYPE.first_month)).toEqual([
      ella,
      saga,
    ]);
    expect(filterOverviewRows([ella, olle, saga], { cost: '-' }, 127)).toEqual([olle]);
    expect(filterOverviewRows([ella, olle, saga], { note: '!-', given_name: '!saga' }, 127)).toEqual([ella]);
  });
});

describe('isFiltering', () => {
  it.each<[OverviewTextFilters, number, boolean, string]>([
    [{}, 127, false, 'nothing set'],
    [{ given_name: '  ' }, 127, false, 'a blank filter'],
    [{ given_name: '!' }, 127, false, 'a lone !'],
    [{ note: '-' }, 127, true, 'a text filter'],
    [{}, LINE_TYPE.ok, true, 'a mask short of all'],
  ])('%j with mask %i is %s (%s)', (filters, mask, expected) => {
    expect(isFiltering(filters, mask)).toBe(expected);
  });
});

describe('toggleStatusBit', () => {
  it('switches one type of the mask on and off', () => {
    expect(toggleStatusBit(127, LINE_TYPE.ok, false)).toBe(63);
    expect(toggleStatusBit(63, LINE_TYPE.ok, true)).toBe(127);
    expect(toggleStatusBit(0, LINE_TYPE.invalid, true)).toBe(8);
    expect(toggleStatusBit(8, LINE_TYPE.invalid, true)).toBe(8);
  });
});
