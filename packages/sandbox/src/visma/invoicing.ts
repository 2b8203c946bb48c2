import { randomUUID } from 'node:crypto';
import type { components } from '@kansli/contracts/visma/generated/types';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { kronorFromOre } from '@kansli/domain/money/ore';
import { type RowAmounts, rowAmounts, totalsOf, wholeUnits } from './amounts.ts';
import { invalid } from './errors.ts';
import type {
  CustomerInvoice,
  CustomerInvoiceRow,
  InvoiceDraft,
  InvoiceDraftRow,
  VismaState,
} from './state.ts';

// Invoice drafts made as Visma makes them (rows priced from their articles' VAT codings, totals
// computed) and converted to customer invoices under Visma's date rules and the caller's validation.

type Api = components['schemas'];
export type DraftRequest = Api['CustomerInvoiceDraftApi'];
export type DraftValidation = Api['CustomerInvoiceDraftValidationApi'];

interface PricedRow {
  row: InvoiceDraftRow;
  vatPercent: number;
  amounts: RowAmounts;
}

/** Each row with its VAT rate (its article's coding, in whole percent) and its amounts in öre. */
function priceRows(state: VismaState, rows: InvoiceDraftRow[], includesVat: boolean): PricedRow[] {
  return rows.map((row, index) => {
    if (row.IsTextRow) return { row, vatPercent: 0, amounts: { netOre: 0, vatOre: 0 } };
    const article = state.articles.get(row.ArticleId ?? '');
    const coding = state.codings.get(article?.CodingId ?? '');
    if (!coding) throw invalid(`Rows[${index}].ArticleId does not name an article.`);
    const vatPercent = Math.round(coding.VatRatePercent * 100);
    const amounts = rowAmounts(
      {
        unitPriceOre: Math.round(row.UnitPrice * 100),
        quantityHundredths: Math.round(row.Quantity * 100),
        discountTenThousandths: Math.round(row.DiscountPercentage * 10_000),
        vatPercent,
      },
      includesVat,
    );
    if (!amounts) throw invalid(`Rows[${index}]: the amount is too large.`);
    return { row, vatPercent, amounts };
  });
}

/** A number of the request with at most `decimals` decimals, else Visma's refusal naming the field. */
function withDecimals(value: number, decimals: number, field: string): number {
  if (wholeUnits(value, decimals) === undefined)
    throw invalid(`${field} may have at most ${decimals} decimals.`);
  return value;
}

function draftRow(
  state: VismaState,
  row: Api['CustomerInvoiceDraftRowApi'],
  index: number,
  draft: { includesVat: boolean; replaceUnitPriceWhenZero: boolean },
): InvoiceDraftRow {
  const field = `Rows[${index}]`;
  const common = {
    Id: randomUUID(),
    LineNumber: row.LineNumber ?? index + 1,
    IsTextRow: row.IsTextRow,
    ReversedConstructionServicesVatFree: row.ReversedConstructionServicesVatFree,
  };
  // The company does not invoice construction services, so no article of it has reverse VAT charge.
  if (row.ReversedConstructionServicesVatFree)
    throw invalid(
      `${field}.ReversedConstructionServicesVatFree may be true only for articles with reverse VAT charge.`,
    );
  if (row.IsTextRow) {
    return {
      ...common,
      ArticleId: null,
      ArticleNumber: null,
      Text: row.Text ?? '',
      UnitPrice: 0,
      DiscountPercentage: 0,
      Quantity: 0,
      UnitAbbreviation: null,
    };
  }
  if (row.ArticleId === undefined) throw invalid(`${field}.ArticleId is required when IsTextRow is false.`);
  const article = state.articles.get(row.ArticleId.toLowerCase());
  if (!article?.IsActive) throw invalid(`${field}.ArticleId does not name an active article.`);
  const given = row.UnitPrice ?? 0;
  const unitPrice =
    given === 0 && draft.replaceUnitPriceWhenZero
      ? draft.includesVat
        ? article.GrossPrice
        : article.NetPrice
      : withDecimals(given, 2, `${field}.UnitPrice`);
  return {
    ...common,
    ArticleId: article.Id,
    ArticleNumber: article.Number,
    Text: row.Text ?? article.Name,
    UnitPrice: unitPrice,
    DiscountPercentage: withDecimals(row.DiscountPercentage ?? 0, 4, `${field}.DiscountPercentage`),
    Quantity: withDecimals(row.Quantity ?? 0, 2, `${field}.Quantity`),
    UnitAbbreviation: article.UnitAbbreviation,
  };
}

