import { type TAuditEvent, type TAuditPage, ZAuditPage } from '@kansli/domain/audit/audit-log';
import { EXPORTED_PERSON_IDS } from '@kansli/domain/audit/person-history';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, recordAuditBy } from '../../audit/audit.ts';
import { preschoolChildren } from '../../db/schema/preschool.ts';
import { apiAs, type DemoAccount, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf } from '../../test/people.ts';

// 'Historik' of a person (the person card) and of a preschool child (the child view): their changes,
// requests that read them while someone ghosted, and exports that listed them, newest first.

let t: TestApp;
const as = apiAs(() => t.app);
let admin: number;
let support: number;
let teacher: number;
let headOfPreschool: number;
let child: number;
let childElsewhere: number;

const personHistory = (
  id: number | string,
  query: Record<string, string | number> = {},
  who: DemoAccount = 'support',
) => as(who).get(`/api/integration/person/${id}/history`, ZAuditPage, { query });
const childHistory = (
  costCenter: string,
  id: number | string,
  query: Record<string, string | number> = {},
  who: DemoAccount = 'forskolechef',
) => as(who).get(`/api/preschool/${costCenter}/child/${id}/history`, ZAuditPage, { query });

/** Every entry of a history, read page by page with `before`, a page of `limit` at a time. */
async function allPages(
  read: (query: Record<string, number>) => Promise<{ body: TAuditPage }>,
  limit: number,
) {
  const events: TAuditEvent[] = [];
  let before: number | null | undefined;
  do {
    const { body } = await read(before ? { limit, before } : { limit });
    expect(body.events.length).toBeLessThanOrEqual(limit);
    events.push(...body.events);
    before = body.nextBefore;
  } while (before !== null);
  return events;
}

beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
  const { db } = t.database;
  admin = await personIdOf(db, 'admin@kansli.test');
  support = await personIdOf(db, 'support@kansli.test');
  teacher = await personIdOf(db, 'larare@kansli.test');
  headOfPreschool = await personIdOf(db, 'forskolechef@kansli.test');
  const [other] = await db
    .select({ id: preschoolChildren.id })
    .from(preschoolChildren)
    .where(eq(preschoolChildren.locationId, 102))
    .limit(1);
  if (!other) throw new Error('no child at Blåklockan');
  childElsewhere = other.id;
});
afterAll(async () => {
  await resetDatabase(t.database);
  await t.app.close();
});

describe('GET /api/integration/person/{id}/history', () => {
  it('lists a change to the person, a read of their card while ghosting, and an export that listed them', async () => {
    const saved = await as('support').post('/api/persons/savePhoneNumber', {
      phone_numbers: [{ person_id: teacher, number: '070-555 01 02', type: 'home' }],
    });
    expect(saved.status).toBe(200);
    // The administrator ghosting the support person reads the teacher's card.
    const ghosted = await as('admin').get(`/api/integration/person/${teacher}`, undefined, {
      query: { ghost_as: String(support) },
    });
    expect(ghosted.status).toBe(200);
    // A Chromebook invoice export needs Freshservice's cases: its entry as spreadsheet.ts writes it, one
    // listing the teacher and one that does not.
    const exporter = { realPersonId: admin, ghostAsId: null };
    const exported: AuditEntry = {
      action: 'chromebook.invoices.spreadsheet',
      entity: 'spreadsheet',
      entityId: 'sheet-with-teacher',
      after: { cases: [1], [EXPORTED_PERSON_IDS]: [support, teacher] },
    };
    await recordAuditBy(t.database.db, exporter, exported);
    await recordAuditBy(t.database.db, exporter, {
      ...exported,
      entityId: 'sheet-without-teacher',
      after: { cases: [2], [EXPORTED_PERSON_IDS]: [support] },
    });

    const { status, body } = await personHistory(teacher);
    expect(status).toBe(200);
    expect(body.events.map((e) => e.action)).toEqual([
      'chromebook.invoices.spreadsheet',
      'GET /api/integration/person/:id',
      'person.phone.save',
    ]);
    const [exportEvent, readEvent, changeEvent] = body.events;
    expect(exportEvent).toMatchObject({
      entityId: 'sheet-with-teacher',
      actor: { id: admin, name: 'Astrid Lindqvist' },
      ghostAs: null,
    });
    expect(readEvent).toMatchObject({
      entity: 'person',
      entityId: String(teacher),
      actor: { id: admin, name: 'Astrid Lindqvist' },
      ghostAs: { id: support, name: 'Jonas Berg' },
      after: { params: { id: teacher }, statusCode: 200 },
    });
    expect(changeEvent).toMatchObject({
      entity: 'person',
      entityId: String(teacher),
      actor: { id: support, name: 'Jonas Berg' },
      ghostAs: null,
      after: [expect.objectContaining({ number: '070-555 01 02', type: 'home' })],
    });
    expect(body.nextBefore).toBeNull();
  });

  it('pages newest first with before and limit, each entry once', async () => {
    const everything = (await personHistory(teacher)).body.events;
    expect(everything.length).toBeGreaterThanOrEqual(3);
    const first = await personHistory(teacher, { limit: 1 });
    expect(first.body.events).toEqual(everything.slice(0, 1));
    expect(first.body.nextBefore).toBe(everything[0]?.id);
    const paged = await allPages((query) => personHistory(teacher, query), 2);
    expect(paged).toEqual(everything);
  });

  it('answers 404 for an unknown person and 403 without adminMenu PERSONS', async () => {
    const unknown = await personHistory(2_000_000);
    expect(unknown.status).toBe(404);
    const refused = await personHistory(teacher, {}, 'larare');
    expect(refused.status).toBe(403);
  });

  it('answers 400 naming the field for a bad id, before or limit', async () => {
    for (const [id, query, field] of [
      ['abc', {}, 'id'],
      [teacher, { before: 'x' }, 'before'],
      [teacher, { before: 0 }, 'before'],
      [teacher, { limit: 0 }, 'limit'],
      [teacher, { limit: 101 }, 'limit'],
    ] as const) {
      const answer = await personHistory(id, query);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toContain(field);
    }
  });
});

