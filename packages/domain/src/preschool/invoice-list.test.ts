import { describe, expect, it } from 'vitest';
import { carePeriod, child } from './fee-engine.fixtures.ts';
import { invoicePreviewsForMonth } from './fee-engine.ts';
import { type InvoiceListInput, invoiceListOfUnit } from './invoice-list.ts';

const guardian = (id: number, given_name: string, family_name: string) => ({
  id,
  given_name,
  family_name,
  email: `${given_name.toLowerCase()}@hemma.test`,
  phone: '070-123 45 67',
  street_address: 'Storgatan 1',
  postal_code: '114 55',
  city: 'Stockholm',
  visma_id: null,
});

const alva = child([carePeriod('2025-08-01', null, 203_500)], {
  id: 1,
  name: 'Alva Öberg',
  guardians: [
    { id: 10, percent: 33 },
    { id: 11, percent: 67 },
  ],
});
const bo = child([carePeriod('2026-05-01', null, 150_000)], {
  id: 2,
  name: 'Bo Ek',
  guardians: [{ id: 12, percent: 100 }],
});

const invoiceOfBo = {
  id: 5,
  period: '2026-03',
  name: 'Cecilia Ek',
  text: 'Förskoleavgift mars 2026',
  cost_sum: 0,
  currency: 'SEK',
  visma_id: 'V-1',
  visma_status: 'open' as const,
  invoice_lines: [],
};

function input(invoices: InvoiceListInput['invoices'] = []): InvoiceListInput {
  const previews = invoicePreviewsForMonth([alva, bo], '2026-03');
  return {
    period: '2026-03',
    guardians: [guardian(11, 'Åsa', 'Öberg'), guardian(10, 'Erik', 'Öberg'), guardian(12, 'Cecilia', 'Ek')],
    children: [
      { id: 1, given_name: 'Alva', family_name: 'Öberg' },
      { id: 2, given_name: 'Bo', family_name: 'Ek' },
    ],
    lines: [...previews.values()].flatMap((preview) => preview.guardian_lines),
    invoices,
  };
}

describe('the invoice list of a unit', () => {
  it('lists the paying guardians by name with their children, lines and amounts that add up', () => {
    const list = invoiceListOfUnit(input());
    expect(list.guardians.map((g) => [g.given_name, g.invoice_cost, g.children])).toEqual([
      ['Erik', 672, [{ id: 1, given_name: 'Alva', family_name: 'Öberg', percent: 33 }]],
      ['Åsa', 1363, [{ id: 1, given_name: 'Alva', family_name: 'Öberg', percent: 67 }]],
    ]);
    expect(list.guardians[0]?.invoice_lines).toEqual([
      expect.objectContaining({ cost: 672, status_message: 'Delad vårdnad ~33%', child_name: 'Alva Öberg' }),
    ]);
    expect(list.guardians[0]).toMatchObject({
      invoice_id: null,
      has_invoice: false,
      visma_status: '',
      invoices: [],
    });
    expect(list.summary).toEqual({ guardians: 2, children: 1, cost: 2035 });
  });

  it('drops a guardian whose lines cost nothing, unless the month has an invoice for it already', () => {
    expect(invoiceListOfUnit(input()).guardians.map((g) => g.id)).not.toContain(12);
    const withInvoice = invoiceListOfUnit(
      input([{ guardian_id: 12, upload_to_visma: true, upload_error: null, invoice: invoiceOfBo }]),
    );
    expect(withInvoice.guardians.find((g) => g.id === 12)).toMatchObject({
      invoice_id: 5,
      has_invoice: true,
      upload_to_visma: true,
      visma_invoice_id: 'V-1',
      visma_status: 'open',
      invoice_cost: 0,
      invoices: [invoiceOfBo],
    });
  });
});
