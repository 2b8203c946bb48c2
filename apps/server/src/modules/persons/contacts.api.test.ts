import { ZEmailsResponse, ZPhoneNumbersResponse } from '@kansli/domain/persons/contacts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { personEmails, personPhones } from '../../db/schema/persons.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf } from '../../test/people.ts';
import { pupilWithGuardians } from './person-fixtures.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(async () => {
  await resetDatabase(t.database);
  await t.app.close();
});

const auditsOf = (personId: number, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, String(personId)), eq(auditEvents.action, action)));
const phoneRows = (personId: number) =>
  t.database.db
    .select()
    .from(personPhones)
    .where(eq(personPhones.personId, personId))
    .orderBy(asc(personPhones.id));

describe('POST /api/integration/person/{id}/emails', () => {
  it('replaces the list in one go, keeps the id of an address that stays, and collapses duplicates', async () => {
    const id = await personIdOf(t.database.db, 'larare@kansli.test');
    const [kept] = await t.database.db.select().from(personEmails).where(eq(personEmails.personId, id));
    const body = [
      { type: 'work', email: 'larare@kansli.test', system: 'admin' },
      { type: 'private', email: 'Karin.Nilsson@Hemma.test' },
      { type: 'other', email: 'karin.nilsson@hemma.TEST', system: 'admin' },
    ];
    const saved = await as('support').post(`/api/integration/person/${id}/emails`, body, ZEmailsResponse);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      { id: kept?.id, type: 'work', email: 'larare@kansli.test', system: 'admin' },
      { id: expect.any(Number), type: 'private', email: 'Karin.Nilsson@Hemma.test', system: 'admin' },
    ]);
    const [audit, ...more] = await auditsOf(id, 'person.emails.save');
    expect(more).toEqual([]);
    expect(audit?.before).toEqual([{ type: 'work', email: 'larare@kansli.test', system: 'admin' }]);
    expect(audit?.after).toEqual(saved.body.data.map(({ id: _id, ...entry }) => entry));

    // Saved again unchanged: nothing written, nothing audited.
    const again = await as('support').post(`/api/integration/person/${id}/emails`, body, ZEmailsResponse);
    expect(again.body).toEqual(saved.body);
    expect(await auditsOf(id, 'person.emails.save')).toHaveLength(1);

    const fewer = await as('support').post(
      `/api/integration/person/${id}/emails`,
      body.slice(0, 1),
      ZEmailsResponse,
    );
    expect(fewer.body.data).toEqual([saved.body.data[0]]);
  });

  it('refuses an invalid address naming it, writing nothing, and needs PERSONS and a known person', async () => {
    const id = await personIdOf(t.database.db, 'forskollarare@kansli.test');
    const before = await t.database.db.select().from(personEmails).where(eq(personEmails.personId, id));
    const bad = await as('support').post(`/api/integration/person/${id}/emails`, [
      { type: 'work', email: 'ny@kansli.test' },
      { type: 'work', email: 'inte en adress' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^1\.email: .*not a valid e-mail address/);
    expect(await t.database.db.select().from(personEmails).where(eq(personEmails.personId, id))).toEqual(
      before,
    );
    const entry = [{ type: 'work', email: 'ny@kansli.test' }];
    expect((await as('larare').post(`/api/integration/person/${id}/emails`, entry)).status).toBe(403);
    expect((await as('support').post('/api/integration/person/2000000/emails', entry)).status).toBe(404);
    expect((await as('support').post(`/api/integration/person/${id}/emails`, { email: 'x' })).status).toBe(
      400,
    );
  });
});

