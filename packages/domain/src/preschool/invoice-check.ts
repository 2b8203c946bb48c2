import { z } from 'zod';
import { ZMonth } from '../calendar/schemas.ts';
import { careRunsInMonth, overlappingPeriods } from './care-period.ts';
import { type ChildInput, invoicePreviewsForMonth } from './fee-engine.ts';

// GET /api/preschool/{cost_center}/invoice/check?period=YYYY-MM: what would make the month's invoices
// wrong, for staff to correct before they create them. Names are in the answer, which only a user with
// BILLING at the unit gets; the messages never hold one.

export const ZInvoiceCheckQuery = z.object({ period: ZMonth });

/** The kinds of problem, in the order a person's problems are listed. */
export const INVOICE_PROBLEM_KINDS = [
  'child_without_guardian',
  'child_without_cost',
  'shares_not_100',
  'overlapping_care',
  'guardian_without_email',
  'guardian_without_address',
] as const;
export type InvoiceProblemKind = (typeof INVOICE_PROBLEM_KINDS)[number];

export const ZInvoiceProblem = z.object({
  kind: z.enum(INVOICE_PROBLEM_KINDS),
  person_type: z.enum(['child', 'legalguardian']),
  person_id: z.number().int(),
  /** Given name and family name. */
  name: z.string(),
  cost_center: z.string(),
  message: z.string(),
});
export type TInvoiceProblem = z.infer<typeof ZInvoiceProblem>;

export const ZInvoiceCheckResponse = z.object({ problems: z.array(ZInvoiceProblem) });
export type TInvoiceCheckResponse = z.infer<typeof ZInvoiceCheckResponse>;

export const INVOICE_PROBLEM_MESSAGE = {
  child_without_guardian: 'Barnet saknar vårdnadshavare',
  child_without_cost: 'Barnet saknar kostnad för månaden',
  overlapping_care: 'Barnet har överlappande omsorgsperioder',
  guardian_without_email: 'Vårdnadshavaren saknar e-postadress',
  guardian_without_address: 'Vårdnadshavaren saknar adress',
} as const satisfies Partial<Record<InvoiceProblemKind, string>>;
export const sharesNot100Message = (sum: number) => `Vårdnadshavarnas andelar är ${sum} %, inte 100 %`;

/** A child of the unit as the fee engine takes it, with its name in parts for the answer. */
export interface CheckedChild extends ChildInput {
  given_name: string;
  family_name: string;
}

export interface CheckedGuardian {
  id: number;
  given_name: string;
  family_name: string;
  email: string;
  street_address: string;
  postal_code: string;
  city: string;
}

export interface InvoiceCheckInput {
  costCenter: string;
  /** The unit's children, active or not. */
  children: CheckedChild[];
  /** At least the guardians linked to those children. */
  guardians: CheckedGuardian[];
}

const swedish = new Intl.Collator('sv');
const isBlank = (text: string) => text.trim() === '';

/**
 * The problems of a unit's month, by family name and given name in Swedish order (namesakes kept
 * apart), then by kind. Whether a guardian is invoiced is the fee engine's answer, as in the invoice
 * list: its lines of the month cost more than 0 kr.
 */
export function invoiceProblemsOfMonth(input: InvoiceCheckInput, period: string): TInvoiceCheckResponse {
  const found: (TInvoiceProblem & { sortName: string })[] = [];
  const report = (
    kind: InvoiceProblemKind,
    person: { id: number; given_name: string; family_name: string },
    message: string,
  ) =>
    found.push({
      kind,
      person_type: kind.startsWith('guardian_') ? 'legalguardian' : 'child',
      person_id: person.id,
      name: `${person.given_name} ${person.family_name}`,
      cost_center: input.costCenter,
      message,
      sortName: `${person.family_name} ${person.given_name}`,
    });

  for (const child of input.children) {
    const inMonth = child.carePeriods.filter((p) => careRunsInMonth(p, period));
    if (child.active && inMonth.length > 0 && child.guardians.length === 0) {
      report('child_without_guardian', child, INVOICE_PROBLEM_MESSAGE.child_without_guardian);
    }
    if (child.active && inMonth.some((p) => p.costOre === null)) {
      report('child_without_cost', child, INVOICE_PROBLEM_MESSAGE.child_without_cost);
    }
    const shares = child.guardians.reduce((sum, g) => sum + g.percent, 0);
    if (child.active && child.guardians.length > 0 && shares !== 100) {
      report('shares_not_100', child, sharesNot100Message(shares));
    }
    if (overlappingPeriods(child.carePeriods)) {
      report('overlapping_care', child, INVOICE_PROBLEM_MESSAGE.overlapping_care);
    }
  }

  const invoiced = new Map<number, number>();
  for (const preview of invoicePreviewsForMonth(input.children, period).values()) {
    for (const line of preview.guardian_lines) {
      invoiced.set(line.guardian_id, (invoiced.get(line.guardian_id) ?? 0) + line.cost);
    }
  }
  for (const guardian of input.guardians) {
    if ((invoiced.get(guardian.id) ?? 0) <= 0) continue;
    if (isBlank(guardian.email)) {
      report('guardian_without_email', guardian, INVOICE_PROBLEM_MESSAGE.guardian_without_email);
    }
    if ([guardian.street_address, guardian.postal_code, guardian.city].some(isBlank)) {
      report('guardian_without_address', guardian, INVOICE_PROBLEM_MESSAGE.guardian_without_address);
    }
  }

  const kindOrder = (kind: InvoiceProblemKind) => INVOICE_PROBLEM_KINDS.indexOf(kind);
  found.sort(
    (a, b) =>
      swedish.compare(a.sortName, b.sortName) ||
      a.person_type.localeCompare(b.person_type) ||
      a.person_id - b.person_id ||
      kindOrder(a.kind) - kindOrder(b.kind),
  );
  return { problems: found.map(({ sortName: _sortName, ...problem }) => problem) };
}
