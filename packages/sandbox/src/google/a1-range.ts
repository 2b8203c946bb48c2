// A1 notation as the Sheets API takes it ('Barn'!A1:H10, Barn!A1, Barn, A1:C3, A:C), and the grid a
// sheet is kept in.

export type Cell = string | number | boolean;
export type Grid = Cell[][];

export interface A1Range {
  /** Undefined: the first sheet. */
  sheet: string | undefined;
  /** Zero-based, inclusive; an open end is undefined. */
  startRow: number;
  startColumn: number;
  endRow: number | undefined;
  endColumn: number | undefined;
  /** One cell: a read gives that cell, a write starts there and takes what room it needs. */
  single: boolean;
}

const CELLS = /^([A-Z]*)(\d*)(?::([A-Z]*)(\d*))?$/i;
const QUOTED_SHEET = /^'((?:[^']|'')+)'(?:!(.*))?$/;

const columnIndex = (letters: string) =>
  [...letters.toUpperCase()].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** The column's letters of a zero-based index: 0 → A, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function cellsOf(text: string): Omit<A1Range, 'sheet'> | undefined {
  const match = CELLS.exec(text);
  if (!match || text === '') return undefined;
  const [, startColumn = '', startRow = '', endColumn = '', endRow = ''] = match;
  if (!startColumn && !startRow) return undefined;
  return {
    startRow: startRow ? Number(startRow) - 1 : 0,
    startColumn: startColumn ? columnIndex(startColumn) : 0,
    endRow: endRow ? Number(endRow) - 1 : undefined,
    endColumn: endColumn ? columnIndex(endColumn) : undefined,
    single: !text.includes(':') && startColumn !== '' && startRow !== '',
  };
}

/**
 * The range, or undefined when it is no A1 notation. A bare name is a sheet when `isSheet` says so
 * (as Sheets decides it: 'Blad' could also be the column BLAD), else cells.
 */
export function parseA1(
  range: string,
  isSheet: (name: string) => boolean = () => false,
): A1Range | undefined {
  const whole = { startRow: 0, startColumn: 0, endRow: undefined, endColumn: undefined, single: false };
  const quoted = QUOTED_SHEET.exec(range);
  if (quoted) {
    const sheet = (quoted[1] ?? '').replaceAll("''", "'");
    if (quoted[2] === undefined) return { sheet, ...whole };
    const cells = cellsOf(quoted[2]);
    return cells && { sheet, ...cells };
  }
  const bang = range.lastIndexOf('!');
  if (bang >= 0) {
    const cells = cellsOf(range.slice(bang + 1));
    return cells && range.slice(0, bang) ? { sheet: range.slice(0, bang), ...cells } : undefined;
  }
  const cells = isSheet(range) ? undefined : cellsOf(range);
  if (cells) return { sheet: undefined, ...cells };
  return range ? { sheet: range, ...whole } : undefined;
}

/** Whether the values fit the range's bounds, when it has them. */
export function fits(range: A1Range, values: readonly (readonly Cell[])[]): boolean {
  const width = Math.max(0, ...values.map((row) => row.length));
  const rowsFit = range.endRow === undefined || range.startRow + values.length - 1 <= range.endRow;
  const columnsFit = range.endColumn === undefined || range.startColumn + width - 1 <= range.endColumn;
  return values.length === 0 || (rowsFit && columnsFit);
}

/** Writes the values into the grid from the range's first cell on; empty gaps become ''. */
export function writeCells(grid: Grid, range: A1Range, values: readonly (readonly Cell[])[]): void {
  for (const [r, row] of values.entries()) {
    const target = grid[range.startRow + r] ?? [];
    grid[range.startRow + r] = target;
    for (const [c, value] of row.entries()) target[range.startColumn + c] = value;
  }
  for (const [index, row] of grid.entries()) {
    grid[index] = Array.from(row ?? [], (cell) => cell ?? '');
  }
}

/** The cells of the range, without trailing empty cells and rows. */
export function readCells(grid: Grid, range: A1Range): Grid {
  if (range.single)
    return readCells(grid, { ...range, single: false, endRow: range.startRow, endColumn: range.startColumn });
  const lastRow = Math.min(grid.length - 1, range.endRow ?? Number.POSITIVE_INFINITY);
  const rows: Grid = [];
  for (let r = range.startRow; r <= lastRow; r++) {
    const row = grid[r] ?? [];
    const lastColumn = Math.min(row.length - 1, range.endColumn ?? Number.POSITIVE_INFINITY);
    const cells = row.slice(range.startColumn, lastColumn + 1);
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    rows.push(cells);
  }
  while (rows.length > 0 && rows.at(-1)?.length === 0) rows.pop();
  return rows;
}

/** The range as Sheets names it in its answers: 'Barn'!A1:H12. */
export function a1Name(sheet: string, range: A1Range, rows: number, columns: number): string {
  const quoted = `'${sheet.replaceAll("'", "''")}'`;
  const start = `${columnLetters(range.startColumn)}${range.startRow + 1}`;
  if (rows === 0 || columns === 0) return `${quoted}!${start}`;
  const end = `${columnLetters(range.startColumn + columns - 1)}${range.startRow + rows}`;
  return `${quoted}!${start}:${end}`;
}