/** Visma writes a date as a local date and time without a zone. */
export const vismaDate = (date: string) => `${date}T00:00:00`;

/** A new draft from a request the contract has passed; throws Visma's refusal of what it states in words. */
export function createDraft(
  state: VismaState,
  request: DraftRequest,
  company: { ShowPricesExclVatPC: boolean; UsesRotReducedInvoicing: boolean },
): InvoiceDraft {
  const customer = state.customers.get(request.CustomerId.toLowerCase());
  if (!customer) throw invalid('CustomerId does not name a customer.');
  if (request.RotReducedInvoicingType !== 0 && !company.UsesRotReducedInvoicing)
    throw invalid('RotReducedInvoicingType must be 0: the company does not use ROT or RUT invoicing.');
  const includesVat = customer.IsPrivatePerson && !company.ShowPricesExclVatPC;
  const replaceUnitPriceWhenZero = request.ReplaceUnitPriceWhenZero ?? false;
  const rows = (request.Rows ?? []).map((row, index) =>
    draftRow(state, row, index, { includesVat, replaceUnitPriceWhenZero }),
  );
  const totals = totalsOf(priceRows(state, rows, includesVat));
  const totalAmount = kronorFromOre(totals.netOre + totals.vatOre);
  const totalVatAmount = kronorFromOre(totals.vatOre);
  const draft: InvoiceDraft = {
    Id: randomUUID(),
    CustomerId: customer.Id,
    CreatedUtc: new Date().toISOString(),
    IsCreditInvoice: request.IsCreditInvoice ?? false,
    RotReducedInvoicingType: request.RotReducedInvoicingType,
    EuThirdParty: request.EuThirdParty,
    YourReference: request.YourReference ?? null,
    OurReference: request.OurReference ?? null,
    InvoiceCustomerName: customer.Name,
    InvoiceAddress1: request.InvoiceAddress1 ?? customer.InvoiceAddress1,
    InvoicePostalCode: customer.InvoicePostalCode,
    InvoiceCity: customer.InvoiceCity,
    InvoiceCountryCode: customer.InvoiceCountryCode,
    InvoiceCurrencyCode: 'SEK',
    CustomerIsPrivatePerson: customer.IsPrivatePerson,
    CustomerNumber: customer.CustomerNumber,
    InvoiceDate: request.InvoiceDate ? vismaDate(request.InvoiceDate.slice(0, 10)) : null,
    IncludesVat: includesVat,
    Rows: rows,
    TotalAmount: totalAmount,
    TotalVatAmount: totalVatAmount,
    TotalRoundings: 0,
    TotalAmountBaseCurrency: totalAmount,
    TotalVatAmountBaseCurrency: totalVatAmount,
  };
  state.drafts.set(draft.Id, draft);
  return draft;
}

