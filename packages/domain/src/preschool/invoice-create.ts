import { z } from 'zod';
import { ZMonth } from '../calendar/schemas.ts';
import { ZId } from '../http/id.ts';
import { PRESCHOOL_INVOICE_TYPE_ID } from './invoice-body.ts';

// POST /api/preschool/{cost_center}/invoice?period=YYYY-MM (spec 3 'Calculated invoice body', 4.6, 5.6,
// 7.4): the guardian's invoice of the month, from the calculated body the screen shows (staff may edit
// it). GET …/invoice/{invoice_id} answers it; POST …/invoice/set-ready marks invoices ready for Visma.

/** No month's preschool fee of one guardian comes near this. */
const MAX_INVOICE_KRONOR = 1_000_000;

const ZKronor = z.number().int('whole kronor').min(0).max(MAX_INVOICE_KRONOR);

export const ZInvoiceBodyLine = z.object({
  quantity: z.literal('1'),
  description: z.string().trim().min(1).max(300),
  cost: ZKronor,
  note: z.string().max(200).default(''),
});

export const ZCalculatedInvoiceBody = z
  .object({
    typeId: z.literal(PRESCHOOL_INVOICE_TYPE_ID),
    locationId: ZId,
    name: z.string().trim().min(1).max(200),
    text: z.string().trim().min(1).max(200),
    reference: z.string().trim().max(200),
    personId: ZId,
    cost: ZKronor,
    invoiceLines: z.array(ZInvoiceBodyLine).min(1).max(100),
  })
  .refine((body) => body.cost === body.invoiceLines.reduce((sum, line) => sum + line.cost, 0), {
    message: 'cost must be the sum of the invoice lines',
    path: ['cost'],
  });
export type TCalculatedInvoiceBody = z.infer<typeof ZCalculatedInvoiceBody>;

export const ZInvoicePeriodQuery = z.object({ period: ZMonth });

export const ZCreateInvoiceResponse = z.object({ invoiceId: z.number().int() });

/** 409: the guardian has an invoice of the month; its id is given. */
export const INVOICE_EXISTS_MESSAGE = 'Vårdnadshavaren har redan en faktura för månaden';
/** 409: an invoice is made only for a guardian who is a customer in Visma (spec 5.6). */
export const NO_VISMA_CUSTOMER_MESSAGE = 'Vårdnadshavaren är inte kund i Visma ännu';

export const ZInvoiceResponse = z.object({
  id: z.number().int(),
  period: z.string(),
  name: z.string(),
  text: z.string(),
  cost: z.number(),
  invoice_lines: z.array(
    z.object({ line_number: z.number().int(), description: z.string(), cost: z.number(), note: z.string() }),
  ),
});
export type TInvoiceResponse = z.infer<typeof ZInvoiceResponse>;

export const ZSetReadyBody = z.object({
  /** One invoice, or 'all' of the month at the unit. */
  invoice_id: z.union([ZId, z.literal('all')]),
  period: ZMonth,
  location_id: ZId,
});

export const ZSetReadyResponse = z.object({ ready: z.number().int() });

/** POST …/invoice/refresh-status?period=YYYY-MM: the month's open invoices read from Visma now. */
export const ZRefreshStatusResponse = z.object({ checked: z.number().int(), changed: z.number().int() });

/** GET …/invoice/poll/{invoice_id}: Visma's invoice number once the upload made one, else null. */
export const ZInvoicePollResponse = z.object({ vismaInvoiceId: z.string().nullable() });
