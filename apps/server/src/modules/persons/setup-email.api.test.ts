import { ZSetupEmailInfoResponse, ZSetupEmailResponse } from '@kansli/domain/persons/publishing';
import { passwordMatches } from '@kansli/sandbox/google/directory-api';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { personEmails, persons } from '../../db/schema/persons.ts';
import type { DirectoryClient } from '../../integrations/google/directory-client.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { testDirectory, WORKSPACE } from '../../test/google.ts';
import { personIdOf } from '../../test/people.ts';

let t: TestApp;
let running: RunningSandbox<SheetsSandbox>;
let directory: DirectoryClient;
const logLines: string[] = [];
const as = apiAs(() => t.app);
beforeAll(async () => {
  const started = await testDirectory();
  running = started.running;
  directory = started.directory;
  t = await testApp(
    { LOG_LEVEL: 'trace' },
    { write: (line) => logLines.push(line) },
    undefined,
    undefined,
    undefined,
    undefined,
    { directory: { client: directory, workspace: WORKSPACE } },
  );
  await resetDatabase(t.database);
});
afterAll(async () => {
  await t.app.close();
  await running.close();
});
beforeEach(() => running.sandbox.control.reset());

const url = (id: number) => `/api/integration/person/${id}/setupemail`;
const personRow = async (id: number) =>
  (await t.database.db.select().from(persons).where(eq(persons.id, id)))[0];

/** The preschool teacher at Solrosen, made to lack an account. */
async function teacherWithoutAccount() {
  const id = await personIdOf(t.database.db, 'forskollarare@kansli.test');
  await t.database.db.update(persons).set({ googleId: null }).where(eq(persons.id, id));
  return id;
}

describe('the organisation e-mail account: GET /api/integration/person/{id}/setupemail', () => {
  it("proposes the address, the unit's org unit and the unit's manager as employer", async () => {
    const id = await teacherWithoutAccount();
    const answer = await as('support').get(url(id), ZSetupEmailInfoResponse);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      locationName: 'Förskolan Solrosen',
      orgUnitPath: '/Personal/Förskolan Solrosen',
      employeeFullName: 'Elin Svensson',
      employeeEmail: expect.stringMatching(/^elin\.svensson\d*@kansli\.test$/),
      employerRoleName: 'Förskolechef',
      employerName: expect.any(String),
      employerEmail: expect.stringMatching(/@kansli\.test$/),
    });
    expect(answer.body.data.employerName).not.toBe('');
  });

  it('works for a seeded employee without an account, as the support account', async () => {
    const [employee] = await t.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.isEmployed, true), isNull(persons.googleId)))
      .limit(1);
    expect(employee).toBeDefined();
    expect((await as('support').get(url(employee?.id ?? 0), ZSetupEmailInfoResponse)).status).toBe(200);
  });

  it('proposes the next number when the address is taken in Google by someone else', async () => {
    const id = await teacherWithoutAccount();
    const first = (await as('support').get(url(id), ZSetupEmailInfoResponse)).body.data.employeeEmail;
    await directory.insertUser({
      primaryEmail: first,
      givenName: 'Elin',
      familyName: 'Svensson',
      password: 'En-annan-persons-1234',
      orgUnitPath: '/',
      personId: 999_999,
    });
    const next = (await as('support').get(url(id), ZSetupEmailInfoResponse)).body.data.employeeEmail;
    expect(next).not.toBe(first);
    expect(next).toMatch(/^elin\.svensson\d+@kansli\.test$/);
  });

  it('is refused without PERSONS (403), for an unknown person (404), and for a pupil (409)', async () => {
    const id = await teacherWithoutAccount();
    expect((await as('larare').get(url(id))).status).toBe(403);
    expect((await as('support').get(url(999_999))).status).toBe(404);
    const [pupil] = await t.database.db.select().from(persons).where(eq(persons.isEmployed, false)).limit(1);
    const refused = await as('support').get(url(pupil?.id ?? 0));
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe('Only employed staff get an organisation e-mail account');
  });
});

