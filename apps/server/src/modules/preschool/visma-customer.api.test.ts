import {
  NO_CUSTOMER_MESSAGE,
  SEVERAL_CUSTOMERS_MESSAGE,
  VISMA_NOT_SET_UP_MESSAGE,
  ZVismaCustomerResponse,
} from '@kansli/domain/preschool/visma-customer';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { SEEDED_CUSTOMER_EMAIL, SHARED_CUSTOMER_EMAIL } from '@kansli/sandbox/visma/state';
import type { VismaSandbox } from '@kansli/sandbox/visma/visma-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preschoolGuardians } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { testVisma } from '../../test/visma.ts';

let t: TestApp;
let withoutVisma: TestApp;
let running: RunningSandbox<VismaSandbox>;
const as = apiAs(() => t.app);
const asWithoutVisma = apiAs(() => withoutVisma.app);

beforeAll(async () => {
  const test = await testVisma();
  running = test.running;
  t = await testApp({}, undefined, undefined, test.visma);
  withoutVisma = await testApp();
});
afterAll(async () => {
  await t.app.close();
  await withoutVisma.app.close();
  await running.close();
});

/** A demo guardian of Förskolan Solrosen (4101) with this e-mail address, or the first without a customer. */
async function guardianWith(email?: string) {
  const guardians = await t.database.db
    .select()
    .from(preschoolGuardians)
    .where(eq(preschoolGuardians.locationId, 101));
  const guardian = email
    ? guardians.find((g) => g.email === email)
    : guardians.find((g) => ![SEEDED_CUSTOMER_EMAIL, SHARED_CUSTOMER_EMAIL].includes(g.email) && !g.vismaId);
  if (!guardian) throw new Error(`no demo guardian ${email ?? 'without a customer'} at Solrosen`);
  return guardian;
}

const customerUrl = (id: number | string, costCenter = '4101') =>
  `/api/preschool/${costCenter}/invoice/customer/${id}`;

describe('a guardian’s customer in Visma', () => {
  it('is found by e-mail address and linked to the guardian', async () => {
    const saga = await guardianWith(SEEDED_CUSTOMER_EMAIL);
    const found = await as('forskolechef').get(customerUrl(saga.id), ZVismaCustomerResponse);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      vismaId: expect.any(String),
      name: 'Saga Claesson',
      customerNumber: expect.any(String),
    });
    const [stored] = await t.database.db
      .select()
      .from(preschoolGuardians)
      .where(eq(preschoolGuardians.id, saga.id));
    expect(stored?.vismaId).toBe(found.body.vismaId);
  });

  it('is not guessed when two active customers share the address: 409, and the address stays out of the answer', async () => {
    const ludvig = await guardianWith(SHARED_CUSTOMER_EMAIL);
    const answer = await as('forskolechef').get(customerUrl(ludvig.id));
    expect(answer.status).toBe(409);
    expect(answer.error?.message).toBe(SEVERAL_CUSTOMERS_MESSAGE);
    expect(answer.response.body).not.toContain(SHARED_CUSTOMER_EMAIL);
    // Nor is one created beside them.
    expect((await as('forskolechef').post(customerUrl(ludvig.id), undefined)).status).toBe(409);
  });

  it('is 404 when Visma has none, and is created once however many times it is asked for', async () => {
    const guardian = await guardianWith();
    const missing = await as('forskolechef').get(customerUrl(guardian.id));
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(NO_CUSTOMER_MESSAGE);

    const before = running.sandbox.state.customers.size;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        as('forskolechef').post(customerUrl(guardian.id), undefined, ZVismaCustomerResponse),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.body.vismaId)).size).toBe(1);
    // One answer says it made the customer; the others found it made.
    expect(answers.filter((a) => a.body.created).length).toBe(1);
    expect(running.sandbox.state.customers.size).toBe(before + 1);
    const customer = running.sandbox.state.customers.get(answers[0]?.body.vismaId ?? '');
    expect(customer).toMatchObject({
      Name: `${guardian.givenName} ${guardian.familyName}`,
      EmailAddress: guardian.email,
      InvoiceAddress1: guardian.streetAddress,
      InvoicePostalCode: guardian.postalCode,
      InvoiceCity: guardian.city,
    });
    expect(
      (await as('forskolechef').get(customerUrl(guardian.id), ZVismaCustomerResponse)).body.vismaId,
    ).toBe(customer?.Id);
  });

  it('needs preschool BILLING at the unit, and a guardian of the unit', async () => {
    const saga = await guardianWith(SEEDED_CUSTOMER_EMAIL);
    expect((await as('forskollarare').get(customerUrl(saga.id))).status).toBe(403);
    expect((await as('forskollarare').post(customerUrl(saga.id), undefined)).status).toBe(403);
    expect((await as('forskolechef').get(customerUrl(saga.id, '4102'))).status).toBe(403);
    expect((await as('forskolechef').get(customerUrl(2_000_000))).status).toBe(404);
    expect((await as('forskolechef').get(customerUrl('abc'))).status).toBe(400);
  });

  it('says so when Visma fails or is not set up', async () => {
    const guardian = await guardianWith();
    running.sandbox.control.failNext(5, 500);
    const failed = await as('forskolechef').get(customerUrl(guardian.id));
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('Visma svarar inte just nu. Försök igen om en stund.');
    running.sandbox.control.reset();

    const notSetUp = await asWithoutVisma('forskolechef').get(customerUrl(guardian.id));
    expect(notSetUp.status).toBe(503);
    expect(notSetUp.error?.message).toBe(VISMA_NOT_SET_UP_MESSAGE);
  });
});
