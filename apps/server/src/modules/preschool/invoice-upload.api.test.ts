import { ZLocationCreated } from '@kansli/domain/organisation/locations';
import { invoiceBodyOfGuardian } from '@kansli/domain/preschool/invoice-body';
import { ZCreateInvoiceResponse, ZInvoicePollResponse } from '@kansli/domain/preschool/invoice-create';
import { ZInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { ZVismaCustomerResponse } from '@kansli/domain/preschool/visma-customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context/clock.ts';
import { preschoolGuardians } from '../../db/schema/preschool.ts';
import type { VismaClient } from '../../integrations/visma/client.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import type { RunningJobs } from '../../jobs/job-queue.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { testJobs } from '../../test/jobs.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';
import {
  actOnSandboxInvoice,
  SANDBOX_ARTICLES,
  sandboxInvoicesWith,
  type TestVisma,
  testVisma,
} from '../../test/visma.ts';
import { refreshInvoicePayments } from './invoice-payments.ts';
import { failInvoiceUpload, UploadRefusedError, uploadInvoice } from './invoice-upload.ts';

let t: TestApp;
let visma: VismaClient;
let sandbox: TestVisma['running'];
let another: TestVisma['another'];
let jobs: RunningJobs;
const as = apiAs(() => t.app);

beforeAll(async () => {
  const test = await testVisma();
  visma = test.visma;
  sandbox = test.running;
  another = test.another;
  const { testDatabase } = await import('../../test/database.ts');
  const database = await testDatabase();
  await resetDatabase(database);
  jobs = await testJobs({ database, clock: systemClock, visma, work: true });
  t = await testApp({}, undefined, undefined, visma, jobs.queue);
});
afterAll(async () => {
  await jobs.stop();
  await t.app.close();
  await sandbox.close();
});

const period = systemClock.today().slice(0, 7);
const unit = '/api/preschool/4101';
const jobContext = (client = visma): JobContext => ({
  db: t.database.db,
  clock: systemClock,
  visma: client,
  queue: jobs.queue,
});

let serial = 0;
/** A new guardian of Solrosen who is a customer in the Visma sandbox, with an invoice of the month. */
async function invoicedGuardian(cost = 1500): Promise<{ guardianId: number; invoiceId: number }> {
  serial++;
  const saved = await as('forskolechef').post(
    `${unit}/person`,
    {
      mode: 'create',
      type: 'legalguardian',
      data: {
        given_name: `Uppladdning${serial}`,
        family_name: 'Testsson',
        email: `uppladdning${serial}@hemma.test`,
        phone: '070-123 45 67',
        street_address: 'Storgatan 1',
        postal_code: '114 55',
        city: 'Stockholm',
      },
    },
    ZPreschoolSaveResponse,
  );
  const guardianId = saved.body.id;
  expect(
    (await as('forskolechef').post(`${unit}/invoice/customer/${guardianId}`, {}, ZVismaCustomerResponse))
      .status,
  ).toBe(200);
  const made = await as('forskolechef').post(
    `${unit}/invoice?period=${period}`,
    {
      typeId: 2,
      locationId: 101,
      name: `Förskolan Solrosen 4101 Förskoleavgift ${period}`,
      text: `Period ${period}`,
      reference: `Uppladdning${serial} Testsson`,
      personId: guardianId,
      cost,
      invoiceLines: [
        {
          quantity: '1',
          description: `Förskoleavgift Heltid, ${period}, Alva Testsson`,
          cost,
          note: 'Delad vårdnad ~50%',
        },
      ],
    },
    ZCreateInvoiceResponse,
  );
  expect(made.status).toBe(200);
  return { guardianId, invoiceId: made.body.invoiceId };
}

const setReady = (invoiceId: number | 'all') =>
  as('forskolechef').post(`${unit}/invoice/set-ready`, { invoice_id: invoiceId, period, location_id: 101 });
const poll = (invoiceId: number, at = unit) =>
  as('forskolechef').get(`${at}/invoice/poll/${invoiceId}`, ZInvoicePollResponse);
const invoicesWithReference = (invoiceId: number) =>
  sandboxInvoicesWith(sandbox, `kansli-invoice-${invoiceId}`);
const draftsWithReference = (invoiceId: number) => visma.draftsByReference(`kansli-invoice-${invoiceId}`);

async function numberOf(invoiceId: number, timeoutMs = 15_000, at = unit): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await poll(invoiceId, at);
    if (answer.status !== 200) throw new Error(`poll answered ${answer.status}: ${answer.error?.message}`);
    if (answer.body.vismaInvoiceId) return answer.body.vismaInvoiceId;
    if (Date.now() > until) throw new Error('no Visma number in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the upload of invoices to Visma', () => {
  it('makes one Visma invoice per ready invoice, whose number the poll then answers', async () => {
    const { invoiceId } = await invoicedGuardian(1688);
    expect((await poll(invoiceId)).body).toEqual({ vismaInvoiceId: null });
    expect((await setReady(invoiceId)).status).toBe(200);
    const number = await numberOf(invoiceId);
    const [made, ...more] = await invoicesWithReference(invoiceId);
    expect(more).toEqual([]);
    expect(String(made?.number)).toBe(number);
    // The fee's VAT-exempt article: what the guardian pays is the rows' sum.
    expect(made).toMatchObject({ net_amount: 1688, vat_amount: 0, total_amount: 1688 });
    expect(made?.rows).toEqual([
      expect.objectContaining({
        article_number: '100',
        text: `Förskoleavgift Heltid, ${period}, Alva Testsson (Delad vårdnad ~50%)`,
        unit_price: 1688,
        vat_rate: 0,
      }),
    ]);
  });

  it('makes one Visma invoice each when set-ready for the month is clicked 50 times at once', async () => {
    const invoices = await Promise.all([invoicedGuardian(), invoicedGuardian(), invoicedGuardian()]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => setReady('all')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    for (const { invoiceId } of invoices) {
      await numberOf(invoiceId);
      expect(await invoicesWithReference(invoiceId)).toHaveLength(1);
    }
    // A later click and a later run of the job leave them as they are.
    await setReady('all');
    for (const { invoiceId } of invoices) {
      expect(await uploadInvoice(jobContext(), invoiceId)).toBe('not due');
      expect(await invoicesWithReference(invoiceId)).toHaveLength(1);
    }
  });

  it('finds its draft again after a crash between draft and conversion, and converts it once', async () => {
    const { invoiceId } = await invoicedGuardian();
    await markReadyWithoutJob(invoiceId);
    const crashing: VismaClient = {
      ...visma,
      convertDraft: () => Promise.reject(new Error('the process died here')),
    };
    await expect(uploadInvoice(jobContext(crashing), invoiceId)).rejects.toThrow('the process died here');
    expect(await draftsWithReference(invoiceId)).toHaveLength(1);

    expect(await uploadInvoice(jobContext(), invoiceId)).toBe('uploaded');
    expect(await invoicesWithReference(invoiceId)).toHaveLength(1);
    expect(await draftsWithReference(invoiceId)).toEqual([]);
  });

  it('finds its invoice again after a crash between conversion and storing its number', async () => {
    const { invoiceId } = await invoicedGuardian();
    await markReadyWithoutJob(invoiceId);
    const crashing: VismaClient = {
      ...visma,
      convertDraft: async (draftId, expected) => {
        await visma.convertDraft(draftId, expected);
        throw new Error('the process died here');
      },
    };
    await expect(uploadInvoice(jobContext(crashing), invoiceId)).rejects.toThrow('the process died here');
    expect(await uploadInvoice(jobContext(), invoiceId)).toBe('uploaded');
    const [made, ...more] = await invoicesWithReference(invoiceId);
    expect(more).toEqual([]);
    expect(await numberOf(invoiceId)).toBe(String(made?.number));
  });

  it('stops on a refusal by Visma: the poll answers 502 with the reason, and set-ready tries again', async () => {
    const { guardianId, invoiceId } = await invoicedGuardian();
    const customer = (
      await t.database.db.select().from(preschoolGuardians).where(eq(preschoolGuardians.id, guardianId))
    )[0]?.vismaId;
    await t.database.db
      .update(preschoolGuardians)
      .set({ vismaId: '00000000-0000-4000-8000-000000000000' })
      .where(eq(preschoolGuardians.id, guardianId));
    await setReady(invoiceId);
    const until = Date.now() + 15_000;
    let answer = await poll(invoiceId);
    while (answer.status === 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await poll(invoiceId);
    }
    expect(answer.status).toBe(502);
    expect(answer.error?.message).toBe(
      'Uppladdningen till Visma misslyckades: Visma hittade inte det Kansli frågade efter. Kontrollera att kunden eller fakturan finns i Visma.',
    );
    const list = await as('forskolechef').get(`${unit}/invoice/list?period=${period}`, ZInvoiceListResponse);
    expect(list.body.guardians.find((g) => g.id === guardianId)?.upload_error).toMatch(/^Uppladdningen/);

    await t.database.db
      .update(preschoolGuardians)
      .set({ vismaId: customer })
      .where(eq(preschoolGuardians.id, guardianId));
    expect((await setReady(invoiceId)).status).toBe(200);
    await numberOf(invoiceId);
    expect(await invoicesWithReference(invoiceId)).toHaveLength(1);
  });

  it("refuses for good, making nothing in Visma, when the fee's article cannot be invoiced with", async () => {
    const { invoiceId } = await invoicedGuardian();
    await markReadyWithoutJob(invoiceId);
    // The fee's article is configured as the Chromebook's, whose 25 % VAT staff were not shown.
    const misconfigured = await another({ articles: { ...SANDBOX_ARTICLES, preschoolFee: '200' } });
    const refused = await uploadInvoice(jobContext(misconfigured), invoiceId).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UploadRefusedError);
    await failInvoiceUpload(jobContext(misconfigured), invoiceId, refused);
    expect((await poll(invoiceId)).error?.message).toBe(
      'Uppladdningen till Visma misslyckades: Artikeln 200 för förskoleavgift har momssatsen 25 % i Visma, men Kansli visar 0 %. Ändra artikelns bokföringsmall i Visma eller ändra VISMA_ARTICLE_PRESCHOOL_FEE.',
    );
    expect(await invoicesWithReference(invoiceId)).toEqual([]);
    expect(await draftsWithReference(invoiceId)).toEqual([]);
  });

  it('reads payments from Visma, so an invoice marked paid or credited (voided) there says so', async () => {
    const paid = await invoicedGuardian();
    const voided = await invoicedGuardian();
    await setReady('all');
    await numberOf(paid.invoiceId);
    await numberOf(voided.invoiceId);
    const [paidInVisma] = await invoicesWithReference(paid.invoiceId);
    const [voidedInVisma] = await invoicesWithReference(voided.invoiceId);
    await actOnSandboxInvoice(sandbox, paidInVisma?.id ?? '', 'paid');
    await actOnSandboxInvoice(sandbox, voidedInVisma?.id ?? '', 'credit');

    // The screen's button reads the month's open invoices at once; the job every minute does all.
    const refreshed = await as('forskolechef').post(`${unit}/invoice/refresh-status?period=${period}`, {});
    expect(refreshed.body).toMatchObject({ changed: 2 });
    expect(
      (await as('forskollarare').post(`${unit}/invoice/refresh-status?period=${period}`, {})).status,
    ).toBe(403);
    const list = await as('forskolechef').get(`${unit}/invoice/list?period=${period}`, ZInvoiceListResponse);
    const statusOf = (guardianId: number) =>
      list.body.guardians.find((g) => g.id === guardianId)?.visma_status;
    expect(statusOf(paid.guardianId)).toBe('paid');
    expect(statusOf(voided.guardianId)).toBe('voided');
    expect(await refreshInvoicePayments(jobContext())).toMatchObject({ changed: 0 });
  });

  it('answers the poll only to BILLING at the unit', async () => {
    const { invoiceId } = await invoicedGuardian();
    expect((await as('forskollarare').get(`${unit}/invoice/poll/${invoiceId}`)).status).toBe(403);
    expect((await as('forskolechef').get(`${unit}/invoice/poll/2000000`)).status).toBe(404);
  });
});

describe('a preschool made in Superadmin › Organisation', () => {
  it('invoices its first month to Visma, with staff given their role there', async () => {
    const made = await as('admin').post(
      '/api/organisation/locations',
      {
        parent_id: 100,
        name: 'Förskolan Nyhem',
        business_id: 100,
        cost_center: '4188',
        departments: [{ name: 'Ekorren' }, { name: 'Räven' }],
        communes: ['Solna'],
      },
      ZLocationCreated,
    );
    expect(made.status).toBe(201);
    const locationId = made.body.id;
    const manager = await personIdOf(t.database.db, 'forskolechef@kansli.test');
    const role = { role_id: await roleIdOf(t.database.db, 'Förskolechef'), location_id: locationId };
    expect((await as('admin').post(`/api/person/${manager}/addRole`, role)).status).toBe(200);

    const nyhem = '/api/preschool/4188';
    const guardian = await as('forskolechef').post(
      `${nyhem}/person`,
      {
        mode: 'create',
        type: 'legalguardian',
        data: {
          given_name: 'Nora',
          family_name: 'Nyhem',
          email: 'nora.nyhem@hemma.test',
          phone: '070-222 33 44',
          street_address: 'Nyhemsvägen 2',
          postal_code: '171 50',
          city: 'Solna',
        },
      },
      ZPreschoolSaveResponse,
    );
    const child = await as('forskolechef').post(
      `${nyhem}/person`,
      {
        mode: 'create',
        type: 'child',
        data: { given_name: 'Nils', family_name: 'Nyhem', civic_number: '240315-N001' },
        guardians: [{ id: guardian.body.id, percent: 100 }],
        care_times: [{ start: `${period}-01`, cost: 1688, department: 'Räven', commune: 'Solna' }],
      },
      ZPreschoolSaveResponse,
    );
    expect(child.status).toBe(200);
    const customer = await as('forskolechef').post(
      `${nyhem}/invoice/customer/${guardian.body.id}`,
      {},
      ZVismaCustomerResponse,
    );
    expect(customer.status).toBe(200);

    // The invoice as the screen makes it from the month's list.
    const list = await as('forskolechef').get(`${nyhem}/invoice/list?period=${period}`, ZInvoiceListResponse);
    const [nora] = list.body.guardians;
    if (!nora) throw new Error('no guardian to invoice');
    const body = invoiceBodyOfGuardian(
      { locationId, name: 'Förskolan Nyhem', costCenter: '4188' },
      period,
      nora,
    );
    expect(body).toMatchObject({ name: `Förskolan Nyhem 4188 Förskoleavgift ${period}`, cost: 1688 });
    const invoice = await as('forskolechef').post(
      `${nyhem}/invoice?period=${period}`,
      body,
      ZCreateInvoiceResponse,
    );
    expect(invoice.status).toBe(200);
    const ready = await as('forskolechef').post(`${nyhem}/invoice/set-ready`, {
      invoice_id: invoice.body.invoiceId,
      period,
      location_id: locationId,
    });
    expect(ready.status).toBe(200);
    const number = await numberOf(invoice.body.invoiceId, 15_000, nyhem);
    const [sent] = await invoicesWithReference(invoice.body.invoiceId);
    expect(String(sent?.number)).toBe(number);
    expect(sent).toMatchObject({ total_amount: 1688 });
  });
});

/** Ready in the database, with no job queued: the test runs the upload itself. */
async function markReadyWithoutJob(invoiceId: number) {
  const { preschoolInvoices } = await import('../../db/schema/preschool.ts');
  await t.database.db
    .update(preschoolInvoices)
    .set({ uploadToVisma: true })
    .where(eq(preschoolInvoices.id, invoiceId));
}
