import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import type { Outcome } from './use-guardian-actions.ts';

// The outcome list of the bulk actions: one row per guardian and action, and the failed uploads.

export type BulkKind = 'sync' | 'customers' | 'create' | 'upload';

export interface ReportRow extends Outcome {
  kind: BulkKind;
  guardianId: number;
  name: string;
  /** One of the guardians a bulk action set out to work on: counted in its 'n av m'. */
  counted?: boolean;
}

export interface Report {
  /** The bulk action last started; null when the list holds only failed uploads. */
  kind: BulkKind | null;
  rows: ReportRow[];
}

export const sameRow = (row: ReportRow, kind: BulkKind, guardianId: number) =>
  row.kind === kind && row.guardianId === guardianId;

/** The report with the row of `kind` for the guardian set to the outcome, added when missing. */
export function withOutcome(
  report: Report | null,
  kind: BulkKind,
  guardian: { id: number; name: string },
  outcome: Outcome,
): Report {
  const found = report?.rows.find((r) => sameRow(r, kind, guardian.id));
  const row: ReportRow = {
    kind,
    guardianId: guardian.id,
    name: guardian.name,
    counted: found?.counted,
    ...outcome,
  };
  if (!report) return { kind: null, rows: [row] };
  return {
    ...report,
    rows: found ? report.rows.map((r) => (sameRow(r, kind, guardian.id) ? row : r)) : [...report.rows, row],
  };
}

/** The report with an existing row changed; a row not there is not added. */
export function withChangedRow(
  report: Report | null,
  kind: BulkKind,
  guardianId: number,
  outcome: Outcome,
): Report | null {
  if (!report?.rows.some((r) => sameRow(r, kind, guardianId))) return report;
  return {
    ...report,
    rows: report.rows.map((r) => (sameRow(r, kind, guardianId) ? { ...r, ...outcome } : r)),
  };
}

/**
 * The rows as the list now tells them: an upload that waits is done once the list holds Visma's number
 * and failed once it holds an upload error; a failed upload of the list the report lacks is added.
 */
export function shownRows(report: Report | null, guardians: readonly InvoiceGuardian[]): ReportRow[] {
  const byId = new Map(guardians.map((g) => [g.id, g]));
  const rows = (report?.rows ?? []).map((row): ReportRow => {
    const guardian = byId.get(row.guardianId);
    if (row.kind !== 'upload' || row.state !== 'waiting' || !guardian) return row;
    if (guardian.visma_invoice_id) {
      return { ...row, state: 'done', reason: `Fakturanummer ${guardian.visma_invoice_id}` };
    }
    if (guardian.upload_error) return { ...row, state: 'failed', reason: guardian.upload_error };
    return row;
  });
  for (const guardian of guardians) {
    if (!guardian.upload_error || rows.some((r) => sameRow(r, 'upload', guardian.id))) continue;
    rows.push({
      kind: 'upload',
      guardianId: guardian.id,
      name: `${guardian.given_name} ${guardian.family_name}`,
      state: 'failed',
      reason: guardian.upload_error,
    });
  }
  return rows;
}

/** The words a step's summary counts its rows in, by what became of them. */
const TALLY: Record<BulkKind, { done: string; existed?: string; skipped?: string; waiting?: string }> = {
  sync: { done: 'hittade', skipped: 'saknar kund' },
  customers: { done: 'skapade', existed: 'fanns redan' },
  create: { done: 'skapade', skipped: 'hoppades över' },
  upload: { done: 'uppladdade', skipped: 'hoppades över', waiting: 'väntar på fakturanummer' },
};

/**
 * The line that ends a step's report: '95 skapade, 2 fel', with the other outcomes between when there
 * are any; the rows of another step (a failed upload beside a sync) are not counted.
 */
export function summaryOf(kind: BulkKind, rows: readonly ReportRow[]): string {
  const words = TALLY[kind];
  const mine = rows.filter((row) => row.kind === kind);
  const count = (test: (row: ReportRow) => boolean) => mine.filter(test).length;
  const done = count((row) => row.state === 'done' && !row.existed);
  const parts: [number, string | undefined][] = [
    [count((row) => row.state === 'done' && !!row.existed), words.existed],
    [count((row) => row.state === 'waiting'), words.waiting],
    [count((row) => row.state === 'skipped'), words.skipped],
  ];
  const between = parts.filter(([n, word]) => n > 0 && word).map(([n, word]) => `${n} ${word}`);
  return [`${done} ${words.done}`, ...between, `${count((row) => row.state === 'failed')} fel`].join(', ');
}

/** 'n av m': the guardians the action set out to work on, and how many of them it has finished. */
export function progressOf(rows: readonly ReportRow[], kind: BulkKind) {
  const counted = rows.filter((row) => row.kind === kind && row.counted);
  return {
    total: counted.length,
    finished: counted.filter((row) => row.state !== 'working' && row.state !== 'waiting').length,
  };
}