/** Refuses the convert when a property the caller asked to validate differs from the draft's. */
function checkValidation(validation: DraftValidation, priced: PricedRow[], netOre: number, vatOre: number) {
  const expect = (field: string, given: number | undefined, ore: number) => {
    if (given !== undefined && wholeUnits(given, 2) !== ore)
      throw invalid(
        `Validation failed: ${field} is ${kronorFromOre(ore).toFixed(2)} on the draft, not ${given.toFixed(2)}.`,
      );
  };
  expect('TotalAmountInvoiceCurrency', validation.TotalAmountInvoiceCurrency, netOre + vatOre);
  expect('TotalVatAmountInvoiceCurrency', validation.TotalVatAmountInvoiceCurrency, vatOre);
  expect('TotalRoundingsInvoiceCurrency', validation.TotalRoundingsInvoiceCurrency, 0);
  (validation.Rows ?? []).forEach((expected, index) => {
    if (expected.LineNumber === undefined)
      throw invalid(`Rows[${index}].LineNumber is required to match a row.`);
    const match = priced.find(({ row }) => row.LineNumber === expected.LineNumber);
    if (!match)
      throw invalid(`Validation failed: the draft has no row with LineNumber ${expected.LineNumber}.`);
    const { netOre: rowNet, vatOre: rowVat } = match.amounts;
    const at = `Rows[${index}] (LineNumber ${expected.LineNumber})`;
    expect(`${at}.TotalAmountNoVatInvoiceCurrency`, expected.TotalAmountNoVatInvoiceCurrency, rowNet);
    expect(
      `${at}.TotalAmountIncVatInvoiceCurrency`,
      expected.TotalAmountIncVatInvoiceCurrency,
      rowNet + rowVat,
    );
  });
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The invoice a draft becomes; the draft is gone after it. Its date: with keepOriginalDraftDate the
 * draft's (or, without one, the day it was made); otherwise the draft's when in the future, else today.
 */
export function convertDraft(
  state: VismaState,
  draft: InvoiceDraft,
  validation: DraftValidation,
  keepOriginalDraftDate: boolean,
  today: string,
): CustomerInvoice {
  const priced = priceRows(state, draft.Rows, draft.IncludesVat);
  if (priced.length === 0) throw invalid('An invoice draft without rows cannot be converted.');
  const totals = totalsOf(priced);
  checkValidation(validation, priced, totals.netOre, totals.vatOre);
  const customer = state.customers.get(draft.CustomerId);
  const terms = state.terms.get(customer?.TermsOfPaymentId ?? '');
  const draftDate = draft.InvoiceDate?.slice(0, 10) ?? null;
  const invoiceDate = keepOriginalDraftDate
    ? (draftDate ?? dateInStockholm(new Date(draft.CreatedUtc)))
    : draftDate !== null && draftDate > today
      ? draftDate
      : today;
  const total = kronorFromOre(totals.netOre + totals.vatOre);
  const now = new Date().toISOString();
  const invoice: CustomerInvoice = {
    Id: randomUUID(),
    InvoiceNumber: state.nextInvoiceNumber(),
    IsCreditInvoice: draft.IsCreditInvoice,
    ReferringInvoiceId: null,
    CreatedFromDraftId: draft.Id,
    CustomerId: draft.CustomerId,
    CustomerNumber: draft.CustomerNumber,
    InvoiceCustomerName: draft.InvoiceCustomerName,
    InvoiceAddress1: draft.InvoiceAddress1,
    InvoicePostalCode: draft.InvoicePostalCode,
    InvoiceCity: draft.InvoiceCity,
    InvoiceCountryCode: draft.InvoiceCountryCode,
    CustomerIsPrivatePerson: draft.CustomerIsPrivatePerson,
    CustomerEmail: customer?.EmailAddress ?? null,
    TermsOfPaymentId: terms?.Id ?? customer?.TermsOfPaymentId ?? '',
    EuThirdParty: draft.EuThirdParty,
    RotReducedInvoicingType: draft.RotReducedInvoicingType,
    YourReference: draft.YourReference,
    OurReference: draft.OurReference,
    CurrencyCode: 'SEK',
    CurrencyRate: 1,
    IncludesVat: draft.IncludesVat,
    InvoiceDate: vismaDate(invoiceDate),
    DueDate: vismaDate(addDays(invoiceDate, terms?.NumberOfDays ?? 30)),
    Rows: priced.map(({ row, vatPercent, amounts }) => invoiceRow(row, vatPercent, amounts.netOre)),
    VatSpecification: [...totals.byRate].map(([percent, amounts]) => ({
      AmountInvoiceCurrency: kronorFromOre(amounts.netOre),
      VatAmountInvoiceCurrency: kronorFromOre(amounts.vatOre),
      VatPercent: percent / 100,
    })),
    TotalAmount: total,
    TotalVatAmount: kronorFromOre(totals.vatOre),
    TotalRoundings: 0,
    TotalAmountInvoiceCurrency: total,
    TotalVatAmountInvoiceCurrency: kronorFromOre(totals.vatOre),
    SetOffAmountInvoiceCurrency: 0,
    RemainingAmount: total,
    RemainingAmountInvoiceCurrency: total,
    CreatedUtc: now,
    ModifiedUtc: now,
  };
  state.drafts.delete(draft.Id);
  state.invoices.set(invoice.Id, invoice);
  return invoice;
}

function invoiceRow(row: InvoiceDraftRow, vatPercent: number, netOre: number): CustomerInvoiceRow {
  return {
    Id: randomUUID(),
    LineNumber: row.LineNumber,
    ArticleId: row.ArticleId,
    ArticleNumber: row.ArticleNumber,
    IsTextRow: row.IsTextRow,
    Text: row.Text,
    UnitPrice: row.UnitPrice,
    DiscountPercentage: row.DiscountPercentage,
    Quantity: row.Quantity,
    AmountNoVat: kronorFromOre(netOre),
    PercentVat: vatPercent / 100,
    IsVatFree: !row.IsTextRow && vatPercent === 0,
    IsWorkCost: false,
    UnitAbbreviation: row.UnitAbbreviation,
  };
}
