import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import {
  chromebookKronor,
  GUARDIAN_EMAIL_MISSING,
  invoiceInvalidText,
  type TChromebookInvoice,
  type TVismaStatus,
} from '@kansli/domain/chromebooks/invoice';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { type CaseView, caseById, locationByCostCenter, updateCase } from './repository.ts';

// What every use case of the invoice underlay shares: who may act where, and how a case is answered.

/** Kansli's reference on a case, sent to Visma as YourReference and found again by it. */
export const referenceOf = (freshserviceId: number) => `CB-${freshserviceId}`;

export const NOT_REGISTERED_MESSAGE = 'Ärendet är inte registrerat i Kansli';
export const NO_CUSTOMER_MESSAGE = 'Ärendet har ingen kund i Visma';
export const NO_PAYER_MESSAGE = 'Eleven finns inte i Kansli';
export const PAYER_EMAIL_MISSING_MESSAGE = 'Elevens e-postadress saknas';
export const NO_ADDRESS_MESSAGE = 'Fakturamottagarens postadress saknas i Kansli';
export const SEVERAL_CUSTOMERS_MESSAGE = 'Flera kunder i Visma har e-postadressen; välj kund i Visma';
export const NO_SERIAL_MESSAGE = 'Ärendet saknar serienummer';
export const NOT_FRESHSERVICE_UNIT_MESSAGE = 'Enheten saknar Freshservice-avdelning';

/** The menu flag of the whole area (spec part 2, 6). */
export const requireBilling = (ctx: RequestContext, locationId: number | null) =>
  requireFlagAt(ctx, 'adminMenu', 'CBBILLING', locationId);

/** The unit with the cost center, when the user holds CBBILLING there; 404 for an unknown one. */
export async function requireUnit(ctx: RequestContext, costCenter: string) {
  const unit = await locationByCostCenter(ctx.db, costCenter);
  if (!unit) {
    await requireBilling(ctx, null);
    throw notFound('Det finns ingen enhet med det kostnadsstället. Välj enheten igen.');
  }
  await requireBilling(ctx, unit.id);
  return unit;
}

/** The case, when the user holds CBBILLING at its unit; 404 for an unknown one. */
export async function requireCase(ctx: RequestContext, freshserviceId: string): Promise<CaseView> {
  const found = await caseById(ctx.db, Number(freshserviceId));
  if (!found) {
    await requireBilling(ctx, null);
    throw notFound('Ärendet finns inte i Kansli. Hämta ärendena från Freshservice först.');
  }
  await requireBilling(ctx, found.row.locationId);
  return found;
}

/** The units among these the user holds CBBILLING at, or 'all'. */
export async function reachableUnits(
  ctx: RequestContext,
  unitIds: readonly number[],
): Promise<number[] | 'all'> {
  const reachable = await Promise.all(unitIds.map((id) => ctx.actor.holdsAt('adminMenu', 'CBBILLING', id)));
  return reachable.every(Boolean) ? 'all' : unitIds.filter((_, i) => reachable[i]);
}

/** The guardian lacks an e-mail address: the case cannot be invoiced (spec 5). */
export function guardianEmailMissing(view: CaseView): boolean {
  return invoiceInvalidText({ legalGuardian: legalGuardianOf(view) }) !== null;
}

/** Refuses a case whose guardian lacks an e-mail address (409, spec 5). */
export function requireValid(view: CaseView): void {
  if (guardianEmailMissing(view)) throw conflict(GUARDIAN_EMAIL_MISSING);
}

export function requireRegistered(view: { row: { registeredAt: Date | null } }): void {
  if (!view.row.registeredAt) throw conflict(NOT_REGISTERED_MESSAGE);
}

function legalGuardianOf(view: CaseView): TChromebookInvoice['legalGuardian'] {
  const g = view.guardian;
  if (!g) return null;
  return {
    givenName: g.givenName,
    familyName: g.familyName,
    civicNumber: g.civicNumber,
    extension: { email: g.email },
  };
}

/** The case as the API answers it (spec part 2, 3 'Chromebook invoice (case)'). */
export function invoiceOf(ctx: Pick<RequestContext, 'integrations'>, view: CaseView): TChromebookInvoice {
  const { row } = view;
  const legalGuardian = legalGuardianOf(view);
  const studentName = view.student ? `${view.student.givenName} ${view.student.familyName}` : '';
  const invalidText = invoiceInvalidText({ legalGuardian });
  return {
    chromedeviceStatus: view.deviceStatus,
    reference: referenceOf(row.freshserviceId),
    dateRequested: dateInStockholm(row.requestedAt),
    requester: row.requester,
    systemIds: {
      freshservice: String(row.freshserviceId),
      visma: row.vismaInvoiceNumber,
      chromedevice: row.serialNumber,
    },
    student: {
      givenName: view.student?.givenName ?? '',
      familyName: view.student?.familyName ?? '',
      civicNumber: view.student?.civicNumber ?? row.studentCivicNumber,
      extension: { email: view.student?.email ?? null },
    },
    address: view.address,
    legalGuardian,
    category: row.category,
    ...chromebookKronor(row.costOre),
    textHtml: row.textHtml,
    ticketUrl: ctx.integrations.freshservice?.ticketUrl(row.freshserviceId) ?? null,
    location: { costCenter: view.costCenter, name: view.locationName },
    isRegisteredInAdmin: row.registeredAt !== null,
    vismaCustomerId: row.vismaCustomerId,
    isRegisteredInVisma: row.vismaInvoiceId !== null,
    vismaStatus: row.vismaStatus as TVismaStatus | null,
    isChromedeviceDeprovised: row.deprovisionedAt !== null,
    extension: {
      freshserviceId: String(row.freshserviceId),
      vismaInvoiceId: row.vismaInvoiceId,
      lastError: row.lastError,
    },
    costCenter: view.costCenter,
    name: studentName,
    locationName: view.locationName,
    studentMissing: !view.student,
    guardianEmailMissing: invalidText !== null,
    invalidText,
  };
}

/**
 * An outside system failed a step: the case keeps a line for staff to see in the table. Refusals of
 * Kansli's own (4xx) say it themselves; the outside system's own text never goes in.
 */
export async function storeFailure(
  ctx: RequestContext,
  id: number,
  error: unknown,
  message: string,
): Promise<void> {
  if (error instanceof HttpError && error.statusCode < 500) return;
  await updateCase(ctx.db, id, { lastError: message }, ctx.clock.now());
}
