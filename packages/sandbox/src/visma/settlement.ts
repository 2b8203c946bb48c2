import { randomUUID } from 'node:crypto';
import { vismaDate } from './invoicing.ts';
import type { CustomerInvoice, VismaState } from './state.ts';

// What becomes of a customer invoice on the sandbox's page: paid in full, or credited by a credit
// invoice set off against it; and how an invoice stands, told from Visma's fields alone.

/**
 * open: something is left to pay; paid: nothing is, and nothing was set off; credited: a credit invoice
 * was set off against it; credit: it is a credit invoice.
 */
export type InvoiceStatus = 'open' | 'paid' | 'credited' | 'credit';

export function invoiceStatus(invoice: CustomerInvoice): InvoiceStatus {
  if (invoice.IsCreditInvoice) return 'credit';
  if (invoice.RemainingAmount !== 0) return 'open';
  return invoice.SetOffAmountInvoiceCurrency !== 0 ? 'credited' : 'paid';
}

/** Payment in full: nothing is left to pay. Only an open invoice is paid. */
export function markPaid(invoice: CustomerInvoice): void {
  if (invoiceStatus(invoice) !== 'open') return;
  invoice.RemainingAmount = 0;
  invoice.RemainingAmountInvoiceCurrency = 0;
  invoice.ModifiedUtc = new Date().toISOString();
}

/**
 * Credits an open invoice as Visma does: a credit invoice of the negative amounts referring to it,
 * set off against it so that neither has anything left to pay.
 */
export function creditInvoice(
  state: VismaState,
  invoice: CustomerInvoice,
  today: string,
): CustomerInvoice | undefined {
  if (invoiceStatus(invoice) !== 'open') return undefined;
  const now = new Date().toISOString();
  const negative = (amount: number) => (amount === 0 ? 0 : -amount);
  const credit: CustomerInvoice = {
    ...invoice,
    Id: randomUUID(),
    InvoiceNumber: state.nextInvoiceNumber(),
    IsCreditInvoice: true,
    ReferringInvoiceId: invoice.Id,
    CreatedFromDraftId: null,
    InvoiceDate: vismaDate(today),
    DueDate: vismaDate(today),
    Rows: invoice.Rows.map((row) => ({
      ...row,
      Id: randomUUID(),
      Quantity: negative(row.Quantity),
      AmountNoVat: negative(row.AmountNoVat),
    })),
    VatSpecification: invoice.VatSpecification.map((vat) => ({
      ...vat,
      AmountInvoiceCurrency: negative(vat.AmountInvoiceCurrency),
      VatAmountInvoiceCurrency: negative(vat.VatAmountInvoiceCurrency),
    })),
    TotalAmount: negative(invoice.TotalAmount),
    TotalVatAmount: negative(invoice.TotalVatAmount),
    TotalAmountInvoiceCurrency: negative(invoice.TotalAmountInvoiceCurrency),
    TotalVatAmountInvoiceCurrency: negative(invoice.TotalVatAmountInvoiceCurrency),
    SetOffAmountInvoiceCurrency: negative(invoice.RemainingAmountInvoiceCurrency),
    RemainingAmount: 0,
    RemainingAmountInvoiceCurrency: 0,
    CreatedUtc: now,
    ModifiedUtc: now,
  };
  invoice.SetOffAmountInvoiceCurrency = invoice.RemainingAmountInvoiceCurrency;
  invoice.RemainingAmount = 0;
  invoice.RemainingAmountInvoiceCurrency = 0;
  invoice.ModifiedUtc = now;
  state.invoices.set(credit.Id, credit);
  return credit;
}
