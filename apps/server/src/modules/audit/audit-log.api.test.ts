import type { TAuditAction } from '@kansli/domain/audit/audit-actions';
import { ZAuditPage } from '@kansli/domain/audit/audit-log';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAuditBy } from '../../audit/audit.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { persons } from '../../db/schema/persons.ts';
import { preschoolChildren } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';

// The audit log as the administrator reads it, over entries written here: who, as whom, what, when.

let t: TestApp;
const as = apiAs(() => t.app);
let admin: number;
let support: number;
let teacher: number;
const ACTION = `test${Date.now()}`;
/** An action of this file alone, so that the log's action filter finds only these entries. */
const testAction = (rest: string) => `${ACTION}${rest}` as TAuditAction;

beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
  const { db } = t.database;
  admin = await personIdOf(db, 'admin@kansli.test');
  support = await personIdOf(db, 'support@kansli.test');
  teacher = await personIdOf(db, 'larare@kansli.test');
  // Oldest first: a change of the teacher, support ghosting her, an import, and a literal '%'.
  await recordAuditBy(
    db,
    { realPersonId: admin, ghostAsId: null },
    {
      action: testAction('.person.update'),
      entity: 'person',
      entityId: teacher,
      before: { givenName: 'Karin' },
      after: { givenName: 'Kajsa' },
    },
  );
  await recordAuditBy(
    db,
    { realPersonId: support, ghostAsId: teacher },
    {
      action: testAction('.GET /api/authorization'),
      entity: 'request',
    },
  );
  await recordAuditBy(
    db,
    { realPersonId: null, ghostAsId: null },
    {
      action: testAction('.school.import'),
      entity: 'location',
      entityId: 201,
    },
  );
  await recordAuditBy(
    db,
    { realPersonId: admin, ghostAsId: null },
    {
      action: testAction('%done'),
      entity: 'location',
      entityId: 202,
    },
  );
});
afterAll(async () => {
  await t.app.close();
});

const read = (query: Record<string, string | number>) =>
  as('admin').get('/api/audit', ZAuditPage, { query: { action: ACTION, ...query } });

