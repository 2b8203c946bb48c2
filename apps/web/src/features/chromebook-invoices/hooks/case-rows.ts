import {
  invoiceInvalidText,
  type TBatchAction,
  type TChromebookInvoice,
} from '@kansli/domain/chromebooks/invoice';

// The fetched cases as the table holds them: the case as the server last answered it, with the
// client-only flags of spec 3 (selected, working, invalid, invalid text) and how its last step went.

export type RowWork =
  | { state: 'working'; action: TBatchAction }
  | { state: 'done'; action: TBatchAction }
  | { state: 'failed'; action: TBatchAction; message: string };

export type CaseRow = {
  key: string;
  invoice: TChromebookInvoice;
  selected: boolean;
  /** Spec 5: the reason the row cannot be batch processed, or null. */
  invalidText: string | null;
  work: RowWork | null;
};

export function caseKey(invoice: TChromebookInvoice): string {
  return invoice.extension.freshserviceId;
}

export function rowOf(invoice: TChromebookInvoice): CaseRow {
  return {
    key: caseKey(invoice),
    invoice,
    selected: false,
    invalidText: invoice.invalidText ?? invoiceInvalidText(invoice),
    work: null,
  };
}

/** The rows a batch may take: the selected ones that are not invalid. */
export function batchInput(rows: readonly CaseRow[]) {
  return rows
    .filter((row) => row.selected)
    .map((row) => ({ ...row.invoice, invalid: row.invalidText !== null }));
}
