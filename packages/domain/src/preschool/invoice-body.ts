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

export interface UnitInvoiceInput {
  unit: { locationId: number; name: string; costCenter: string };
  month: string;
  /** name = 'Given Family', used as the invoice reference. */
  guardians: { id: number; name: string }[];
  /** All guardian lines of the unit's children this month. */
  lines: GuardianLine[];
}

// One collator for every comparison: Swedish order puts å, ä, ö after z.
const swedish = new Intl.Collator('sv');

export function invoiceBodiesForUnit(input: UnitInvoiceInput): CalculatedInvoiceBody[] {
  const linesByGuardian = new Map<number, GuardianLine[]>();
  for (const line of input.lines) {
    const lines = linesByGuardian.get(line.guardian_id);
    if (lines) lines.push(line);
    else linesByGuardian.set(line.guardian_id, [line]);
  }
  const guardianIds = new Set(input.guardians.map((guardian) => guardian.id));
  for (const guardianId of linesByGuardian.keys()) {
    // Billing lines without knowing whom to address them to would lose money silently.
    if (!guardianIds.has(guardianId))
      throw new RangeError(`guardian ${guardianId} has lines but is not listed`);
  }

  const name = `${input.unit.name} ${input.unit.costCenter} Förskoleavgift ${input.month}`;
  const text = `Period ${input.month}`;
  const bodies: CalculatedInvoiceBody[] = [];
  for (const guardian of [...input.guardians].sort(byNameThenId)) {
    const lines = linesByGuardian.get(guardian.id);
    if (!lines) continue;
    linesByGuardian.delete(guardian.id); // a guardian listed twice is invoiced once
    const cost = lines.reduce((sum, line) => sum + line.cost, 0);
    if (cost <= 0) continue;
    bodies.push({
      typeId: PRESCHOOL_INVOICE_TYPE_ID,
      locationId: input.unit.locationId,
      name,
      text,
      reference: guardian.name,
      personId: guardian.id,
      cost,
      invoiceLines: lines
        .filter((line) => line.cost !== 0)
        .sort(byChildThenSortOrder)
        .map(invoiceBodyLine),
    });
  }
  return bodies;
}

export function invoiceBodyLine(line: GuardianLine): InvoiceBodyLine {
  return {
    quantity: '1',
    description: `Förskoleavgift ${line.care_time}, ${line.period}, ${line.child_name}`,
    cost: line.cost,
    note: line.status_message,
  };
}

function byNameThenId(a: { id: number; name: string }, b: { id: number; name: string }): number {
  return swedish.compare(a.name, b.name) || a.id - b.id;
}

function byChildThenSortOrder(a: GuardianLine, b: GuardianLine): number {
  return (
    swedish.compare(a.child_name, b.child_name) || a.child_id - b.child_id || a.sort_order - b.sort_order
  );
}
