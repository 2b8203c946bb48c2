// What an invoice line of a child or a guardian is (spec 3 and 4.3); the fee engine computes them.

import type { CareTime } from './fee-input.ts';

/** Invoice line types as bits, so a status filter is a mask (spec 4.3). */
export const LINE_TYPE = {
  inactive: 1,
  issued: 2,
  expired: 4,
  invalid: 8,
  first_month: 16,
  last_month: 32,
  ok: 64,
} as const;
export type LineTypeName = keyof typeof LINE_TYPE;
export type LineType = (typeof LINE_TYPE)[LineTypeName];

/** The status filter mask that lets every line type through. */
export const ALL_LINE_TYPES = 127;

export const LINE_TYPE_LABEL: Record<LineTypeName, string> = {
  inactive: 'Inte aktiv',
  issued: 'Start',
  expired: 'Slut',
  invalid: 'Ej giltig',
  first_month: 'Första månaden',
  last_month: 'Sista månaden',
  ok: 'Faktureras',
};

/** The label of a type bit. */
export const labelOfType = new Map<number, string>(
  (Object.keys(LINE_TYPE) as LineTypeName[]).map((name) => [LINE_TYPE[name], LINE_TYPE_LABEL[name]]),
);

/** The types whose lines carry a cost and produce guardian lines. */
export const BILLED_LINE_TYPES = LINE_TYPE.first_month | LINE_TYPE.last_month | LINE_TYPE.ok;

export interface InvoiceLine {
  /** One LINE_TYPE bit. */
  type: number;
  /** LINE_TYPE_LABEL of the type. */
  status: string;
  status_message: string;
  /** Position among the child's lines, ordered by period start, 0-based. */
  sort_order: number;
  care_time: CareTime | null;
  care_time_id: number | null;
  /** The billed day range 'YYYY-MM-DD – YYYY-MM-DD'; '' when nothing is billed. */
  period: string;
  name: string;
  /** Whole kronor for the child at full custody; 0 when not billed. */
  cost: number;
  month: string;
  /** The billed share of the month in whole percent; 0 when not billed. */
  percent: number;
  /** The billed days of the month (1..D) for the validity bars; [] when not billed. */
  segments: { from: number; to: number }[];
}

export interface GuardianLine extends InvoiceLine {
  guardian_id: number;
  child_id: number;
  child_name: string;
  custody_percent: number;
}

export interface ChildInvoicePreview {
  /** OR of the types of the child's lines. */
  invoice_status: number;
  /** Sum of the child's line costs, whole kronor. */
  invoice_cost: number;
  invoice_lines: InvoiceLine[];
  /** One per guardian per billed line, zero costs included: the invoice body builder filters them. */
  guardian_lines: GuardianLine[];
}

export const FEE_LINE_NAME = { single: 'Avgift', earlier: 'Tidigare kostnad', later: 'Ny kostnad' } as const;
