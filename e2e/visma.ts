import { type APIRequestContext, expect } from '@playwright/test';

/** The Visma stand-in's page: on the port after the app's (playwright.config.ts). */
export const vismaSandboxUrl = (baseURL: string | undefined) =>
  `http://127.0.0.1:${Number(new URL(baseURL ?? '').port) + 1}/sandbox`;

export interface VismaPageInvoice {
  number: number;
  customer_name: string;
  your_reference: string | null;
  rows: {
    article_number: string | null;
    text: string;
    unit_price: number;
    quantity: number;
    vat_rate: number;
  }[];
  net_amount: number;
  vat_amount: number;
  total_amount: number;
  status: string;
}

/** The invoices in the Visma stand-in, as its page answers them in JSON. */
export async function vismaInvoices(request: APIRequestContext, baseURL: string | undefined) {
  const answer = await request.get(vismaSandboxUrl(baseURL), { headers: { accept: 'application/json' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { invoices: VismaPageInvoice[] }).invoices;
}
