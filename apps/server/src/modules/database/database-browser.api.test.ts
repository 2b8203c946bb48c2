import {
  DATABASE_PAGE_SIZE,
  ZDatabaseEditLogged,
  ZDatabaseMetadata,
  ZDatabaseRows,
  ZDatabaseTables,
} from '@kansli/domain/superadmin/database';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { persons } from '../../db/schema/persons.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

const filterQuery = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function firstPerson() {
  const [person] = await t.database.db.select().from(persons).orderBy(asc(persons.id)).limit(1);
  if (!person) throw new Error('the seed has no persons');
  return person;
}

async function auditsOf(action: string, entity: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entity, entity)))
    .orderBy(asc(auditEvents.id));
}

describe('the database browser', () => {
  it('answers the catalogue by name, with the person names and addresses as the only editable columns', async () => {
    const { body } = await as('admin').get('/api/select/tables', ZDatabaseTables);
    const names = body.map((table) => table.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['persons', 'person_emails', 'preschool_invoices']));
    expect(names).not.toContain('sessions');
    const editable = body.flatMap((table) =>
      table.columns.filter((column) => column.editable).map((column) => `${table.name}.${column.name}`),
    );
    expect(editable).toEqual([
      'person_addresses.street_address',
      'person_addresses.postal_code',
      'person_addresses.city',
      'person_addresses.locality',
      'person_addresses.country',
      'persons.given_name',
      'persons.family_name',
    ]);
    const emails = body.find((table) => table.name === 'person_emails');
    expect(emails?.columns).toContainEqual({
      name: 'person_id',
      editable: false,
      references: { table: 'persons', column: 'id' },
    });
  });

  it("answers a page of persons in id order, with the catalogue's columns only", async () => {
    const { body } = await as('admin').get('/api/select/persons', ZDatabaseRows);
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.length).toBeLessThanOrEqual(DATABASE_PAGE_SIZE);
    const ids = body.rows.map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Object.keys(body.rows[0] ?? {})).toEqual([
      'id',
      'given_name',
      'family_name',
      'civic_number',
      'campus_id',
      'google_id',
      'is_employed',
      'created_at',
      'updated_at',
      'published_at',
    ]);
    const first = await firstPerson();
    expect(body.rows[0]).toMatchObject({
      id: first.id,
      given_name: first.givenName,
      is_employed: first.isEmployed,
    });
  });

  it('filters by a part of a column, case-insensitively, and counts the matches', async () => {
    const { familyName } = await firstPerson();
    const part = familyName.slice(1, 4).toUpperCase();
    const { body } = await as('admin').get(
      `/api/select/persons?${filterQuery({ family_name: part })}`,
      ZDatabaseRows,
    );
    expect(body.rows.length).toBeGreaterThan(0);
    for (const row of body.rows) expect(String(row.family_name).toLowerCase()).toContain(part.toLowerCase());

    const expected = await t.database.db.$count(persons, ilike(persons.familyName, `%${part}%`));
    const metadata = await as('admin').get(
      `/api/select/persons/metadata?${filterQuery({ family_name: part })}`,
      ZDatabaseMetadata,
    );
    expect(metadata.body).toEqual({ count: expected, keys: [] });
  });

  it('pages with offset and limit', async () => {
    const all = await as('admin').get('/api/select/persons?offset=0&limit=5', ZDatabaseRows);
    const page = await as('admin').get('/api/select/persons?offset=2&limit=3', ZDatabaseRows);
    expect(page.body.rows).toEqual(all.body.rows.slice(2, 5));
    const beyond = await as('admin').get('/api/select/persons?offset=1000000', ZDatabaseRows);
    expect(beyond.body.rows).toEqual([]);
  });

  it('matches a text starting with = as the whole value, as a jump to one id does', async () => {
    const filter = encodeURIComponent(JSON.stringify({ id: '=1' }));
    const { body } = await as('admin').get(`/api/select/persons?filter=${filter}`, ZDatabaseRows);
    expect(body.rows.map((row) => row.id)).toEqual([1]);
    const parts = encodeURIComponent(JSON.stringify({ id: '1' }));
    const many = await as('admin').get(`/api/select/persons?filter=${parts}`, ZDatabaseRows);
    expect(many.body.rows.length).toBeGreaterThan(1);
  });

  it('matches %, _ and \\ in a filter text as themselves', async () => {
    await t.database.db.insert(persons).values([
      { givenName: 'Procent', familyName: 'Rabatt 50%_\\off' },
      { givenName: 'Vanlig', familyName: 'Rabatt 50xxoff' },
    ]);
    for (const text of ['%', '50%_', '_\\', '\\']) {
      const answer = await as('admin').get(
        `/api/select/persons/metadata?${filterQuery({ family_name: text })}`,
        ZDatabaseMetadata,
      );
      expect(answer.body.count, text).toBe(1);
    }
    const both = await as('admin').get(
      `/api/select/persons?${filterQuery({ family_name: 'rabatt 50', given_name: '' })}`,
      ZDatabaseRows,
    );
    expect(both.body.rows).toHaveLength(2);
  });

  it('filters any column as its text, numbers and jsonb too', async () => {
    const { id } = await firstPerson();
    const answer = await as('admin').get(
      `/api/select/person_emails?${filterQuery({ person_id: id })}`,
      ZDatabaseRows,
    );
    expect(answer.body.rows.length).toBeGreaterThan(0);
    for (const row of answer.body.rows) expect(String(row.person_id)).toContain(String(id));
    const located = await as('admin').get(
      `/api/select/locations?${filterQuery({ extension: 'schoolsoft' })}`,
      ZDatabaseRows,
    );
    expect(located.body.rows.length).toBeGreaterThan(0);
    expect(located.body.rows[0]?.extension).toEqual(expect.any(Object));
  });

  it("answers a table's foreign keys from the catalogue", async () => {
    const { body } = await as('admin').get('/api/select/person_roles/metadata', ZDatabaseMetadata);
    expect(body.keys).toEqual([
      { column: 'person_id', table: 'persons', referencedColumn: 'id' },
      { column: 'role_id', table: 'roles', referencedColumn: 'id' },
      { column: 'location_id', table: 'locations', referencedColumn: 'id' },
    ]);
    expect(body.count).toBeGreaterThan(0);
  });

  it('reads every table of the catalogue', async () => {
    const { body } = await as('admin').get('/api/select/tables', ZDatabaseTables);
    for (const table of body) {
      const rows = await as('admin').get(`/api/select/${table.name}?limit=2`, ZDatabaseRows);
      expect(rows.status, table.name).toBe(200);
      const columns = table.columns.map((column) => column.name);
      for (const row of rows.body.rows) expect(Object.keys(row)).toEqual(columns);
      expect((await as('admin').get(`/api/select/${table.name}/metadata`)).status, table.name).toBe(200);
    }
  });

  it('audits every browse once, with the filtered columns, never the texts', async () => {
    const before = (await auditsOf('database.browse', 'system_ids')).length;
    // One page view of the grid: its rows and their count, under the same filter.
    const filter = filterQuery({ system: 'hemligt', system_id: '' });
    await as('admin').get(`/api/select/system_ids?${filter}`);
    await as('admin').get(`/api/select/system_ids/metadata?${filter}`);
    await as('admin').get(`/api/select/system_ids?${filterQuery({ system_id: 'hemligt' })}&offset=100`);
    const audits = (await auditsOf('database.browse', 'system_ids')).slice(before);
    expect(audits.map((audit) => audit.after)).toEqual([{ columns: ['system'] }, { columns: ['system_id'] }]);
    expect(JSON.stringify(audits)).not.toContain('hemligt');
    expect(audits[0]?.actorId).toEqual(expect.any(Number));
  });

  it('logs an edit of a name without its value and leaves the row as it was', async () => {
    const person = await firstPerson();
    const answer = await as('admin').post(
      '/api/select/persons/edit',
      { id: person.id, column: 'family_name', value: 'Nyttnamn' },
      ZDatabaseEditLogged,
    );
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ logged: true });
    const [after] = await t.database.db.select().from(persons).where(eq(persons.id, person.id));
    expect(after?.familyName).toBe(person.familyName);
    const [audit] = (await auditsOf('database.edit', 'persons')).slice(-1);
    expect(audit).toMatchObject({
      entityId: String(person.id),
      after: { column: 'family_name' },
      before: null,
    });
    expect(JSON.stringify(audit)).not.toContain('Nyttnamn');
  });

  it('refuses an edit of a column that is not editable, and of a row that does not exist', async () => {
    const { id } = await firstPerson();
    const audits = (await auditsOf('database.edit', 'persons')).length;
    for (const [table, column] of [
      ['persons', 'civic_number'],
      ['persons', 'search_text'],
      ['preschool_guardians', 'given_name'],
    ]) {
      const answer = await as('admin').post(`/api/select/${table}/edit`, { id, column, value: 'x' });
      expect(answer.status, `${table}.${column}`).toBe(400);
      expect(answer.error?.message).toContain(column);
    }
    expect(
      (
        await as('admin').post('/api/select/persons/edit', {
          id: 2_000_000_000,
          column: 'given_name',
          value: 'x',
        })
      ).status,
    ).toBe(404);
    expect(await auditsOf('database.edit', 'persons')).toHaveLength(audits);
  });

  it('refuses a name outside the catalogue, naming it, and a bad filter', async () => {
    const cases: [string, string][] = [
      ['/api/select/sessions', '"sessions"'],
      ['/api/select/persons;drop/metadata', '"persons;drop"'],
      [`/api/select/persons?${filterQuery({ search_text: 'a' })}`, '"search_text"'],
      [`/api/select/persons?${filterQuery({ 'id" or 1=1 --': 'a' })}`, 'or 1=1'],
      ['/api/select/persons?filter={"family_name":', 'JSON'],
      ['/api/select/persons?filter=[1]', 'JSON object'],
      [`/api/select/persons?${filterQuery({ family_name: 'a\u0000' })}`, 'filter'],
      [`/api/select/persons?${filterQuery({ family_name: 'a'.repeat(201) })}`, 'at most 200'],
      [`/api/select/persons?${filterQuery({ family_name: { nested: 1 } })}`, 'text'],
      [
        `/api/select/persons?${filterQuery(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`c${i}`, 'a'])))}`,
        'at most 20',
      ],
      ['/api/select/persons?limit=101', 'limit'],
      ['/api/select/persons?limit=0', 'limit'],
      ['/api/select/persons?offset=-1', 'offset'],
      ['/api/select/persons?offset=x', 'offset'],
    ];
    for (const [url, named] of cases) {
      const answer = await as('admin').get(url);
      expect(answer.status, url).toBe(400);
      expect(answer.error?.message, url).toContain(named);
    }
  });

  it('refuses everything to a user without adminMenu SUPERADMIN', async () => {
    for (const url of ['/api/select/tables', '/api/select/persons', '/api/select/persons/metadata']) {
      expect((await as('support').get(url)).status, url).toBe(403);
    }
    const edit = await as('support').post('/api/select/persons/edit', {
      id: 1,
      column: 'given_name',
      value: 'x',
    });
    expect(edit.status).toBe(403);
  });

  it('never reaches the database with a table name, whatever its quoting', async () => {
    const count = await t.database.db.$count(persons);
    await as('admin').get(`/api/select/${encodeURIComponent('persons"; delete from persons; --')}`);
    expect(await t.database.db.$count(persons)).toBe(count);
  });
});
