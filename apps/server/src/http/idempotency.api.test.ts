import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preschoolGuardians } from '../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../test/app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let serial = 0;
/** A guardian create: guardians have no civic number, so the key is what keeps them single. */
function guardian() {
  serial += 1;
  return {
    mode: 'create',
    type: 'legalguardian',
    data: {
      given_name: 'Ingrid',
      family_name: 'Nyckelsson',
      email: `nyckel.${serial}.${Date.now()}@hemma.test`,
      phone: '070-123 45 67',
      street_address: 'Storgatan 1',
      postal_code: '114 55',
      city: 'Stockholm',
    },
  };
}
const create = (body: object, key?: string) =>
  as('forskolechef').post('/api/preschool/4101/person', body, undefined, {
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
  });
const guardiansWith = (email: string) =>
  t.database.db.$count(preschoolGuardians, eq(preschoolGuardians.email, email));

describe('Idempotency-Key', () => {
  it('creates once for many identical requests at the same time, and answers each the first answer', async () => {
    const body = guardian();
    const key = `double-click-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.response.headers[REPLAYED_HEADER] === 'true')).toHaveLength(19);
    expect(await guardiansWith(body.data.email)).toBe(1);

    const later = await create(body, key);
    expect(later.body).toEqual(answers[0]?.body);
    expect(await guardiansWith(body.data.email)).toBe(1);
  });

  it('answers 422 to the same key with another request, and writes nothing', async () => {
    const key = `reused-${Date.now()}`;
    const first = guardian();
    expect((await create(first, key)).status).toBe(200);
    const other = guardian();
    const refused = await create(other, key);
    expect(refused.status).toBe(422);
    expect(refused.error?.message).toBe('Idempotency-Key was used before with another request');
    expect(await guardiansWith(other.data.email)).toBe(0);
  });

  it('answers a repeat of a refused request the same refusal', async () => {
    const key = `refused-${Date.now()}`;
    const body = { ...guardian(), data: { ...guardian().data, email: 'no address' } };
    const first = await create(body, key);
    expect(first.status).toBe(400);
    expect(await create(body, key)).toMatchObject({ status: 400, error: first.error });
  });

  it('keeps requests without a key as they were: each creates', async () => {
    const body = guardian();
    await create(body);
    await create(body);
    expect(await guardiansWith(body.data.email)).toBe(2);
  });

  it('refuses a key that is not 1–200 visible characters with 400', async () => {
    for (const key of ['', 'a b', 'x'.repeat(201), 'ä']) {
      const answer = await create(guardian(), key);
      expect(answer.status, key).toBe(400);
    }
  });

  it('answers a retry after an answer lost once the write committed with what was saved, and creates nothing twice', async () => {
    loseTheConnection('after the commit');
    const body = guardian();
    const key = `lost-answer-${Date.now()}`;
    const first = await create(body, key);
    expect(first).toMatchObject({ status: 503, error: { message: DATABASE_UNAVAILABLE_MESSAGE } });
    const [saved] = await t.database.db
      .select({ id: preschoolGuardians.id })
      .from(preschoolGuardians)
      .where(eq(preschoolGuardians.email, body.data.email));

    const retry = await create(body, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: saved?.id });
    expect(await guardiansWith(body.data.email)).toBe(1);

    const again = await create(body, key);
    expect(again.response.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toEqual(retry.body);
    expect(await guardiansWith(body.data.email)).toBe(1);
  });

  it('runs a retry again when the connection was lost before the write committed, and creates once', async () => {
    loseTheConnection('before the commit');
    const body = guardian();
    const key = `lost-write-${Date.now()}`;
    expect((await create(body, key)).status).toBe(503);
    expect(await guardiansWith(body.data.email)).toBe(0);

    const retry = await create(body, key);
    expect(retry.status).toBe(200);
    expect(await guardiansWith(body.data.email)).toBe(1);
  });

  it('creates once for requests with the same key at the same time after the first answer was lost', async () => {
    loseTheConnection('after the commit');
    const body = guardian();
    const key = `lost-then-many-${Date.now()}`;
    expect((await create(body, key)).status).toBe(503);
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await guardiansWith(body.data.email)).toBe(1);
  });
});

/**
 * The next transaction that saves a person loses its connection, as when the database's backend is
 * killed: before the commit (nothing is written), or after it, before its answer reaches the app.
 */
function loseTheConnection(when: 'before the commit' | 'after the commit') {
  const db = t.database.db;
  const transaction = db.transaction.bind(db);
  const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
  const savesPerson = (value: unknown) => typeof value === 'object' && value !== null && 'search' in value;
  let armed = true;
  vi.spyOn(db, 'transaction').mockImplementation(async (work, config) => {
    const result = await transaction(async (tx) => {
      const value = await work(tx);
      if (armed && when === 'before the commit' && savesPerson(value)) {
        armed = false;
        throw lost();
      }
      return value;
    }, config);
    if (armed && when === 'after the commit' && savesPerson(result)) {
      armed = false;
      throw lost();
    }
    return result;
  });
}
