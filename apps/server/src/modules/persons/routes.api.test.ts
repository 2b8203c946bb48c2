import { ZPersonSearchResponse } from '@kansli/domain/persons/search-persons';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personEmails, persons, systemIds } from '../../db/schema/persons.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const search = (query: Record<string, string | number>) =>
  as('support').get('/api/integration/persons', ZPersonSearchResponse, { query });

/** A seeded person known to a school system, with an e-mail address. */
async function knownPerson() {
  const [row] = await t.database.db
    .select({ person: persons, system: systemIds, email: personEmails.email })
    .from(systemIds)
    .innerJoin(persons, eq(persons.id, systemIds.personId))
    .innerJoin(personEmails, eq(personEmails.personId, persons.id))
    .orderBy(asc(systemIds.id))
    .limit(1);
  if (!row) throw new Error('the seed has no person with a system id and an e-mail');
  return row;
}

describe('GET /api/integration/persons', () => {
  it('pages every person by 8 in name order, with the count of all', async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    expect(first.body.data.persons).toHaveLength(8);
    const all = await t.database.db.$count(persons);
    expect(first.body.data.personCount).toBe(all);
    const second = await search({ pageIndex: 1 });
    expect(second.body.data.persons.map((p) => p.id)).not.toContain(first.body.data.persons[0]?.id);
    const past = await search({ pageIndex: 10_000 });
    expect(past.body.data).toEqual({ personCount: all, persons: [] });
  });

  it('finds a person by a part of each name, by the civic number, by e-mail and by system:system_id', async () => {
    const { person, system, email } = await knownPerson();
    const idsOf = async (text: string) =>
      (await search({ search: text, pageSize: 100 })).body.data.persons.map((p) => p.id);

    expect(
      await idsOf(`${person.givenName.slice(1, 4)} ${person.familyName.slice(0, 3).toUpperCase()}`),
    ).toContain(person.id);
    expect(await idsOf(person.civicNumber?.slice(2, 9) ?? '')).toContain(person.id);
    expect(await idsOf(email.slice(0, email.indexOf('@')))).toContain(person.id);
    expect(await idsOf(`${system.system}:${system.systemId}`)).toEqual([person.id]);
    expect(await idsOf(`${system.system.toUpperCase()}:${system.systemId}`)).toEqual([person.id]);
    expect(await idsOf(`system:${system.systemId}`)).toEqual([person.id]);
    expect(await idsOf(`${system.system}:finns-inte`)).toEqual([]);
    expect(await idsOf('%')).toEqual([]);
  });

  it('finds a person by the civic number with or without the century and the hyphen', async () => {
    const [person] = await t.database.db
      .select()
      .from(persons)
      .where(isNotNull(persons.civicNumber))
      .orderBy(asc(persons.id))
      .limit(1);
    const stored = person?.civicNumber ?? '';
    expect(stored).toMatch(/^\d{8}-\d{4}$/);
    const digits = stored.replace('-', '');
    for (const typed of [stored, stored.slice(2), digits, digits.slice(2)]) {
      const found = await search({ search: typed, pageSize: 100 });
      expect(
        found.body.data.persons.map((p) => p.id),
        typed,
      ).toEqual([person?.id]);
    }
  });

  it('finds a person by an e-mail address added or changed later, and no longer by one removed', async () => {
    const { person } = await knownPerson();
    const idsOf = async (text: string) =>
      (await search({ search: text, pageSize: 100 })).body.data.persons.map((p) => p.id);
    const [row] = await t.database.db
      .insert(personEmails)
      .values({ personId: person.id, email: 'Sokbar.Adress@Exempel.test' })
      .returning();
    expect(await idsOf('sokbar.adress')).toEqual([person.id]);
    await t.database.db
      .update(personEmails)
      .set({ email: 'annan.adress@exempel.test' })
      .where(eq(personEmails.id, row?.id ?? 0));
    expect(await idsOf('sokbar.adress')).toEqual([]);
    expect(await idsOf('annan.adress')).toEqual([person.id]);
    await t.database.db.delete(personEmails).where(eq(personEmails.id, row?.id ?? 0));
    expect(await idsOf('annan.adress')).toEqual([]);
  });

  it('answers each hit with its names, civic number, avatar, roles and times', async () => {
    const { person } = await knownPerson();
    const [hit] = (await search({ search: person.civicNumber ?? '' })).body.data.persons;
    expect(hit).toMatchObject({
      id: person.id,
      givenName: person.givenName,
      familyName: person.familyName,
      civicNumber: person.civicNumber,
      createdAt: person.createdAt.toISOString(),
    });
    expect(Array.isArray(hit?.roles)).toBe(true);
  });

  it('needs adminMenu PERSONS, and bounded paging', async () => {
    expect((await as('larare').get('/api/integration/persons')).status).toBe(403);
    expect((await as('forskollarare').get('/api/integration/persons')).status).toBe(403);
    const bad = await as('support').get('/api/integration/persons', undefined, {
      query: { pageSize: '500' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^pageSize/);
    expect(
      (await as('support').get('/api/integration/persons', undefined, { query: { pageIndex: '-1' } })).status,
    ).toBe(400);
  });
});
