import { ZGuardianInvoicesResponse } from '@kansli/domain/preschool/guardian-invoices';
import {
  INVOICE_EXISTS_MESSAGE,
  NO_VISMA_CUSTOMER_MESSAGE,
  ZCreateInvoiceResponse,
  ZInvoiceResponse,
  ZSetReadyResponse,
} from '@kansli/domain/preschool/invoice-create';
import { ZInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preschoolGuardians } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { type TestVisma, testVisma } from '../../test/visma.ts';

let t: TestApp;
const as = apiAs(() => t.app);
let visma: TestVisma;
beforeAll(async () => {
  visma = await testVisma();
  t = await testApp({}, undefined, undefined, visma.visma);
  await resetDatabase(t.database);
});
afterAll(async () => {
  await t.app.close();
  await visma.running.close();
});

let serial = 0;
/** A guardian of Solrosen, a customer in Visma unless told otherwise. */
async function newGuardian(customer = true): Promise<number> {
  serial++;
  const saved = await as('forskolechef').post(
    '/api/preschool/4101/person',
    {
      mode: 'create',
      type: 'legalguardian',
      data: {
        given_name: `Faktura${serial}`,
        family_name: 'Testsson',
        email: `faktura${serial}@hemma.test`,
        phone: '070-123 45 67',
        street_address: 'Storgatan 1',
        postal_code: '114 55',
        city: 'Stockholm',
      },
    },
    ZPreschoolSaveResponse,
  );
  if (customer) {
    await t.database.db
      .update(preschoolGuardians)
      .set({ vismaId: `kund-${serial}` })
      .where(eq(preschoolGuardians.id, saved.body.id));
  }
  return saved.body.id;
}

const body = (personId: number, cost = 1500) => ({
  typeId: 2,
  locationId: 101,
  name: 'Förskolan Solrosen 4101 Förskoleavgift 2026-03',
  text: 'Period 2026-03',
  reference: 'Faktura Testsson',
  personId,
  cost,
  invoiceLines: [
    {
      quantity: '1',
      description: 'Förskoleavgift Heltid, 2026-03-01 – 2026-03-31, Alva Testsson',
      cost,
      note: '',
    },
  ],
});
const create = (payload: unknown, period = '2026-03') =>
  as('forskolechef').post(`/api/preschool/4101/invoice?period=${period}`, payload, ZCreateInvoiceResponse);

