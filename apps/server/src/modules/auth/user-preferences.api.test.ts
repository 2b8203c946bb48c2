import { ZUserPreferences } from '@kansli/domain/auth/user-preferences';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { userPreferences } from '../../db/schema/preferences.ts';
import { apiAs, csrfHeaders, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { personIdOf } from '../../test/people.ts';

// The signed-in person's own preferences (issue 17, dark mode): read and saved by every signed-in user,
// kept per person on the server, the real user's while ghosting.

let t: TestApp;
const as = apiAs(() => t.app);
const URL = '/api/me/preferences';
let support: number;
let teacher: number;
/** The last audit entry before the test. */
let auditedBefore: number;

beforeAll(async () => {
  t = await testApp();
  support = await personIdOf(t.database.db, 'support@kansli.test');
  teacher = await personIdOf(t.database.db, 'larare@kansli.test');
});
beforeEach(async () => {
  await t.database.db.delete(userPreferences);
  const [last] = await t.database.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  auditedBefore = last?.id ?? 0;
});
afterAll(async () => {
  await t.database.db.delete(userPreferences);
  await t.app.close();
});

const storedFor = (personId: number) =>
  t.database.db
    .select({ colorScheme: userPreferences.colorScheme })
    .from(userPreferences)
    .where(eq(userPreferences.personId, personId));

const preferenceAudits = (personId: number) =>
  t.database.db
    .select({
      actorId: auditEvents.actorId,
      ghostAsId: auditEvents.ghostAsId,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(
      and(
        gt(auditEvents.id, auditedBefore),
        eq(auditEvents.action, 'preferences.save'),
        eq(auditEvents.entityId, String(personId)),
      ),
    );

describe('GET /api/me/preferences', () => {
  it("answers 'system' to a person who has chosen nothing", async () => {
    const answer = await as('larare').get(URL, ZUserPreferences);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ colorScheme: 'system' });
  });

  it('answers 401 in the error shape without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.statusCode).toBe(401);
  });
});

describe('PUT /api/me/preferences', () => {
  it('saves the colour scheme for the person, who finds it again in a new session', async () => {
    const saved = await as('larare').put(URL, { colorScheme: 'dark' }, ZUserPreferences);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ colorScheme: 'dark' });

    const { cookie } = await signInAs(t.app, 'larare@kansli.test');
    const again = await t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
    expect(again.json()).toEqual({ colorScheme: 'dark' });
    expect(await storedFor(teacher)).toEqual([{ colorScheme: 'dark' }]);
  });

  it("keeps each person's choice apart", async () => {
    await as('larare').put(URL, { colorScheme: 'light' }, ZUserPreferences);
    expect((await as('admin').get(URL, ZUserPreferences)).body).toEqual({ colorScheme: 'system' });
    expect((await as('larare').get(URL, ZUserPreferences)).body).toEqual({ colorScheme: 'light' });
  });

  it('writes and audits a change once: saving the same again changes nothing', async () => {
    const first = await as('larare').put(URL, { colorScheme: 'dark' }, ZUserPreferences);
    const second = await as('larare').put(URL, { colorScheme: 'dark' }, ZUserPreferences);
    // The default is no change either.
    const unchanged = await as('admin').put(URL, { colorScheme: 'system' }, ZUserPreferences);

    expect([first.status, second.status, unchanged.status]).toEqual([200, 200, 200]);
    expect(second.body).toEqual({ colorScheme: 'dark' });
    expect(await preferenceAudits(teacher)).toEqual([
      {
        actorId: teacher,
        ghostAsId: null,
        before: { colorScheme: 'system' },
        after: { colorScheme: 'dark' },
      },
    ]);
    expect(await storedFor(await personIdOf(t.database.db, 'admin@kansli.test'))).toEqual([]);
  });

  it('goes back to following the system', async () => {
    await as('larare').put(URL, { colorScheme: 'dark' }, ZUserPreferences);
    const back = await as('larare').put(URL, { colorScheme: 'system' }, ZUserPreferences);
    expect(back.body).toEqual({ colorScheme: 'system' });
    expect((await as('larare').get(URL, ZUserPreferences)).body).toEqual({ colorScheme: 'system' });
  });

  it.each([
    ['an unknown scheme', { colorScheme: 'blue' }],
    ['no scheme', {}],
    ['a scheme that is not text', { colorScheme: 1 }],
    ['no object', ['dark']],
  ])('answers 400 naming colorScheme to %s, and writes nothing', async (_case, payload) => {
    const answer = await as('larare').put(URL, payload);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/colorScheme|body/);
    expect(await storedFor(teacher)).toEqual([]);
  });

  it('answers 401 without a session and 403 without the CSRF header, writing nothing', async () => {
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: csrfHeaders,
      payload: { colorScheme: 'dark' },
    });
    expect(signedOut.statusCode).toBe(401);

    const { cookie } = await signInAs(t.app, 'larare@kansli.test');
    const forged = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie },
      payload: { colorScheme: 'dark' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await storedFor(teacher)).toEqual([]);
  });

  it("saves and reads the supporter's own preferences while she ghosts a teacher", async () => {
    const ghosting = { query: { ghost_as: String(teacher) } };
    const saved = await as('support').put(URL, { colorScheme: 'dark' }, ZUserPreferences, ghosting);
    expect(saved.status).toBe(200);

    expect(await storedFor(support)).toEqual([{ colorScheme: 'dark' }]);
    expect(await storedFor(teacher)).toEqual([]);
    expect((await as('support').get(URL, ZUserPreferences, ghosting)).body).toEqual({ colorScheme: 'dark' });
    expect(await preferenceAudits(support)).toEqual([
      {
        actorId: support,
        ghostAsId: teacher,
        before: { colorScheme: 'system' },
        after: { colorScheme: 'dark' },
      },
    ]);
    // Back as herself, which ends the ghosting.
    await as('support').get(URL, ZUserPreferences);
  });
});