describe('GET /api/audit', () => {
  it('answers the entries newest first, with who acted and as whom by name, before and after', async () => {
    const { status, body } = await read({});
    expect(status).toBe(200);
    expect(body.events.map((e) => e.action)).toEqual([
      `${ACTION}%done`,
      `${ACTION}.school.import`,
      `${ACTION}.GET /api/authorization`,
      `${ACTION}.person.update`,
    ]);
    const [, imported, ghosted, changed] = body.events;
    expect(imported?.actor).toBeNull();
    expect(ghosted?.actor).toEqual({ id: support, name: 'Jonas Berg' });
    expect(ghosted?.ghostAs).toEqual({ id: teacher, name: 'Karin Nilsson' });
    expect(changed).toMatchObject({
      entity: 'person',
      entityId: String(teacher),
      before: { givenName: 'Karin' },
      after: { givenName: 'Kajsa' },
    });
    expect(body.nextBefore).toBeNull();
  });

  it('names the person, preschool child or grant holder concerned as their rows hold them now', async () => {
    const { db } = t.database;
    const [child] = await db
      .select({ id: preschoolChildren.id, name: sql<string>`given_name || ' ' || family_name` })
      .from(preschoolChildren)
      .limit(1);
    if (!child) throw new Error('the seed has no preschool child');
    const system = { realPersonId: null, ghostAsId: null };
    await recordAuditBy(db, system, {
      action: testAction('.child'),
      entity: 'preschool_child',
      entityId: child.id,
    });
    await recordAuditBy(db, system, {
      action: testAction('.grant'),
      entity: 'grant',
      entityId: `person:${teacher}:adminMenu`,
    });
    await db.update(persons).set({ givenName: 'Kajsa' }).where(eq(persons.id, teacher));
    try {
      const { body } = await read({});
      const named = Object.fromEntries(
        body.events.map((e) => [e.action.slice(ACTION.length), e.subjectName]),
      );
      expect(named).toMatchObject({
        '.child': child.name,
        '.grant': 'Kajsa Nilsson',
        '.person.update': 'Kajsa Nilsson',
        '.school.import': null,
        '.GET /api/authorization': null,
      });
    } finally {
      await db.update(persons).set({ givenName: 'Karin' }).where(eq(persons.id, teacher));
      // The later tests count this file's entries.
      await db
        .delete(auditEvents)
        .where(inArray(auditEvents.action, [testAction('.child'), testAction('.grant')]));
    }
  });

  it('filters by who, as whom, the person concerned, the entity and the action’s beginning', async () => {
    const actions = async (query: Record<string, string | number>) =>
      (await read(query)).body.events.map((e) => e.action.slice(ACTION.length));
    expect(await actions({ actorId: support })).toEqual(['.GET /api/authorization']);
    expect(await actions({ ghostAsId: teacher })).toEqual(['.GET /api/authorization']);
    expect(await actions({ personId: teacher })).toEqual(['.GET /api/authorization', '.person.update']);
    expect(await actions({ entity: 'location', entityId: '201' })).toEqual(['.school.import']);
    // The action is a beginning taken literally: '%' is no wildcard.
    expect(await actions({ action: `${ACTION}%` })).toEqual(['%done']);
  });

  it('filters by a list of whole actions, as the tab asks for every action one text names', async () => {
    const actions = async (list: string) =>
      (await read({ actions: list })).body.events.map((e) => e.action.slice(ACTION.length));
    expect(await actions(`${ACTION}.school.import,${ACTION}.person.update`)).toEqual([
      '.school.import',
      '.person.update',
    ]);
    // Whole actions only: a beginning finds nothing.
    expect(await actions(`${ACTION}.school`)).toEqual([]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `a${i}`).join(',');
    expect((await read({ actions: tooMany })).status).toBe(400);
    expect((await read({ actions: ',' })).status).toBe(400);
  });

  it('names no one to a reader who may not see persons or the preschool', async () => {
    const { db } = t.database;
    const [child] = await db.select({ id: preschoolChildren.id }).from(preschoolChildren).limit(1);
    const system = { realPersonId: null, ghostAsId: null };
    await recordAuditBy(db, system, {
      action: testAction('.child'),
      entity: 'preschool_child',
      entityId: child?.id as number,
    });
    const teachers = { context: 'role', context_id: await roleIdOf(db, 'Lärare'), segment: 'adminMenu' };
    const superadmin = { ...teachers, flag: 'SUPERADMIN' };
    expect((await as('admin').post('/api/permissions/add', superadmin)).status).toBe(200);
    try {
      const { status, body } = await as('larare').get('/api/audit', ZAuditPage, {
        query: { action: ACTION },
      });
      expect(status).toBe(200);
      const concerning = body.events.filter((e) => ['person', 'preschool_child'].includes(e.entity));
      expect(concerning.map((e) => e.action.slice(ACTION.length))).toEqual(['.child', '.person.update']);
      expect(concerning.map((e) => e.subjectName)).toEqual([null, null]);
      // Who acted is named all the same: the log is about what staff did.
      expect(body.events.find((e) => e.entity === 'request')?.actor?.name).toBe('Jonas Berg');
    } finally {
      expect((await as('admin').post('/api/permissions/remove', superadmin)).status).toBe(200);
      await db.delete(auditEvents).where(eq(auditEvents.action, testAction('.child')));
    }
  });

  it('pages by id, and filters by time', async () => {
    const first = await read({ limit: 3 });
    expect(first.body.events).toHaveLength(3);
    expect(first.body.nextBefore).toBe(first.body.events[2]?.id);
    const second = await read({ limit: 3, before: first.body.nextBefore as number });
    expect(second.body.events.map((e) => e.action)).toEqual([`${ACTION}.person.update`]);
    expect(second.body.nextBefore).toBeNull();

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await read({ from: future })).body.events).toEqual([]);
    expect((await read({ to: future })).body.events).toHaveLength(4);
  });

  it('answers 400 naming the field for a time that is none, or a range the wrong way round', async () => {
    const bad = await as('admin').get('/api/audit', undefined, { query: { from: 'igår' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('from');
    const backwards = await read({ from: '2026-11-24T10:00:00Z', to: '2026-11-24T09:00:00Z' });
    expect(backwards.status).toBe(400);
  });

  it('audits its reading with the filters’ names, not their values', async () => {
    await read({ personId: teacher });
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'audit.read'), eq(auditEvents.actorId, admin)))
      .orderBy(auditEvents.id);
    expect(reads.at(-1)?.after).toEqual({ filters: ['personId', 'action'] });
  });
});
