import { formatSek } from '@kansli/domain/money/format';
import { type CalculatedInvoiceBody, invoiceBodyOfGuardian } from '@kansli/domain/preschool/invoice-body';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';

// The invoice panel's pure rules: the calculated body of spec 9, its JSON field, and the order of polls.

/** Spec 9: one poll tick a second. */
export const POLL_INTERVAL_MS = 1000;
/** A tick polls about this share of the pending invoices (spec 4.6: a quarter). */
const POLL_SHARE = 4;
/** Bulk actions keep this many calls to the server in flight. */
export const BULK_CONCURRENCY = 4;

export const INVALID_JSON = { error: 'Invalid JSON' } as const;

export const guardianName = (guardian: Pick<InvoiceGuardian, 'given_name' | 'family_name'>) =>
  `${guardian.given_name} ${guardian.family_name}`;

/** Spec 3 and 9: the body of the guardian's invoice, as the domain's rule makes it. */
export function invoiceBodyOf(
  unit: Pick<PreschoolUnit, 'id' | 'name' | 'cost_center'>,
  period: string,
  guardian: InvoiceGuardian,
): CalculatedInvoiceBody {
  return invoiceBodyOfGuardian(
    { locationId: unit.id, name: unit.name, costCenter: unit.cost_center },
    period,
    guardian,
  );
}

export const bodyText = (body: unknown) => JSON.stringify(body, null, 2);

export type ParsedBody = { ok: true; value: unknown } | { ok: false; value: typeof INVALID_JSON };

/** The JSON field's text as a body, or the 'Invalid JSON' error object of spec 2.10. */
export function parseBody(text: string): ParsedBody {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: INVALID_JSON };
  }
}

/** Marked ready for Visma and still without Visma's number, nor failed: the poll asks for it. */
export function awaitsVismaNumber(guardian: InvoiceGuardian): guardian is InvoiceGuardian & {
  invoice_id: number;
} {
  return (
    guardian.invoice_id !== null &&
    guardian.upload_to_visma &&
    guardian.visma_invoice_id === null &&
    !guardian.upload_error
  );
}

/**
 * The invoices one tick polls: about a quarter of the pending ones (at least one), from `cursor` on,
 * going round, so each is asked about every four seconds however many there are.
 */
export function pollBatch<T>(pending: readonly T[], cursor: number): { batch: T[]; next: number } {
  if (pending.length === 0) return { batch: [], next: 0 };
  const size = Math.ceil(pending.length / POLL_SHARE);
  const start = cursor % pending.length;
  const batch = Array.from({ length: size }, (_, i) => pending[(start + i) % pending.length] as T);
  return { batch, next: (start + size) % pending.length };
}

/** Runs `work` (which reports its own failures, never throws) over the items, `limit` at a time. */
export async function runPooled<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What the guardian's invoice of the month comes to: the saved invoice's sum, or its lines' before it is saved. */
const invoiceSum = (guardian: InvoiceGuardian) =>
  guardian.invoices.find((invoice) => invoice.id === guardian.invoice_id)?.cost_sum ?? guardian.invoice_cost;

/** The question before the month's invoices go to Visma, where they cannot be called back. */
export function uploadQuestion(guardians: readonly InvoiceGuardian[]): string {
  const total = guardians.reduce((sum, guardian) => sum + invoiceSum(guardian), 0);
  const what = guardians.length === 1 ? '1 faktura' : `${guardians.length} fakturor`;
  return `Skicka ${what} på totalt ${formatSek(total)} till Visma?`;
}

/** The question before customers are made in Visma for every guardian without one. */
export const customersQuestion = (count: number) =>
  `Skapa kunder i Visma för ${count} vårdnadshavare som saknar kund?`;