describe('invoices of the month', () => {
  it('are made from the calculated body, once per guardian and month, and read back', async () => {
    const guardian = await newGuardian();
    const made = await create(body(guardian));
    expect(made.status).toBe(200);
    const again = await create(body(guardian));
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ message: INVOICE_EXISTS_MESSAGE, id: made.body.invoiceId });

    const read = await as('forskolechef').get(
      `/api/preschool/4101/invoice/${made.body.invoiceId}`,
      ZInvoiceResponse,
    );
    expect(read.body).toEqual({
      id: made.body.invoiceId,
      period: '2026-03',
      name: 'Förskolan Solrosen 4101 Förskoleavgift 2026-03',
      text: 'Period 2026-03',
      cost: 1500,
      invoice_lines: [
        {
          line_number: 1,
          description: 'Förskoleavgift Heltid, 2026-03-01 – 2026-03-31, Alva Testsson',
          cost: 1500,
          note: '',
        },
      ],
    });
    const list = await as('forskolechef').get(
      '/api/preschool/4101/invoice/list?period=2026-03',
      ZInvoiceListResponse,
    );
    expect(list.body.guardians.find((g) => g.id === guardian)).toMatchObject({
      invoice_id: made.body.invoiceId,
      has_invoice: true,
      upload_to_visma: false,
      visma_id: expect.stringMatching(/^kund-/),
    });
  });

  it("are named in the invoice list's `invoices` of their guardian as the guardian's invoices name them", async () => {
    const guardian = await newGuardian();
    const listed = async () =>
      (
        await as('forskolechef').get('/api/preschool/4101/invoice/list?period=2026-03', ZInvoiceListResponse)
      ).body.guardians.find((g) => g.id === guardian);
    const made = await create(body(guardian, 1200));
    const [invoice] = (
      await as('forskolechef').get(`/api/preschool/4101/invoices/${guardian}`, ZGuardianInvoicesResponse)
    ).body.invoices;
    expect(invoice).toMatchObject({ id: made.body.invoiceId, period: '2026-03', cost_sum: 1200 });
    expect((await listed())?.invoices).toEqual([invoice]);

    const withoutInvoice = (
      await as('forskolechef').get('/api/preschool/4101/invoice/list?period=2026-03', ZInvoiceListResponse)
    ).body.guardians.filter((g) => !g.has_invoice);
    expect(withoutInvoice.every((g) => g.invoices.length === 0)).toBe(true);
  });

  it('are made once when the same button is clicked 50 times at once', async () => {
    const guardian = await newGuardian();
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(body(guardian))));
    const made = answers.filter((a) => a.status === 200);
    expect(made).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.error?.id)).toEqual(
      Array(49).fill(made[0]?.body.invoiceId),
    );
  });

  it('need a guardian who is a customer in Visma, a body that adds up, and BILLING at the unit', async () => {
    const notCustomer = await newGuardian(false);
    const refused = await create(body(notCustomer));
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(NO_VISMA_CUSTOMER_MESSAGE);

    const guardian = await newGuardian();
    const wrongSum = await create({ ...body(guardian), cost: 1499 });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.error?.message).toBe('cost: cost must be the sum of the invoice lines');
    expect((await create({ ...body(guardian), locationId: 102 })).status).toBe(400);
    expect((await create(body(guardian), '2026-13')).status).toBe(400);
    expect((await create({ ...body(guardian), typeId: 3 })).status).toBe(400);
    expect(
      (await as('forskollarare').post('/api/preschool/4101/invoice?period=2026-03', body(guardian))).status,
    ).toBe(403);
    expect((await as('forskollarare').get('/api/preschool/4101/invoice/1')).status).toBe(403);
    expect((await as('forskolechef').get('/api/preschool/4101/invoice/2000000')).status).toBe(404);
  });

  it('are marked ready for Visma one at a time or all of the month', async () => {
    const first = (await create(body(await newGuardian()), '2026-04')).body.invoiceId;
    const second = (await create(body(await newGuardian()), '2026-04')).body.invoiceId;
    const ready = (payload: unknown, who: 'forskolechef' | 'forskollarare' = 'forskolechef') =>
      as(who).post('/api/preschool/4101/invoice/set-ready', payload, ZSetReadyResponse);

    expect((await ready({ invoice_id: first, period: '2026-04', location_id: 101 })).body).toEqual({
      ready: 1,
    });
    const list = await as('forskolechef').get(
      '/api/preschool/4101/invoice/list?period=2026-04',
      ZInvoiceListResponse,
    );
    expect(list.body.guardians.filter((g) => g.upload_to_visma).map((g) => g.invoice_id)).toEqual([first]);
    expect((await ready({ invoice_id: 'all', period: '2026-04', location_id: 101 })).body).toEqual({
      ready: 2,
    });
    expect(second).toBeGreaterThan(0);

    expect((await ready({ invoice_id: first, period: '2026-04', location_id: 102 })).status).toBe(400);
    expect((await ready({ invoice_id: first, period: '2026-05', location_id: 101 })).status).toBe(404);
    expect((await ready({ invoice_id: 'some', period: '2026-04', location_id: 101 })).status).toBe(400);
    expect(
      (await ready({ invoice_id: 'all', period: '2026-04', location_id: 101 }, 'forskollarare')).status,
    ).toBe(403);
  });

  it('are not marked ready where Visma is not configured, which is said in words', async () => {
    const invoiceId = (await create(body(await newGuardian()), '2026-06')).body.invoiceId;
    const withoutVisma = await testApp();
    try {
      const answer = await apiAs(() => withoutVisma.app)('forskolechef').post(
        '/api/preschool/4101/invoice/set-ready',
        { invoice_id: invoiceId, period: '2026-06', location_id: 101 },
      );
      expect(answer.status).toBe(503);
      expect(answer.error?.message).toBe(VISMA_NOT_SET_UP_MESSAGE);
    } finally {
      await withoutVisma.app.close();
    }
    const list = await as('forskolechef').get(
      '/api/preschool/4101/invoice/list?period=2026-06',
      ZInvoiceListResponse,
    );
    expect(list.body.guardians.find((g) => g.invoice_id === invoiceId)?.upload_to_visma).toBe(false);
  });
});