describe('POST /api/persons/savePhoneNumber', () => {
  it('adds and changes numbers added here, drops empty ones, and answers the person’s numbers', async () => {
    const id = await personIdOf(t.database.db, 'support@kansli.test');
    const [work] = await phoneRows(id);
    if (!work) throw new Error('the support account has no phone');
    expect(work.system).toBe('admin');
    const saved = await as('support').post(
      '/api/persons/savePhoneNumber',
      {
        phone_numbers: [
          { id: work.id, person_id: id, number: '070-111 22 33', type: 'mobile', system: 'admin' },
          { person_id: id, number: '08-123 456', type: 'home' },
          { person_id: id, number: '  ', type: 'work' },
        ],
      },
      ZPhoneNumbersResponse,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.phone_numbers).toEqual([
      {
        id: work.id,
        person_id: id,
        number: '070-111 22 33',
        type: 'mobile',
        isMobile: true,
        system: 'admin',
      },
      {
        id: expect.any(Number),
        person_id: id,
        number: '08-123 456',
        type: 'home',
        isMobile: false,
        system: 'admin',
      },
    ]);
    const audits = await auditsOf(id, 'person.phone.save');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toEqual([{ id: work.id, number: work.number, type: 'work', system: 'admin' }]);

    // A stored number saved empty is left as it was, not deleted.
    const emptied = await as('support').post(
      '/api/persons/savePhoneNumber',
      { phone_numbers: [{ id: work.id, person_id: id, number: '', type: 'mobile' }] },
      ZPhoneNumbersResponse,
    );
    expect(emptied.body.phone_numbers).toEqual(saved.body.phone_numbers);
    expect(await auditsOf(id, 'person.phone.save')).toHaveLength(1);
  });

  it('refuses numbers of the school systems, writing nothing', async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const before = await phoneRows(pupil.id);
    const changeOutside = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [
        { person_id: pupil.id, number: '08-555 555', type: 'home' },
        { id: pupil.phoneId, person_id: pupil.id, number: '070-000 00 00', type: 'mobile' },
      ],
    });
    expect(changeOutside.status).toBe(403);
    expect(changeOutside.error?.message).toBe(
      `Ett telefonnummer från ${pupil.system} ändras i ${pupil.system}, inte här.`,
    );
    const addOutside = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ person_id: pupil.id, number: '08-555 555', type: 'home', system: 'flex' }],
    });
    expect(addOutside.status).toBe(403);
    expect(addOutside.error?.message).toMatch(/flex/);
    expect(await phoneRows(pupil.id)).toEqual(before);
    expect(await auditsOf(pupil.id, 'person.phone.save')).toEqual([]);
  });

  it('takes one person at a time, rows of that person, and valid numbers', async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const other = await personIdOf(t.database.db, 'larare@kansli.test');
    const two = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [
        { person_id: pupil.id, number: '08-1', type: 'home' },
        { person_id: other, number: '08-2', type: 'home' },
      ],
    });
    expect(two.status).toBe(400);
    expect(two.error?.message).toBe('phone_numbers: one person at a time');
    const notTheirs = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ id: pupil.phoneId, person_id: other, number: '08-2', type: 'home' }],
    });
    expect(notTheirs.status).toBe(404);
    const unknown = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ id: 2_000_000, person_id: other, number: '08-2', type: 'home' }],
    });
    expect(unknown.status).toBe(404);
    const letters = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ person_id: other, number: 'ring mig', type: 'home' }],
    });
    expect(letters.status).toBe(400);
    expect(letters.error?.message).toMatch(/^phone_numbers\.0\.number/);
    const badType = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ person_id: other, number: '08-2', type: 'fax' }],
    });
    expect(badType.error?.message).toMatch(/^phone_numbers\.0\.type/);
    const noPerson = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ person_id: 2_000_000, number: '08-2', type: 'home' }],
    });
    expect(noPerson.status).toBe(404);
    const teacher = await as('larare').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ person_id: other, number: '08-2', type: 'home' }],
    });
    expect(teacher.status).toBe(403);
    expect(await auditsOf(other, 'person.phone.save')).toEqual([]);
  });
});

describe('POST /api/persons/deletePhoneNumber', () => {
  it('deletes a number added here, audited, and answers the owner’s numbers', async () => {
    const id = await personIdOf(t.database.db, 'forskolechef@kansli.test');
    const [phone] = await phoneRows(id);
    if (!phone) throw new Error('no phone');
    expect((await as('larare').post('/api/persons/deletePhoneNumber', { id: phone.id })).status).toBe(403);
    const deleted = await as('support').post(
      '/api/persons/deletePhoneNumber',
      { id: phone.id },
      ZPhoneNumbersResponse,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.phone_numbers.map((p) => p.id)).not.toContain(phone.id);
    expect(await phoneRows(id)).not.toContainEqual(expect.objectContaining({ id: phone.id }));
    const [audit] = await auditsOf(id, 'person.phone.delete');
    expect(audit?.before).toEqual({ id: phone.id, number: phone.number, type: phone.type, system: 'admin' });
    expect((await as('support').post('/api/persons/deletePhoneNumber', { id: phone.id })).status).toBe(404);
    expect((await as('support').post('/api/persons/deletePhoneNumber', { id: 'x' })).error?.message).toMatch(
      /^id/,
    );
  });

  it('refuses a number of a school system and keeps it', async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const refused = await as('support').post('/api/persons/deletePhoneNumber', { id: pupil.phoneId });
    expect(refused.status).toBe(403);
    expect(await phoneRows(pupil.id)).toContainEqual(expect.objectContaining({ id: pupil.phoneId }));
  });
});