describe('the organisation e-mail account: POST /api/integration/person/{id}/setupemail', () => {
  it('makes one account with a strong initial password, stores it with the address, and never logs the password', async () => {
    await resetDatabase(t.database);
    as.forget();
    const id = await teacherWithoutAccount();
    const proposal = (await as('support').get(url(id), ZSetupEmailInfoResponse)).body.data;
    const usersBefore = running.sandbox.users.size;
    logLines.length = 0;
    const answer = await as('support').post(url(id), undefined, ZSetupEmailResponse, {
      headers: { 'idempotency-key': 'skapa-konto-1' },
    });
    expect(answer.status).toBe(200);
    const { googleId, primaryEmail, initialPassword } = answer.body.data;
    expect(primaryEmail).toBe(proposal.employeeEmail);
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{16,}$/);
    const account = running.sandbox.users.get(primaryEmail);
    expect(account).toMatchObject({
      id: googleId,
      orgUnitPath: proposal.orgUnitPath,
      changePasswordAtNextLogin: true,
    });
    expect(account && passwordMatches(account, initialPassword)).toBe(true);
    expect((await personRow(id))?.googleId).toBe(googleId);
    const emails = await t.database.db.select().from(personEmails).where(eq(personEmails.personId, id));
    expect(emails).toContainEqual(
      expect.objectContaining({ email: primaryEmail, type: 'work', system: 'admin' }),
    );

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, 'person.setupemail')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(initialPassword);
    // The answer holding the password is not kept for an Idempotency-Key replay.
    expect(await t.database.db.$count(idempotencyKeys)).toBe(0);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(initialPassword))).toEqual([]);

    // Asked again: the person has the account; nothing more is made.
    const again = await as('support').post(url(id), undefined);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('The person already has an organisation e-mail account');
    expect(running.sandbox.users.size).toBe(usersBefore + 1);
    expect(logLines.filter((line) => line.includes(initialPassword))).toEqual([]);
  });

  it('makes one account for a double click, and one answer holds its working password', async () => {
    const [employee] = await t.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.isEmployed, true), isNull(persons.googleId)))
      .limit(1);
    const id = employee?.id ?? 0;
    const before = running.sandbox.users.size;
    const answers = await Promise.all([
      as('support').post(url(id), undefined),
      as('support').post(url(id), undefined),
    ]);
    expect(running.sandbox.users.size).toBe(before + 1);
    const passwords = answers
      .filter((a) => a.status === 200)
      .map((a) => ZSetupEmailResponse.parse(a.body).data)
      .filter((d) => d.initialPassword !== '');
    expect(passwords).toHaveLength(1);
    const account = running.sandbox.users.get(passwords[0]?.primaryEmail ?? '');
    expect(account && passwordMatches(account, passwords[0]?.initialPassword ?? '')).toBe(true);
    expect((await personRow(id))?.googleId).toBe(account?.id);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
  });

  it('takes over the account an earlier try made in Google, without a password it does not know', async () => {
    const id = await teacherWithoutAccount();
    const proposal = (await as('support').get(url(id), ZSetupEmailInfoResponse)).body.data;
    // An earlier try made the account, and its answer was lost before Kansli stored it.
    const made = await directory.insertUser({
      primaryEmail: proposal.employeeEmail,
      givenName: 'Elin',
      familyName: 'Svensson',
      password: 'Tidigare-försök-12345',
      orgUnitPath: proposal.orgUnitPath,
      personId: id,
    });
    expect((await as('support').get(url(id), ZSetupEmailInfoResponse)).body.data.employeeEmail).toBe(
      proposal.employeeEmail,
    );
    const answer = await as('support').post(url(id), undefined, ZSetupEmailResponse);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      googleId: made.user.id,
      primaryEmail: proposal.employeeEmail,
      initialPassword: '',
      accountExisted: true,
    });
    expect((await personRow(id))?.googleId).toBe(made.user.id);
  });

  it('writes nothing when Google fails, and is refused without PERSONS or for an unknown person', async () => {
    const id = await teacherWithoutAccount();
    const emailsBefore = await t.database.db.$count(personEmails, eq(personEmails.personId, id));
    const usersBefore = running.sandbox.users.size;
    running.sandbox.control.failNext(20, 503);
    const failed = await as('support').post(url(id), undefined);
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('Google svarar inte just nu. Försök igen om en stund.');
    expect((await personRow(id))?.googleId).toBeNull();
    expect(await t.database.db.$count(personEmails, eq(personEmails.personId, id))).toBe(emailsBefore);
    expect(running.sandbox.users.size).toBe(usersBefore);
    running.sandbox.control.reset();

    expect((await as('larare').post(url(id), undefined)).status).toBe(403);
    expect((await as('support').post(url(999_999), undefined)).status).toBe(404);
    expect(running.sandbox.users.size).toBe(usersBefore);
  });
});
