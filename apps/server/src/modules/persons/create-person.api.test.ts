import { holdsFlagAt, ZAuthorizationResponse } from '@kansli/domain/access/authorization';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import { CIVIC_NUMBER_MESSAGE, ZCreatePersonResponse } from '@kansli/domain/persons/create-person';
import { ZPersonCardResponse } from '@kansli/domain/persons/person-card';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { personEmails, persons } from '../../db/schema/persons.ts';
import { apiAs, csrfHeaders, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';
import { CIVIC_NUMBER_TAKEN_MESSAGE, EMAIL_TAKEN_MESSAGE } from './create-person.ts';
import { unlinkedAdult } from './person-fixtures.ts';

const URL = '/api/organisation/persons';

let t: TestApp;
const logLines: string[] = [];
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp({ LOG_LEVEL: 'info' }, { write: (line) => logLines.push(line) });
  await resetDatabase(t.database);
});
afterAll(async () => {
  await resetDatabase(t.database);
  await t.app.close();
});

/** A civic number no seeded person has: born in a year the seed's generator never draws. */
const freeCivicNumber = (serial: number) => civicNumberFor('1957-06-07', serial);
let serial = 0;
/** A person no test has made yet: an address and a civic number of its own. */
function newPerson() {
  serial++;
  return {
    given_name: 'Maja',
    family_name: 'Lindqvist',
    email: `maja.lindqvist${serial}@kansli.test`,
    civic_number: freeCivicNumber(serial),
  };
}

const personCount = () => t.database.db.$count(persons);
const creationAudits = () => t.database.db.$count(auditEvents, eq(auditEvents.action, 'person.create'));

