import { randomUUID } from 'node:crypto';
import type { components } from '@kansli/contracts/visma/generated/types';

// What the Visma sandbox holds, each record in Visma's own field names (PascalCase) and answered as it
// is stored, so the client reads exactly what Visma answers. Visma writes null for a field without a
// value; so do these records.

type Api = components['schemas'];
/** A record of Visma's type T: only its fields, each of them possibly null. */
type Answer<T> = { -readonly [K in keyof T]?: T[K] | null };
/** 0 normal, 1 ROT, 2 RUT. */
type RotReducedInvoicingType = Api['CustomerInvoiceDraftApi']['RotReducedInvoicingType'];

export interface Customer {
  Id: string;
  CustomerNumber: string;
  Name: string;
  EmailAddress: string | null;
  InvoiceAddress1: string | null;
  InvoicePostalCode: string;
  InvoiceCity: string;
  InvoiceCountryCode: string;
  IsActive: boolean;
  IsPrivatePerson: boolean;
  TermsOfPaymentId: string;
}

export interface TermsOfPayment {
  Id: string;
  Name: string;
  NumberOfDays: number;
  TermsOfPaymentTypeId: number;
  AvailableForSales: boolean;
  AvailableForPurchase: boolean;
}

export interface ArticleAccountCoding {
  Id: string;
  Name: string;
  NameEnglish: string;
  Type: string;
  VatRate: string;
  /** A fraction: 0.25 is 25 %. */
  VatRatePercent: number;
  IsActive: boolean;
  DomesticSalesSubjectToVatAccountNumber: number;
  DomesticSalesVatExemptAccountNumber: number;
}

export interface Article {
  Id: string;
  IsActive: boolean;
  Number: string;
  Name: string;
  NameEnglish: string;
  NetPrice: number;
  GrossPrice: number;
  CodingId: string;
  CodingName: string;
  UnitId: string;
  UnitName: string;
  UnitAbbreviation: string;
  CreatedUtc: string;
  ChangedUtc: string;
}

export interface InvoiceDraftRow {
  Id: string;
  LineNumber: number;
  ArticleId: string | null;
  ArticleNumber: string | null;
  IsTextRow: boolean;
  Text: string;
  UnitPrice: number;
  DiscountPercentage: number;
  Quantity: number;
  ReversedConstructionServicesVatFree: boolean;
  UnitAbbreviation: string | null;
}

export interface InvoiceDraft {
  Id: string;
  CustomerId: string;
  CreatedUtc: string;
  IsCreditInvoice: boolean;
  RotReducedInvoicingType: RotReducedInvoicingType;
  EuThirdParty: boolean;
  YourReference: string | null;
  OurReference: string | null;
  InvoiceCustomerName: string;
  InvoiceAddress1: string | null;
  InvoicePostalCode: string;
  InvoiceCity: string;
  InvoiceCountryCode: string;
  InvoiceCurrencyCode: string;
  CustomerIsPrivatePerson: boolean;
  CustomerNumber: string;
  /** As Visma writes a date: 'YYYY-MM-DDT00:00:00'; null when the draft was made without one. */
  InvoiceDate: string | null;
  IncludesVat: boolean;
  Rows: InvoiceDraftRow[];
  TotalAmount: number;
  TotalVatAmount: number;
  TotalRoundings: number;
  TotalAmountBaseCurrency: number;
  TotalVatAmountBaseCurrency: number;
}

export interface CustomerInvoiceRow {
  Id: string;
  LineNumber: number;
  ArticleId: string | null;
  ArticleNumber: string | null;
  IsTextRow: boolean;
  Text: string;
  UnitPrice: number;
  DiscountPercentage: number;
  Quantity: number;
  /** Kronor, negative on a credit invoice. */
  AmountNoVat: number;
  /** A fraction: 0.25 is 25 %. */
  PercentVat: number;
  IsVatFree: boolean;
  IsWorkCost: boolean;
  UnitAbbreviation: string | null;
}

