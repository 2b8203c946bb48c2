import { describe, expect, it } from 'vitest';
import { a1Name, columnLetters, fits, type Grid, parseA1, readCells, writeCells } from './a1-range.ts';

describe('A1 notation', () => {
  it.each([
    ["'Barn'!A1:H10", { sheet: 'Barn', startRow: 0, startColumn: 0, endRow: 9, endColumn: 7, single: false }],
    ["'Kalle''s'!B2", { sheet: "Kalle's", startRow: 1, startColumn: 1, endRow: undefined, single: true }],
    ['Barn!A:C', { sheet: 'Barn', startRow: 0, endRow: undefined, endColumn: 2, single: false }],
    ['AA3', { sheet: undefined, startRow: 2, startColumn: 26, single: true }],
    ["'Blad 1'", { sheet: 'Blad 1', startRow: 0, endRow: undefined, single: false }],
  ])('reads %s', (range, expected) => {
    expect(parseA1(range)).toMatchObject(expected);
  });

  it('takes a bare name for a sheet when there is one, and refuses what is no range', () => {
    expect(parseA1('Blad', (name) => name === 'Blad')).toMatchObject({ sheet: 'Blad', single: false });
    expect(parseA1('Blad')).toMatchObject({ sheet: undefined, startColumn: expect.any(Number) });
    expect(parseA1('Barn!')).toBeUndefined();
    expect(parseA1('')).toBeUndefined();
  });

  it('writes from the first cell on, reads without trailing empties, and checks bounds', () => {
    const grid: Grid = [];
    writeCells(grid, parseA1('B2') ?? expect.fail(), [['a', 'b'], ['c']]);
    expect(grid).toEqual([[], ['', 'a', 'b'], ['', 'c']]);
    expect(readCells(grid, parseA1('A1:Z') ?? expect.fail())).toEqual([[], ['', 'a', 'b'], ['', 'c']]);
    expect(readCells(grid, parseA1('C2') ?? expect.fail())).toEqual([['b']]);
    expect(fits(parseA1('A1:B1') ?? expect.fail(), [['1', '2', '3']])).toBe(false);
    expect(fits(parseA1('A1') ?? expect.fail(), [['1', '2', '3']])).toBe(true);
    expect(columnLetters(27)).toBe('AB');
    expect(a1Name("Kalle's", parseA1('A1') ?? expect.fail(), 2, 3)).toBe("'Kalle''s'!A1:C2");
  });
});