describe('POST /api/organisation/persons', () => {
  it('makes the person with a work address in lower case and the civic number as stored elsewhere', async () => {
    const { civic_number: civicNumber, email } = newPerson();
    const created = await as('support').post(
      URL,
      {
        given_name: '  Maja ',
        family_name: 'Lindqvist ',
        email: ` ${email.toUpperCase()} `,
        // Typed without the century and the hyphen.
        civic_number: civicNumber.slice(2).replace('-', ''),
      },
      ZCreatePersonResponse,
    );
    expect(created.status).toBe(201);
    const { id } = created.body;

    const [row] = await t.database.db.select().from(persons).where(eq(persons.id, id));
    expect(row).toMatchObject({
      givenName: 'Maja',
      familyName: 'Lindqvist',
      civicNumber,
      isEmployed: true,
      googleId: null,
      campusId: null,
    });
    const emails = await t.database.db.select().from(personEmails).where(eq(personEmails.personId, id));
    expect(emails).toEqual([{ id: expect.any(Number), personId: id, email, type: 'work', system: 'admin' }]);

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'person.create',
        entity: 'person',
        actorId: await personIdOf(t.database.db, 'support@kansli.test'),
        before: null,
        after: { givenName: 'Maja', familyName: 'Lindqvist', email, civicNumberGiven: true },
      }),
    ]);

    // The card opens, and search finds the person by the civic number.
    const card = await as('support').get(`/api/integration/person/${id}`, ZPersonCardResponse);
    expect(card.body.data).toMatchObject({ id, givenName: 'Maja', familyName: 'Lindqvist', civicNumber });
    expect(card.body.data.extension.isJensenEmployed).toBe(true);
    const search = await as('support').get('/api/integration/persons', undefined, {
      query: { search: civicNumber },
    });
    expect(search.body).toMatchObject({ data: { personCount: 1, persons: [{ id }] } });
  });

  it('makes a person who can be given a role and then signs in with the address in any case', async () => {
    const person = newPerson();
    const { body } = await as('support').post(URL, person, ZCreatePersonResponse);
    const role = await roleIdOf(t.database.db, 'Förskolechef');
    // Support lacks a preschool manager's rights, so the administrator gives the role.
    const added = await as('admin').post(`/api/person/${body.id}/addRole`, {
      role_id: role,
      location_id: 101,
    });
    expect(added.status).toBe(200);

    const { cookie } = await signInAs(t.app, person.email.toUpperCase());
    const me = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(me.json()).toMatchObject({ personId: body.id, givenName: 'Maja', familyName: 'Lindqvist' });
    const authorization = await t.app.inject({
      method: 'GET',
      url: '/api/authorization',
      headers: { cookie },
    });
    const held = ZAuthorizationResponse.parse(authorization.json());
    expect(holdsFlagAt(held, 'preschool', 'BILLING', 101)).toBe(true);
    expect(holdsFlagAt(held, 'preschool', 'BILLING', 102)).toBe(false);
  });

  it.each([
    ['left out', undefined],
    ['null', null],
    ['empty', '  '],
  ])('needs no civic number: %s is none', async (_how, civic_number) => {
    const created = await as('support').post(URL, { ...newPerson(), civic_number }, ZCreatePersonResponse);
    expect(created.status).toBe(201);
    const [row] = await t.database.db.select().from(persons).where(eq(persons.id, created.body.id));
    expect(row?.civicNumber).toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(created.body.id)));
    expect(audit?.after).toMatchObject({ civicNumberGiven: false });
  });

  it('answers 409 with the id of the person who has the e-mail address, in any case, writing nothing', async () => {
    const person = newPerson();
    const first = await as('support').post(URL, person, ZCreatePersonResponse);
    const seeded = await personIdOf(t.database.db, 'larare@kansli.test');
    const [count, audits] = [await personCount(), await creationAudits()];

    const again = await as('support').post(URL, {
      ...newPerson(),
      given_name: 'Annan',
      email: person.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ statusCode: 409, message: EMAIL_TAKEN_MESSAGE, id: first.body.id });

    const teacher = await as('support').post(URL, { ...newPerson(), email: 'Larare@Kansli.test' });
    expect(teacher.error).toEqual({ statusCode: 409, message: EMAIL_TAKEN_MESSAGE, id: seeded });
    expect([await personCount(), await creationAudits()]).toEqual([count, audits]);
  });

  it('answers 409 with the id of the person who has the civic number, in any form, before the address', async () => {
    const holder = await unlinkedAdult(t.database.db);
    const [count, audits] = [await personCount(), await creationAudits()];
    for (const typed of [
      holder.civicNumber,
      holder.civicNumber.slice(2),
      holder.civicNumber.replace('-', ''),
    ]) {
      const taken = await as('support').post(URL, { ...newPerson(), civic_number: typed });
      expect(taken.status).toBe(409);
      expect(taken.error).toEqual({ statusCode: 409, message: CIVIC_NUMBER_TAKEN_MESSAGE, id: holder.id });
    }
    // The civic number and the address name two persons: the civic number's holder is the one.
    const both = await as('support').post(URL, {
      ...newPerson(),
      email: 'larare@kansli.test',
      civic_number: holder.civicNumber,
    });
    expect(both.error?.id).toBe(holder.id);
    expect([await personCount(), await creationAudits()]).toEqual([count, audits]);
  });

  it.each([
    ['given_name', { given_name: '   ' }, 'Obligatoriskt'],
    ['given_name', { given_name: undefined }, 'Obligatoriskt'],
    ['family_name', { family_name: '' }, 'Obligatoriskt'],
    ['family_name', { family_name: 'x'.repeat(101) }, 'Högst 100 tecken'],
    ['email', { email: 'inte en adress' }, 'Ange en giltig e-postadress'],
    ['email', { email: '' }, 'Obligatoriskt'],
    ['civic_number', { civic_number: '570607-1235' }, CIVIC_NUMBER_MESSAGE],
    ['civic_number', { civic_number: 'ÅÅMMDD-NNNN' }, CIVIC_NUMBER_MESSAGE],
    // The check digit is right, but the person would be born in 2099, or on 30 February.
    ['civic_number', { civic_number: civicNumberFor('2099-12-18', 1) }, CIVIC_NUMBER_MESSAGE],
    ['civic_number', { civic_number: '19570230-0012' }, CIVIC_NUMBER_MESSAGE],
  ])('answers 400 naming %s for %j, writing nothing', async (field, change, message) => {
    const [count, audits] = [await personCount(), await creationAudits()];
    const refused = await as('support').post(URL, { ...newPerson(), ...change });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(`${field}: ${message}`);
    expect([await personCount(), await creationAudits()]).toEqual([count, audits]);
  });

  it('answers 403 to a user without adminMenu PERSONS, writing nothing', async () => {
    const count = await personCount();
    for (const who of ['larare', 'forskolechef'] as const) {
      const refused = await as(who).post(URL, newPerson());
      expect(refused.status).toBe(403);
    }
    expect(await personCount()).toBe(count);
  });

  it('makes one person of two requests at once with the same address, or the same civic number', async () => {
    const { cookie } = await signInAs(t.app, 'support@kansli.test');
    const send = (body: object) =>
      t.app.inject({ method: 'POST', url: URL, headers: { cookie, ...csrfHeaders }, payload: body });
    const [first, second, third] = [newPerson(), newPerson(), newPerson()];

    const sameEmail = await Promise.all([send(first), send({ ...second, email: first.email })]);
    const sameCivicNumber = await Promise.all([
      send(third),
      send({ ...second, civic_number: third.civic_number }),
    ]);
    for (const answers of [sameEmail, sameCivicNumber]) {
      const [made, refused] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
      expect([made?.statusCode, refused?.statusCode]).toEqual([201, 409]);
      expect(refused?.json().error.id).toBe(made?.json().id);
    }
    const owners = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct person_id)::int as n from person_emails where lower(email) = ${first.email}`,
    );
    expect(owners).toEqual([{ n: 1 }]);
    expect(await t.database.db.$count(persons, eq(persons.civicNumber, third.civic_number))).toBe(1);
  });

  it('leaves no name or civic number in the server log, whatever the answer', async () => {
    const person = { ...newPerson(), family_name: 'Zetterqvist' };
    const future = civicNumberFor('2099-12-18', 2);
    logLines.length = 0;
    await as('support').post(URL, person);
    await as('support').post(URL, person);
    await as('support').post(URL, { ...person, civic_number: future });
    expect(logLines.filter((line) => line.includes(URL))).not.toEqual([]);
    const secrets = [person.civic_number, future].flatMap((c) => [c, c.replace('-', ''), c.slice(2, 8)]);
    const leaks = logLines.filter(
      (line) => secrets.some((secret) => line.includes(secret)) || line.includes('Zetterqvist'),
    );
    expect(leaks).toEqual([]);
  });
});
