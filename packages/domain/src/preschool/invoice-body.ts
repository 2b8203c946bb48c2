// The calculated invoice bodies of a unit's month (spec 3, 5.6, 9): what goes to the accounting system.

import type { GuardianLine } from './invoice-line.ts';

/** The accounting system's invoice type for preschool fees. */
export const PRESCHOOL_INVOICE_TYPE_ID = 2;

export interface InvoiceBodyLine {
  quantity: '1';
  description: string;
  /** Whole kronor. */
  cost: number;
  note: string;
}

export interface CalculatedInvoiceBody {
  typeId: 2;
  locationId: number;
  name: string;
  text: string;
  /** The guardian's name. */
  reference: string;
  personId: number;
  /** Whole kronor, the sum of the guardian's lines. */
  cost: number;
  invoiceLines: InvoiceBodyLine[];
}

/** A guardian of the month's invoice list (invoice-list.ts) with the lines it pays. */
export interface GuardianToInvoice {
  id: number;
  given_name: string;
  family_name: string;
  invoice_lines: Omit<GuardianLine, 'guardian_id' | 'care_time_id' | 'custody_percent'>[];
}

// One collator for every comparison: Swedish order puts å, ä, ö after z.
const swedish = new Intl.Collator('sv');

/**
 * The calculated body of a guardian's invoice (spec 3, 9): only the lines that cost something, by child
 * then period. Which guardians are invoiced (more than 0 kr) is the invoice list's rule.
 */
export function invoiceBodyOfGuardian(
  unit: { locationId: number; name: string; costCenter: string },
  month: string,
  guardian: GuardianToInvoice,
): CalculatedInvoiceBody {
  const invoiceLines = guardian.invoice_lines
    .filter((line) => line.cost !== 0)
    .sort(byChildThenSortOrder)
    .map(invoiceBodyLine);
  return {
    typeId: PRESCHOOL_INVOICE_TYPE_ID,
    locationId: unit.locationId,
    name: `${unit.name} ${unit.costCenter} Förskoleavgift ${month}`,
    text: `Period ${month}`,
    reference: `${guardian.given_name} ${guardian.family_name}`,
    personId: guardian.id,
    cost: invoiceLines.reduce((sum, line) => sum + line.cost, 0),
    invoiceLines,
  };
}

export function invoiceBodyLine(
  line: Pick<GuardianLine, 'care_time' | 'period' | 'child_name' | 'cost' | 'status_message'>,
): InvoiceBodyLine {
  return {
    quantity: '1',
    description: `Förskoleavgift ${line.care_time}, ${line.period}, ${line.child_name}`,
    cost: line.cost,
    note: line.status_message,
  };
}

function byChildThenSortOrder(
  a: Pick<GuardianLine, 'child_name' | 'child_id' | 'sort_order'>,
  b: Pick<GuardianLine, 'child_name' | 'child_id' | 'sort_order'>,
): number {
  return (
    swedish.compare(a.child_name, b.child_name) || a.child_id - b.child_id || a.sort_order - b.sort_order
  );
}
