import { GUARDIAN_NOT_AT_UNIT_MESSAGE, INVOICE_NOT_AT_UNIT_MESSAGE } from '@kansli/domain/http/messages';
import type { TInvoiceProblem } from '@kansli/domain/preschool/invoice-check';
import { NO_CUSTOMER_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { HttpResponse, http } from 'msw';
import type { SavedInvoice } from '@/features/preschool/api/get-invoice.ts';
import type { InvoiceGuardian, InvoiceList } from '@/features/preschool/api/get-invoice-list.ts';
import { apiError } from '@/test/server.ts';

// Guardians of Förskolan Solrosen (4101, location 101) in November 2026, and a small fake of the
// invoice endpoints that remembers what the panel created.

type Line = InvoiceGuardian['invoice_lines'][number];

export function line(childId: number, childName: string, fields: Partial<Line> = {}): Line {
  return {
    type: 64,
    status: 'Faktureras',
    status_message: 'Faktureras',
    sort_order: 0,
    care_time: 'Heltid',
    period: '2026-11-01 – 2026-11-30',
    name: 'Avgift',
    cost: 1688,
    month: '2026-11',
    percent: 100,
    segments: [{ from: 1, to: 30 }],
    child_id: childId,
    child_name: childName,
    custody_percent: 100,
    ...fields,
  };
}

export function guardian(
  id: number,
  given_name: string,
  family_name: string,
  fields: Partial<InvoiceGuardian> = {},
): InvoiceGuardian {
  const lines = fields.invoice_lines ?? [line(id * 10, `Barn${id} ${family_name}`)];
  return {
    id,
    given_name,
    family_name,
    email: `${given_name.toLowerCase()}@hemma.test`,
    phone: '070-123 45 67',
    street_address: 'Storgatan 1',
    postal_code: '114 55',
    city: 'Stockholm',
    visma_id: null,
    invoice_id: null,
    has_invoice: false,
    upload_to_visma: false,
    visma_invoice_id: null,
    visma_status: '',
    upload_error: null,
    invoice_cost: lines.reduce((sum, l) => sum + l.cost, 0),
    children: lines.map((l) => ({
      id: l.child_id,
      given_name: l.child_name.split(' ')[0] ?? '',
      family_name,
      percent: l.custody_percent,
    })),
    invoice_lines: lines,
    invoices: [],
    ...fields,
  };
}

/** Sara pays 30 % of Ella's fee and 0 kr of a child without cost; no customer in Visma yet. */
export const sara = guardian(2, 'Sara', 'Berg', {
  email: 'sara.berg@hemma.test',
  invoice_lines: [
    line(1, 'Ella Berg', { status_message: 'Delad vårdnad ~30%', cost: 506, custody_percent: 30 }),
    line(9, 'Olle Berg', { type: 8, status: 'Ej giltig', status_message: 'Saknar kostnad', cost: 0 }),
  ],
});
export const johan = guardian(3, 'Johan', 'Berg', {
  visma_id: 'c-3',
  invoice_lines: [
    line(1, 'Ella Berg', { status_message: 'Delad vårdnad ~70%', cost: 1182, custody_percent: 70 }),
  ],
});
export const anna = guardian(4, 'Anna', 'Ek', { visma_id: 'c-4' });
export const lars = guardian(5, 'Lars', 'Lind', {
  visma_id: 'c-5',
  invoice_id: 50,
  has_invoice: true,
  upload_to_visma: true,
  visma_invoice_id: '10050',
  visma_status: 'paid',
});

export function summaryOf(guardians: readonly InvoiceGuardian[]): InvoiceList['summary'] {
  return {
    guardians: guardians.length,
    children: new Set(guardians.flatMap((g) => g.children.map((c) => c.id))).size,
    cost: guardians.reduce((sum, g) => sum + g.invoice_cost, 0),
  };
}

/** Visma's customer of a guardian: its number is 10000 + the guardian's id. */
export const customerOf = (g: InvoiceGuardian) => ({
  vismaId: g.visma_id ?? `c-${g.id}`,
  name: `${g.given_name} ${g.family_name}`,
  customerNumber: String(10000 + g.id),
});

/** The invoice endpoints over a month's guardians; invoices made are kept and listed. */
export function fakeInvoicing(initial: readonly InvoiceGuardian[], problems: TInvoiceProblem[] = []) {
  const state = {
    guardians: initial.map((g) => ({ ...g })),
    problems,
    nextInvoiceId: 500,
    createdBodies: [] as unknown[],
  };
  const byId = (id: unknown) => state.guardians.find((g) => g.id === Number(id));
  const base = '/api/preschool/:costCenter/invoice';
  const handlers = [
    http.get(`${base}/list`, ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '';
      const list: InvoiceList = { period, summary: summaryOf(state.guardians), guardians: state.guardians };
      return HttpResponse.json(list);
    }),
    http.get(`${base}/check`, () => HttpResponse.json({ problems: state.problems })),
    http.get(`${base}/:invoiceId`, ({ params }) => {
      // 'list' and 'check' are paths of their own, above.
      if (!/^\d+$/.test(String(params.invoiceId))) return undefined;
      const owner = state.guardians.find((g) => g.invoice_id === Number(params.invoiceId));
      if (!owner) return apiError(404, INVOICE_NOT_AT_UNIT_MESSAGE);
      const invoice: SavedInvoice = {
        id: Number(params.invoiceId),
        period: '2026-11',
        name: 'Förskolan Solrosen 4101 Förskoleavgift 2026-11',
        text: 'Period 2026-11',
        cost: owner.invoice_cost,
        invoice_lines: owner.invoice_lines
          .filter((l) => l.cost !== 0)
          .map((l, index) => ({
            line_number: index + 1,
            description: `Rad ${l.child_name}`,
            cost: l.cost,
            note: '',
          })),
      };
      return HttpResponse.json(invoice);
    }),
    http.post(base, async ({ request }) => {
      const body = (await request.json()) as { personId: number };
      state.createdBodies.push(body);
      const owner = byId(body.personId);
      if (!owner) return apiError(404, GUARDIAN_NOT_AT_UNIT_MESSAGE);
      owner.invoice_id = state.nextInvoiceId++;
      owner.has_invoice = true;
      return HttpResponse.json({ invoiceId: owner.invoice_id });
    }),
    http.post(`${base}/set-ready`, async ({ request }) => {
      const body = (await request.json()) as { invoice_id: number | 'all' };
      let ready = 0;
      for (const g of state.guardians) {
        if (g.invoice_id !== null && (body.invoice_id === 'all' || body.invoice_id === g.invoice_id)) {
          g.upload_to_visma = true;
          g.upload_error = null;
          ready++;
        }
      }
      return HttpResponse.json({ ready });
    }),
    http.get(`${base}/customer/:personId`, ({ params }) => {
      const owner = byId(params.personId);
      if (!owner?.visma_id) return apiError(404, NO_CUSTOMER_MESSAGE);
      return HttpResponse.json(customerOf(owner));
    }),
    http.post(`${base}/customer/:personId`, ({ params }) => {
      const owner = byId(params.personId);
      if (!owner) return apiError(404, GUARDIAN_NOT_AT_UNIT_MESSAGE);
      owner.visma_id ??= `c-${owner.id}`;
      return HttpResponse.json(customerOf(owner));
    }),
    http.post(`${base}/refresh-status`, () => {
      // Visma says every open invoice is paid now.
      const open = state.guardians.filter((g) => g.visma_status === 'open');
      for (const g of open) g.visma_status = 'paid';
      return HttpResponse.json({ checked: open.length, changed: open.length });
    }),
    http.get(`${base}/poll/:invoiceId`, ({ params }) => {
      const owner = state.guardians.find((g) => g.invoice_id === Number(params.invoiceId));
      return HttpResponse.json({ vismaInvoiceId: owner?.visma_invoice_id ?? null });
    }),
  ];
  return { state, handlers };
}
