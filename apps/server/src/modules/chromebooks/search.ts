import type {
  TChromebookInvoice,
  TInvoiceSearchQuery,
  TInvoiceSearchResponse,
} from '@kansli/domain/chromebooks/invoice';
import type { RequestContext } from '../../context/request-context.ts';
import { invoiceOf, reachableUnits, requireBilling } from './cases.ts';
import { refreshPayments } from './payment-status.ts';
import { type CaseSearch, casesByIds, locationsWithCases, searchCaseIds, sentCases } from './repository.ts';

// The 'Sök' tab (spec part 2, 2 and 7): registered cases found by serial number, e-mail address or
// `system:system_id` (freshservice, visma, chromedevice; admin is Kansli's own id, the ticket's).

const SYSTEM_SEARCH = /^([a-z]{1,20}):(.+)$/i;

export function caseSearchOf(text: string): CaseSearch {
  const match = SYSTEM_SEARCH.exec(text.trim());
  if (match) return { system: (match[1] as string).toLowerCase(), systemId: (match[2] as string).trim() };
  return { text: text.trim() };
}

/** GET /api/invoices. */
export async function searchInvoices(
  ctx: RequestContext,
  query: TInvoiceSearchQuery,
): Promise<TInvoiceSearchResponse> {
  await requireBilling(ctx, null);
  const within = await reachableUnits(ctx, await locationsWithCases(ctx.db));
  const page = await searchCaseIds(
    ctx.db,
    caseSearchOf(query.search),
    within,
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  await refreshPayments(ctx, page.ids);
  return {
    invoiceCount: page.total,
    invoices: (await casesByIds(ctx.db, page.ids)).map((view) => invoiceOf(ctx, view)),
  };
}

/** The older list of invoices sent to Visma: the newest at most this many. */
const VISMA_LIST_LIMIT = 500;

/** GET /api/invoices/chromebooks/visma/list. */
export async function listSentInvoices(ctx: RequestContext): Promise<TChromebookInvoice[]> {
  await requireBilling(ctx, null);
  const within = await reachableUnits(ctx, await locationsWithCases(ctx.db));
  const rows = await sentCases(ctx.db, within, VISMA_LIST_LIMIT);
  await refreshPayments(
    ctx,
    rows.map((row) => row.row.freshserviceId),
  );
  return (
    await casesByIds(
      ctx.db,
      rows.map((row) => row.row.freshserviceId),
    )
  ).map((view) => invoiceOf(ctx, view));
}
