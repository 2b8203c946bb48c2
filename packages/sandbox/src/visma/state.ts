import { randomUUID } from 'node:crypto';

// What the Visma sandbox holds: customers, terms of payment, invoice drafts and customer invoices, in
// Visma's own field names (PascalCase), so the client reads exactly what Visma answers.

export interface Customer {
  Id: string;
  CustomerNumber: string;
  Name: string;
  EmailAddress: string | null;
  InvoiceAddress1: string | null;
  InvoicePostalCode: string;
  InvoiceCity: string;
  IsActive: boolean;
  IsPrivatePerson: boolean;
  TermsOfPaymentId: string;
}

export interface TermsOfPayment {
  Id: string;
  Name: string;
  NumberOfDays: number;
}

export interface InvoiceRow {
  LineNumber: number;
  Text: string;
  UnitPrice: number;
  Quantity: number;
  IsTextRow: boolean;
}

export interface InvoiceDraft {
  Id: string;
  CustomerId: string;
  InvoiceDate: string;
  YourReference: string | null;
  Rows: InvoiceRow[];
  TotalAmount: number;
}

export interface CustomerInvoice {
  Id: string;
  InvoiceNumber: number;
  CustomerId: string;
  InvoiceDate: string;
  DueDate: string;
  YourReference: string | null;
  Rows: InvoiceRow[];
  TotalAmount: number;
  RemainingAmount: number;
  IsCreditInvoice: boolean;
  /** Not in Visma's answer: the sandbox page's 'void' leaves the invoice with nothing to pay. */
  voided: boolean;
}

export const THIRTY_DAYS = {
  Id: '8f9a8f7e-3b8e-4d4e-9a8c-30d000000030',
  Name: '30 dagar netto',
  NumberOfDays: 30,
};

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
  drafts = new Map<string, InvoiceDraft>();
  invoices = new Map<string, CustomerInvoice>();
  #nextCustomerNumber = 1001;
  #nextInvoiceNumber = 5001;

  constructor() {
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
      IsActive: true,
      IsPrivatePerson: true,
      TermsOfPaymentId: THIRTY_DAYS.Id,
      ...fields,
    };
    this.customers.set(customer.Id, customer);
    return customer;
  }

  nextInvoiceNumber(): number {
    return this.#nextInvoiceNumber++;
  }
}
