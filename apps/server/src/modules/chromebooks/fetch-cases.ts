import {
  queryCategories,
  type TChromebookInvoice,
  type TFreshserviceQuery,
} from '@kansli/domain/chromebooks/invoice';
import { tenDigitCivicNumber } from '@kansli/domain/persons/civic-number';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import type { FreshserviceTicket } from '../../integrations/freshservice/client.ts';
import { invoiceOf, NOT_FRESHSERVICE_UNIT_MESSAGE, requireUnit } from './cases.ts';
import { freshserviceOf } from './integrations.ts';
import { refreshPayments } from './payment-status.ts';
import {
  casesByIds,
  type FetchedCase,
  payingGuardians,
  personsByCivicDigits,
  upsertFetchedCases,
} from './repository.ts';

// GET /api/invoices/chromebooks/freshservice/{costCenter} (spec part 2, 4 'Invoice workflow'): the
// unit's device cases of the period from Freshservice, stored as fetched. A case Kansli knows keeps its
// state; one not yet registered takes the ticket's current data.

/** The unit with its Freshservice department; 404 for a unit without one. */
export async function requireFreshserviceUnit(ctx: RequestContext, costCenter: string) {
  const unit = await requireUnit(ctx, costCenter);
  if (unit.freshserviceId === null) throw notFound(NOT_FRESHSERVICE_UNIT_MESSAGE);
  return { ...unit, freshserviceId: unit.freshserviceId };
}

/** The tickets as cases of the unit, the pupil and the paying guardian matched among Kansli's persons. */
async function casesOf(ctx: RequestContext, locationId: number, tickets: readonly FreshserviceTicket[]) {
  const digitsOf = (ticket: FreshserviceTicket) =>
    ticket.studentCivicNumber ? tenDigitCivicNumber(ticket.studentCivicNumber) : null;
  const pupils = await personsByCivicDigits(
    ctx.db,
    tickets.flatMap((ticket) => digitsOf(ticket) ?? []),
  );
  const guardians = await payingGuardians(ctx.db, [...pupils.values()]);
  return tickets.map((ticket): FetchedCase => {
    const digits = digitsOf(ticket);
    const studentId = (digits && pupils.get(digits)) || null;
    return {
      freshserviceId: ticket.id,
      locationId,
      serialNumber: ticket.serialNumber?.trim() || null,
      category: ticket.category,
      costOre: ticket.costOre ?? 0,
      subject: ticket.subject,
      textHtml: ticket.description,
      requestedAt: new Date(ticket.createdAt),
      requester: ticket.requesterEmail,
      studentCivicNumber: ticket.studentCivicNumber,
      studentId,
      guardianId: studentId === null ? null : (guardians.get(studentId) ?? null),
    };
  });
}

/** Fetches and stores the unit's cases of the period; answers their ids, newest first. */
export async function fetchUnitCases(
  ctx: RequestContext,
  unit: { id: number; freshserviceId: number },
  query: TFreshserviceQuery,
): Promise<number[]> {
  const categories = queryCategories(query);
  if (categories.length === 0) return [];
  const tickets = await freshserviceOf(ctx).deviceCases({
    departmentId: unit.freshserviceId,
    from: query.fromDate,
    to: query.toDate,
    categories,
  });
  const cases = await casesOf(ctx, unit.id, tickets);
  await ctx.transaction(async (tx) => {
    await upsertFetchedCases(tx.db, cases, ctx.clock.now());
    await recordAudit(tx, {
      action: 'chromebook.invoices.fetch',
      entity: 'location',
      entityId: unit.id,
      after: { ...query, cases: cases.map((c) => c.freshserviceId) },
    });
  });
  return cases
    .toSorted(
      (a, b) => b.requestedAt.getTime() - a.requestedAt.getTime() || b.freshserviceId - a.freshserviceId,
    )
    .map((c) => c.freshserviceId);
}

/** GET …/freshservice/{costCenter}: the cases with their current state. */
export async function fetchFromFreshservice(
  ctx: RequestContext,
  costCenter: string,
  query: TFreshserviceQuery,
): Promise<TChromebookInvoice[]> {
  const unit = await requireFreshserviceUnit(ctx, costCenter);
  const ids = await fetchUnitCases(ctx, unit, query);
  await refreshPayments(ctx, ids);
  return (await casesByIds(ctx.db, ids)).map((view) => invoiceOf(ctx, view));
}
