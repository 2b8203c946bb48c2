import { describe, expect, it } from 'vitest';
import { exactFilter, filterParam, parseFilterParam } from './database-filter.ts';

describe('filterParam', () => {
  it('sends only the columns that filter something, in a stable order', () => {
    expect(filterParam({ name: 'an', id: '', code: '  ' })).toBe('{"name":"an"}');
    expect(filterParam({ b: '1', a: '2' })).toBe(filterParam({ a: '2', b: '1' }));
    expect(filterParam({})).toBeUndefined();
  });

  it('makes a jump exact', () => {
    expect(filterParam(exactFilter('id', 42))).toBe('{"id":"=42"}');
  });
});

describe('parseFilterParam', () => {
  it.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['"text"', {}],
    ['{"id":"=5","n":3}', { id: '=5' }],
  ])('reads %j as %j', (text, filter) => {
    expect(parseFilterParam(text)).toEqual(filter);
  });
});