export interface CustomerInvoice {
  Id: string;
  InvoiceNumber: number;
  IsCreditInvoice: boolean;
  /** The invoice a credit invoice credits. */
  ReferringInvoiceId: string | null;
  CreatedFromDraftId: string | null;
  CustomerId: string;
  CustomerNumber: string;
  InvoiceCustomerName: string;
  InvoiceAddress1: string | null;
  InvoicePostalCode: string;
  InvoiceCity: string;
  InvoiceCountryCode: string;
  CustomerIsPrivatePerson: boolean;
  CustomerEmail: string | null;
  TermsOfPaymentId: string;
  EuThirdParty: boolean;
  RotReducedInvoicingType: RotReducedInvoicingType;
  YourReference: string | null;
  OurReference: string | null;
  CurrencyCode: string;
  CurrencyRate: number;
  IncludesVat: boolean;
  InvoiceDate: string;
  DueDate: string;
  Rows: CustomerInvoiceRow[];
  VatSpecification: { AmountInvoiceCurrency: number; VatAmountInvoiceCurrency: number; VatPercent: number }[];
  TotalAmount: number;
  TotalVatAmount: number;
  TotalRoundings: number;
  TotalAmountInvoiceCurrency: number;
  TotalVatAmountInvoiceCurrency: number;
  /** What a credit invoice set off against this invoice (positive), or the credit invoice's own (negative). */
  SetOffAmountInvoiceCurrency: number;
  RemainingAmount: number;
  RemainingAmountInvoiceCurrency: number;
  CreatedUtc: string;
  ModifiedUtc: string;
}

/** True when record R has only fields of Visma's type V, each of V's type or null. */
type Fits<R, V> = [Exclude<keyof R, keyof V>] extends [never] ? (R extends Answer<V> ? true : false) : false;
type Holds<T extends true> = T;
/** The compiler holds each record to its Visma type, field for field. */
export type RecordsFitTheContract = [
  Holds<Fits<Customer, Api['CustomerApi']>>,
  Holds<Fits<TermsOfPayment, Api['TermsOfPaymentApi']>>,
  Holds<Fits<ArticleAccountCoding, Api['ArticleAccountCodingAPI']>>,
  Holds<Fits<Article, Api['ArticleApi']>>,
  Holds<Fits<InvoiceDraftRow, Api['CustomerInvoiceDraftRowApi']>>,
  Holds<Fits<Omit<InvoiceDraft, 'Rows'>, Api['CustomerInvoiceDraftApi']>>,
  Holds<Fits<CustomerInvoiceRow, Api['CustomerInvoiceRowApi']>>,
  Holds<Fits<Omit<CustomerInvoice, 'Rows'>, Api['CustomerInvoiceApi']>>,
];

export const THIRTY_DAYS: TermsOfPayment = {
  Id: '8f9a8f7e-3b8e-4d4e-9a8c-30d000000030',
  Name: '30 dagar netto',
  NumberOfDays: 30,
  TermsOfPaymentTypeId: 0,
  AvailableForSales: true,
  AvailableForPurchase: true,
};

const PIECES = { UnitId: '5c1b6f1e-6f4e-4b7a-9d3e-0000000000a1', UnitName: 'Styck', UnitAbbreviation: 'st' };

export const VAT_EXEMPT_CODING: ArticleAccountCoding = {
  Id: '2d0c6c70-6b1a-4f5e-8f3c-000000000000',
  Name: 'Momsfri försäljning',
  NameEnglish: 'VAT exempt sales',
  Type: 'Service',
  VatRate: '0%',
  VatRatePercent: 0,
  IsActive: true,
  DomesticSalesSubjectToVatAccountNumber: 3004,
  DomesticSalesVatExemptAccountNumber: 3004,
};

export const STANDARD_VAT_CODING: ArticleAccountCoding = {
  Id: '2d0c6c70-6b1a-4f5e-8f3c-000000000025',
  Name: 'Försäljning varor 25 %',
  NameEnglish: 'Sales of goods 25 %',
  Type: 'Goods',
  VatRate: '25%',
  VatRatePercent: 0.25,
  IsActive: true,
  DomesticSalesSubjectToVatAccountNumber: 3001,
  DomesticSalesVatExemptAccountNumber: 3004,
};

