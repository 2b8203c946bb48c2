import { ALL_LINE_TYPES } from './invoice-line.ts';
import type { TOverviewChild } from './unit-overview.ts';

// The overview's filters (spec 4.3, 5.6): a text filter per column and a bit mask of line types.

/** The columns of the overview a text filter applies to. */
export const OVERVIEW_TEXT_COLUMNS = [
  'given_name',
  'family_name',
  'department',
  'start',
  'end',
  'commune',
  'care_time',
  'cost',
  'note',
] as const;
export type OverviewTextColumn = (typeof OVERVIEW_TEXT_COLUMNS)[number];

/** The filter text of each column; a missing or blank one lets every row through. */
export type OverviewTextFilters = Partial<Record<OverviewTextColumn, string>>;

export type OverviewFilterRow = Pick<TOverviewChild, OverviewTextColumn | 'invoice_status'>;

/** Columns where the filter '-' means "empty" rather than the character itself (spec 5.6). */
const DASH_MEANS_EMPTY: ReadonlySet<OverviewTextColumn> = new Set(['cost', 'note']);

const lower = (text: string) => text.toLocaleLowerCase('sv-SE');

/**
 * Whether a cell's text passes a filter: a case-insensitive substring; a leading '!' negates it; with
 * `dashMeansEmpty`, '-' matches an empty cell (so '!-' matches a filled one). A blank filter, or a
 * lone '!', lets everything through.
 */
export function matchesTextFilter(value: string, filter: string, dashMeansEmpty = false): boolean {
  let wanted = filter.trim();
  const negated = wanted.startsWith('!');
  if (negated) wanted = wanted.slice(1).trim();
  if (wanted === '') return true;
  const matches =
    dashMeansEmpty && wanted === '-' ? value.trim() === '' : lower(value).includes(lower(wanted));
  return negated ? !matches : matches;
}

/** The text of a row's cell that a filter is matched against: cost as plain kronor, '' for nothing. */
export function overviewCellText(row: OverviewFilterRow, column: OverviewTextColumn): string {
  const value = row[column];
  return value === null ? '' : String(value);
}

/** A cost filter ignores spaces, so '1 688' finds the cost shown as '1 688 kr'. */
function normalisedFilter(column: OverviewTextColumn, filter: string): string {
  return column === 'cost' ? filter.replace(/\s/g, '') : filter;
}

/** Whether the row passes every column's filter. */
export function matchesTextFilters(row: OverviewFilterRow, filters: OverviewTextFilters): boolean {
  for (const column of OVERVIEW_TEXT_COLUMNS) {
    const filter = filters[column];
    if (filter === undefined) continue;
    const text = overviewCellText(row, column);
    if (!matchesTextFilter(text, normalisedFilter(column, filter), DASH_MEANS_EMPTY.has(column)))
      return false;
  }
  return true;
}

/** Whether a child's status (the OR of its line types) has a type of the mask; 127 lets every child through. */
export function matchesStatusMask(status: number, mask: number): boolean {
  return (mask & ALL_LINE_TYPES) === ALL_LINE_TYPES || (status & mask) !== 0;
}

/** The rows that pass the text filters and the status mask, in their order. */
export function filterOverviewRows<R extends OverviewFilterRow>(
  rows: readonly R[],
  filters: OverviewTextFilters,
  statusMask: number,
): R[] {
  return rows.filter(
    (row) => matchesStatusMask(row.invoice_status, statusMask) && matchesTextFilters(row, filters),
  );
}

/** Whether any filter would hide a row. */
export function isFiltering(filters: OverviewTextFilters, statusMask: number): boolean {
  const textFilterSet = Object.values(filters).some((filter) => {
    const wanted = filter?.trim() ?? '';
    return wanted !== '' && wanted !== '!';
  });
  return textFilterSet || (statusMask & ALL_LINE_TYPES) !== ALL_LINE_TYPES;
}

/** A mask with one type bit switched on or off. */
export function toggleStatusBit(mask: number, bit: number, on: boolean): number {
  return on ? mask | bit : mask & ~bit;
}
