import { describe, expect, it } from 'vitest';
import { personSearchOf, ZPersonSearchQuery } from './search-persons.ts';

describe('personSearchOf', () => {
  it.each([
    ['schoolsoft:12345', { kind: 'system', system: 'schoolsoft', systemId: '12345' }],
    [' SchoolSoft:ab-12 ', { kind: 'system', system: 'schoolsoft', systemId: 'ab-12' }],
    ['adela:vh-7', { kind: 'system', system: 'adela', systemId: 'vh-7' }],
    ['system:adela-387', { kind: 'system', system: null, systemId: 'adela-387' }],
    ['anna berg', { kind: 'words', words: ['anna', 'berg'] }],
    ['anna: berg', { kind: 'words', words: ['anna:', 'berg'] }],
    ['850101-1234', { kind: 'words', words: ['850101-1234'] }],
    ['anna@skola.test', { kind: 'words', words: ['anna@skola.test'] }],
    ['', { kind: 'words', words: [] }],
  ])('reads %j', (search, expected) => {
    expect(personSearchOf(search)).toEqual(expected);
  });
});

describe('ZPersonSearchQuery', () => {
  it('pages by 8 from page 0 unless told, and bounds the page size and the text', () => {
    expect(ZPersonSearchQuery.parse({})).toEqual({ search: '', pageIndex: 0, pageSize: 8 });
    expect(ZPersonSearchQuery.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(ZPersonSearchQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ZPersonSearchQuery.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});