/** The company the sandbox keeps the books of: fictional, Swedish, prices excluding VAT by default. */
export function companySettings(options: { showPricesExclVatPC: boolean }) {
  return {
    Name: 'Solrosen Utbildning AB',
    Email: 'ekonomi@solrosen.test',
    Phone: '08-123 456 70',
    Address1: 'Kyrkogatan 1',
    PostalCode: '114 43',
    City: 'Stockholm',
    CountryCode: 'SE',
    CurrencyCode: 'SEK',
    CorporateIdentityNumber: '556000-0000',
    VatCode: 'SE556000000001',
    BankGiro: '000-0000',
    TermsOfPaymentId: THIRTY_DAYS.Id,
    ProductVariant: 1,
    TypeOfBusiness: 1,
    CompanyStatus: 1,
    ShowPricesExclVatPC: options.showPricesExclVatPC,
    DomesticCurrencyRounding: 0,
    UsesRotReducedInvoicing: false,
    UsesReverseConstructionVat: false,
    UsesPaymentReferenceNumber: false,
    KeepOriginalDraftDate: false,
  } satisfies Answer<Api['CompanySettingsApi']>;
}

/**
 * Demo guardians of Förskolan Solrosen in the seed of the demo data, both invoiced in the months around
 * November 2026: one is a customer already, and two active customers share the other's e-mail address
 * (Visma allows it; Kansli must refuse to guess).
 */
export const SEEDED_CUSTOMER_EMAIL = 'saga.claesson@hemma.test';
export const SHARED_CUSTOMER_EMAIL = 'ludvig.abdi@hemma.test';

export class VismaState {
  customers = new Map<string, Customer>();
  terms = new Map<string, TermsOfPayment>([[THIRTY_DAYS.Id, THIRTY_DAYS]]);
  codings = new Map<string, ArticleAccountCoding>(
    [VAT_EXEMPT_CODING, STANDARD_VAT_CODING].map((coding) => [coding.Id, coding]),
  );
  articles = new Map<string, Article>();
  drafts = new Map<string, InvoiceDraft>();
  invoices = new Map<string, CustomerInvoice>();
  #nextCustomerNumber = 1001;
  #nextInvoiceNumber = 5001;

  /** The company's terms, codings and articles, and with `demoCustomers` the demo guardians as customers. */
  constructor({ demoCustomers }: { demoCustomers: boolean }) {
    this.addArticle('100', 'Förskoleavgift', 'Preschool fee', VAT_EXEMPT_CODING, 0);
    this.addArticle('200', 'Chromebook', 'Chromebook', STANDARD_VAT_CODING, 2_000);
    if (!demoCustomers) return;
    this.addCustomer({
      Name: 'Saga Claesson',
      EmailAddress: SEEDED_CUSTOMER_EMAIL,
      InvoiceAddress1: 'Kyrkogatan 50',
      InvoicePostalCode: '114 43',
      InvoiceCity: 'Stockholm',
    });
    for (const name of ['Ludvig Abdi', 'Ludvig Abdi (gammal)']) {
      this.addCustomer({
        Name: name,
        EmailAddress: SHARED_CUSTOMER_EMAIL,
        InvoiceAddress1: 'Kyrkogatan 50',
        InvoicePostalCode: '114 43',
        InvoiceCity: 'Stockholm',
      });
    }
  }

  addCustomer(
    fields: Pick<Customer, 'Name' | 'InvoicePostalCode' | 'InvoiceCity'> & Partial<Customer>,
  ): Customer {
    const customer: Customer = {
      Id: randomUUID(),
      CustomerNumber: String(this.#nextCustomerNumber++),
      EmailAddress: null,
      InvoiceAddress1: null,
      InvoiceCountryCode: 'SE',
      IsActive: true,
      IsPrivatePerson: true,
      TermsOfPaymentId: THIRTY_DAYS.Id,
      ...fields,
    };
    this.customers.set(customer.Id, customer);
    return customer;
  }

  addArticle(
    number: string,
    name: string,
    nameEnglish: string,
    coding: ArticleAccountCoding,
    netPrice: number,
  ): Article {
    const now = new Date().toISOString();
    const article: Article = {
      Id: randomUUID(),
      IsActive: true,
      Number: number,
      Name: name,
      NameEnglish: nameEnglish,
      NetPrice: netPrice,
      GrossPrice: Math.round(netPrice * (1 + coding.VatRatePercent) * 100) / 100,
      CodingId: coding.Id,
      CodingName: coding.Name,
      ...PIECES,
      CreatedUtc: now,
      ChangedUtc: now,
    };
    this.articles.set(article.Id, article);
    return article;
  }

  nextInvoiceNumber(): number {
    return this.#nextInvoiceNumber++;
  }
}
