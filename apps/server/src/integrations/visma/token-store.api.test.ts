import { randomBytes } from 'node:crypto';
import { SEEDED_CUSTOMER_EMAIL } from '@kansli/sandbox/visma/state';
import { inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { integrationSecrets } from '../../db/schema/integrations.ts';
import { testDatabase } from '../../test/database.ts';
import { type TestVisma, testVisma } from '../../test/visma.ts';
import { secretBox } from '../secret-box.ts';
import { vismaTokenStore } from './token-store.ts';

let database: Database;
let test: TestVisma | undefined;
beforeAll(async () => {
  database = await testDatabase();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await test?.running.close();
  test = undefined;
});

const noRefresh = () => Promise.reject(new Error('no refresh was expected'));
const hour = 3600_000;

describe("Visma's tokens kept in the database", () => {
  it('are kept sealed, and another instance goes on with the newest without refreshing', async () => {
    const box = secretBox(randomBytes(32));
    const first = await vismaTokenStore(database, box);
    await first.replace({
      accessToken: 'åtkomst-1',
      expiresAt: Date.now() + hour,
      refreshToken: 'förnyelse-1',
    });
    const stored = () =>
      database.db
        .select()
        .from(integrationSecrets)
        .where(inArray(integrationSecrets.system, ['visma', 'visma-access']));
    // On PGlite, whose one process holds them, they are written behind; on PostgreSQL at once.
    await vi.waitFor(async () => expect(await stored()).toHaveLength(2));
    for (const row of await stored()) expect(row.sealed).not.toMatch(/åtkomst|förnyelse/);

    const second = await vismaTokenStore(database, box);
    expect(await second.accessToken(noRefresh)).toBe('åtkomst-1');
  });

  it('are refreshed once when two instances find them stale at the same moment', async () => {
    test = await testVisma();
    const instances = [test.visma, await test.another(), await test.another()];
    const answers = await Promise.all(
      instances.map((visma) => visma.customersByEmail(SEEDED_CUSTOMER_EMAIL)),
    );
    expect(answers.map((customers) => customers.length)).toEqual([1, 1, 1]);
    // The sandbox refuses a spent refresh token: a second refresh would have failed one instance.
    expect(test.running.sandbox.control.received().filter((r) => r.path === '/connect/token')).toHaveLength(
      1,
    );
  });

  it('are refreshed once when Visma refuses an access token before its time, whichever instance sees it', async () => {
    test = await testVisma();
    const other = await test.another();
    await test.visma.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    await other.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    // Both hold the same access token; Visma refuses it to both.
    test.running.sandbox.control.failNext(2, 401);
    await Promise.all([
      test.visma.customersByEmail(SEEDED_CUSTOMER_EMAIL),
      other.customersByEmail(SEEDED_CUSTOMER_EMAIL),
    ]);
    expect(test.running.sandbox.control.received().filter((r) => r.path === '/connect/token')).toHaveLength(
      2,
    );
  });
});

describe('the state of a connection begun with Visma', () => {
  it('is good once, for the session that began it, for ten minutes', async () => {
    const store = await vismaTokenStore(database, secretBox(randomBytes(32)));
    const state = await store.beginConnection('session-a');
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(await store.takeConnection(state, 'session-a')).toBe(true);
    expect(await store.takeConnection(state, 'session-a')).toBe(false);

    const another = await store.beginConnection('session-a');
    expect(await store.takeConnection(another, 'session-b')).toBe(false);
    expect(await store.takeConnection(another, 'session-a')).toBe(false);

    const stale = await store.beginConnection('session-a');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000 + 1);
    expect(await store.takeConnection(stale, 'session-a')).toBe(false);
  });
});
