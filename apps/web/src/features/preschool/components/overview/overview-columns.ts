import { formatSek } from '@kansli/domain/money/format';
import { labelOfType } from '@kansli/domain/preschool/invoice-line';
import type { OverviewTextColumn } from '@kansli/domain/preschool/overview-filter';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';

// The overview's columns (spec 2.9) and how a row is shown and sorted by them.

export type OverviewColumnKey = 'status' | OverviewTextColumn | 'expand' | 'goto';
export type SortKey = 'status' | OverviewTextColumn;
export type SortDirection = 'asc' | 'desc';
export type OverviewSort = { key: SortKey; direction: SortDirection };

export const DEFAULT_SORT: OverviewSort = { key: 'status', direction: 'asc' };

export interface OverviewColumn {
  key: OverviewColumnKey;
  header: string;
  /** Pixels; the table has fixed columns, so virtualised rows line up with the header. */
  width: number;
  /** The header's text is for screen readers only (the button columns). */
  hiddenHeader?: boolean;
}

export const OVERVIEW_COLUMNS: readonly OverviewColumn[] = [
  { key: 'status', header: 'Status', width: 210 },
  { key: 'given_name', header: 'Förnamn', width: 140 },
  { key: 'family_name', header: 'Efternamn', width: 150 },
  { key: 'department', header: 'Avdelning', width: 140 },
  { key: 'start', header: 'Start', width: 150 },
  { key: 'end', header: 'Slut', width: 150 },
  { key: 'commune', header: 'Kommun', width: 140 },
  { key: 'care_time', header: 'Omsorgstid', width: 160 },
  { key: 'cost', header: 'Kostnad', width: 130 },
  { key: 'note', header: 'Kommentar', width: 200 },
  { key: 'expand', header: 'Visa barnet', width: 60, hiddenHeader: true },
  { key: 'goto', header: 'Gå till barnet', width: 60, hiddenHeader: true },
];

export const TABLE_WIDTH = OVERVIEW_COLUMNS.reduce((sum, column) => sum + column.width, 0);

export const columnHeader = (key: OverviewColumnKey): string =>
  OVERVIEW_COLUMNS.find((column) => column.key === key)?.header ?? key;

export const fullName = (child: Pick<OverviewChild, 'given_name' | 'family_name'>) =>
  `${child.given_name} ${child.family_name}`;

/**
 * What the status cell says: each invoice line's status led by its type, as 'Faktureras',
 * 'Första månaden ~74%' or 'Ej giltig: Saknar VH', in the lines' order.
 */
export function statusText(child: Pick<OverviewChild, 'invoice_lines'>): string {
  return [...child.invoice_lines]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((line) => {
      const label = labelOfType.get(line.type) ?? line.status;
      return line.status_message.startsWith(label) ? line.status_message : `${label}: ${line.status_message}`;
    })
    .join('; ');
}

/** The text a cell of a data column shows. */
export function cellText(child: OverviewChild, key: OverviewTextColumn): string {
  if (key === 'cost') return child.cost === null ? '' : formatSek(child.cost);
  return child[key] ?? '';
}

const collator = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });

/** Compares two values of a column, empty ones last whichever the direction. */
function compareColumn(a: OverviewChild, b: OverviewChild, key: SortKey, direction: SortDirection): number {
  const sign = direction === 'asc' ? 1 : -1;
  if (key === 'status') return sign * (a.invoice_status - b.invoice_status);
  const left = a[key];
  const right = b[key];
  const leftEmpty = left === null || left === '';
  const rightEmpty = right === null || right === '';
  if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? 0 : leftEmpty ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
  return sign * collator.compare(String(left), String(right));
}

/** The rows sorted by a column; ties by family name, given name and id, so the order is stable. */
export function sortOverviewRows(rows: readonly OverviewChild[], sort: OverviewSort): OverviewChild[] {
  return [...rows].sort(
    (a, b) =>
      compareColumn(a, b, sort.key, sort.direction) ||
      collator.compare(a.family_name, b.family_name) ||
      collator.compare(a.given_name, b.given_name) ||
      a.id - b.id,
  );
}