describe('GET /api/preschool/{costCenter}/child/{childId}/history', () => {
  beforeAll(async () => {
    const created = await as('forskolechef').post(
      '/api/preschool/4101/person',
      {
        mode: 'create',
        type: 'child',
        data: { given_name: 'Ella', family_name: 'Historiksson', civic_number: '230310-T701' },
        guardians: [],
        care_times: [{ start: '2026-03-01', cost: 1000 }],
      },
      ZPreschoolSaveResponse,
    );
    expect(created.status).toBe(200);
    child = created.body.id;
  });

  it('lists the change to the child, a ghosted read of the unit’s lists and a statistics export', async () => {
    const edited = await as('forskolechef').put('/api/preschool/4101/person', {
      mode: 'edit',
      type: 'child',
      child_id: child,
      data: {
        given_name: 'Ella',
        family_name: 'Historiksson',
        civic_number: '230310-T701',
        note: 'Hämtas 15',
      },
    });
    expect(edited.status).toBe(200);
    // The administrator ghosting the head of the preschool reads the unit's list, which holds the child.
    const listed = await as('admin').get('/api/preschool/4101', undefined, {
      query: { ghost_as: String(headOfPreschool) },
    });
    expect(listed.status).toBe(200);
    // The statistics download as the browser asks for it; apiAs reads every answer as JSON.
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/preschool/export.xlsx?costCenters=4101',
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);

    const { status, body } = await childHistory('4101', child);
    expect(status).toBe(200);
    expect(body.events.map((e) => e.action)).toEqual([
      'preschool.export',
      'GET /api/preschool/:costCenter',
      'edit',
      'create',
    ]);
    const [exportEvent, readEvent, editEvent] = body.events;
    expect(exportEvent).toMatchObject({
      entity: 'xlsx',
      actor: { id: admin, name: 'Astrid Lindqvist' },
      after: { format: 'xlsx', costCenters: ['4101'], childIds: expect.arrayContaining([child]) },
    });
    expect(readEvent).toMatchObject({
      entity: 'request',
      actor: { id: admin, name: 'Astrid Lindqvist' },
      ghostAs: { id: headOfPreschool, name: 'Maria Johansson' },
    });
    expect(editEvent).toMatchObject({
      entity: 'preschool_child',
      entityId: String(child),
      actor: { id: headOfPreschool, name: 'Maria Johansson' },
      before: expect.objectContaining({ givenName: 'Ella' }),
      after: { data: expect.objectContaining({ note: 'Hämtas 15' }) },
    });
  });

  it('leaves out what concerns another child or unit', async () => {
    await as('admin').get('/api/preschool/4102', undefined, { query: { ghost_as: String(headOfPreschool) } });
    const reads = (await childHistory('4101', child)).body.events.filter((e) => e.entity === 'request');
    expect(reads.map((e) => e.after)).toEqual([{ params: { costCenter: '4101' }, statusCode: 200 }]);
    const elsewhere = (await childHistory('4102', childElsewhere, {}, 'admin')).body.events;
    expect(elsewhere.map((e) => e.id)).not.toContain(reads[0]?.id);
  });

  it('pages newest first with before and limit, each entry once', async () => {
    const everything = (await childHistory('4101', child)).body.events;
    expect(everything.length).toBeGreaterThanOrEqual(4);
    const first = await childHistory('4101', child, { limit: 3 });
    expect(first.body.events).toEqual(everything.slice(0, 3));
    expect(first.body.nextBefore).toBe(everything[2]?.id);
    expect(await allPages((query) => childHistory('4101', child, query), 1)).toEqual(everything);
  });

  it('answers 404 for an unknown child, a child of another unit and an unknown unit', async () => {
    expect((await childHistory('4101', 2_000_000)).status).toBe(404);
    expect((await childHistory('4101', childElsewhere, {}, 'admin')).status).toBe(404);
    expect((await childHistory('9999', child, {}, 'admin')).status).toBe(404);
  });

  it('answers 403 without preschool ACCESS at the unit', async () => {
    expect((await childHistory('4101', child, {}, 'larare')).status).toBe(403);
    expect((await childHistory('4102', childElsewhere)).status).toBe(403);
  });

  it('answers 400 naming the field for a bad child id, before or limit', async () => {
    for (const [id, query, field] of [
      ['x', {}, 'childId'],
      [child, { before: '-1' }, 'before'],
      [child, { limit: 'many' }, 'limit'],
    ] as const) {
      const answer = await childHistory('4101', id, query);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toContain(field);
    }
  });
});
