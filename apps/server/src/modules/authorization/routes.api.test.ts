import { holdsFlag, holdsFlagAt, ZAuthorizationResponse } from '@kansli/domain/access/authorization';
import { ZPermissionChangeResponse } from '@kansli/domain/access/permission-change';
import { ZReadableListResponse } from '@kansli/domain/access/readable-list';
import { ZAuthenticateResponse } from '@kansli/domain/auth/authenticate';
import {
  GHOSTING_NOT_ALLOWED_MESSAGE,
  PERMISSIONS_WHILE_GHOSTING_MESSAGE,
} from '@kansli/domain/http/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GHOST_ADMIN_MESSAGE } from '../../auth/access.ts';
import { grants } from '../../db/schema/access.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiAs, type DemoAccount, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  // The demo accounts as seeded: other files of the worker give them roles (the teacher a principal's).
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

const authorizationOf = async (who: DemoAccount, query = '') =>
  (await as(who).get(`/api/authorization${query}`, ZAuthorizationResponse)).body;

describe('GET /api/authorization', () => {
  it('gives the preschool manager preschool access and billing at her unit only', async () => {
    const auth = await authorizationOf('forskolechef');
    expect(holdsFlag(auth, 'adminMenu', 'PRESCHOOL')).toBe(true);
    expect(holdsFlag(auth, 'adminMenu', 'PERSONS')).toBe(false);
    expect(holdsFlagAt(auth, 'preschool', 'BILLING', 101)).toBe(true);
    expect(holdsFlagAt(auth, 'preschool', 'ACCESS', 102)).toBe(false);
    expect(holdsFlagAt(auth, 'preschool', 'READ_ALL_PERSONS', 100)).toBe(false);
    expect(auth.authData.preschool).toEqual({
      segment: 'preschool',
      flags: { ACCESS: 1, BILLING: 2, READ_ALL_PERSONS: 4 },
    });
  });

  it('lets a grant at the root reach every location below it', async () => {
    const auth = await authorizationOf('admin');
    for (const location of [1, 100, 105, 221]) {
      expect(holdsFlagAt(auth, 'preschool', 'BILLING', location)).toBe(true);
    }
    expect(holdsFlag(auth, 'auth', 'PERMISSION_ADMIN')).toBe(true);
  });

  it('gives a teacher without grants nothing', async () => {
    const auth = await authorizationOf('larare');
    expect(auth.authorization).toEqual([]);
    expect(auth.locationAuthorizations).toEqual([]);
  });
});

describe('GET /api/authorization/readable-list', () => {
  it('lists the roles and the flag names per group at the unit, with the way up to the root', async () => {
    const response = await as('forskolechef').get('/api/authorization/readable-list', ZReadableListResponse);
    expect(response.status).toBe(200);
    const { locations } = response.body;
    expect(locations.map((l) => l.id).sort()).toEqual([1, 100, 101]);
    const unit = locations.find((l) => l.id === 101);
    expect(unit).toEqual({
      id: 101,
      parent_id: 100,
      name: 'Förskolan Solrosen',
      authorization: {
        roles: ['Förskolechef'],
        authorizations: [
          { name: 'Adminmeny', authorization_list: 'Förskoleadministration' },
          { name: 'Förskola', authorization_list: 'Åtkomst, Fakturering' },
        ],
      },
    });
    expect(locations.find((l) => l.id === 1)?.authorization).toEqual({
      roles: [],
      authorizations: [],
    });
  });
});

describe('ghosting', () => {
  it("lets support act as the teacher: names, ghostingAs and the teacher's permissions", async () => {
    const teacher = await personIdOf(t.database.db, 'larare@kansli.test');
    const me = await as('support').get(`/api/authenticate?ghost_as=${teacher}`, ZAuthenticateResponse);
    expect(me.body).toEqual({
      givenName: 'Karin',
      familyName: 'Nilsson',
      personId: expect.any(Number),
      ghostingAs: teacher,
      avatarImage: null,
      ghostingEndsAt: expect.any(String),
    });
    expect((await authorizationOf('support', `?ghost_as=${teacher}`)).authorization).toEqual([]);
    const plain = await as('support').get('/api/authenticate', ZAuthenticateResponse);
    expect(plain.body).toMatchObject({ givenName: 'Jonas', ghostingAs: null });
  });

  it('refuses a user without the ghost permission with 403, whatever the request', async () => {
    const teacher = await personIdOf(t.database.db, 'larare@kansli.test');
    for (const url of ['/api/authenticate', '/api/authorization']) {
      const response = await as('forskolechef').get(`${url}?ghost_as=${teacher}`);
      expect(response.status).toBe(403);
      expect(response.error).toEqual({ statusCode: 403, message: GHOSTING_NOT_ALLOWED_MESSAGE });
    }
  });

  it('is ignored by sign-out, so a refused ghost_as cannot lock anyone in', async () => {
    const out = await as('forskolechef').delete('/api/authenticate?ghost_as=5');
    expect(out.status).toBe(204);
  });

  it('answers 400 for a ghost_as that is no id and 404 for a person who does not exist', async () => {
    expect((await as('support').get('/api/authenticate?ghost_as=abc')).status).toBe(400);
    expect((await as('support').get('/api/authenticate?ghost_as=99999999')).status).toBe(404);
  });

  it('refuses to ghost someone holding administrative flags the ghoster lacks', async () => {
    const admin = await personIdOf(t.database.db, 'admin@kansli.test');
    const support = await personIdOf(t.database.db, 'support@kansli.test');
    for (const url of ['/api/authenticate', '/api/authorization']) {
      const refused = await as('support').get(`${url}?ghost_as=${admin}`);
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toBe(GHOST_ADMIN_MESSAGE);
    }
    // The administrator holds every flag support holds.
    const allowed = await as('admin').get(`/api/authenticate?ghost_as=${support}`, ZAuthenticateResponse);
    expect(allowed.body).toMatchObject({ givenName: 'Jonas', ghostingAs: support });
  });

  it('audits every request made while ghosting, reads too, with both ids and the route', async () => {
    const support = await personIdOf(t.database.db, 'support@kansli.test');
    const chef = await personIdOf(t.database.db, 'forskolechef@kansli.test');
    const before = await t.database.db.$count(auditEvents, eq(auditEvents.entity, 'request'));
    expect((await as('support').get(`/api/preschool/4101?ghost_as=${chef}`)).status).toBe(200);
    expect((await as('support').get(`/api/preschool/4102?ghost_as=${chef}`)).status).toBe(403);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'request'))
      .orderBy(auditEvents.id);
    expect(audits.slice(before)).toEqual([
      expect.objectContaining({
        actorId: support,
        ghostAsId: chef,
        action: 'GET /api/preschool/:costCenter',
        after: { params: { costCenter: '4101' }, statusCode: 200 },
      }),
      expect.objectContaining({
        actorId: support,
        ghostAsId: chef,
        action: 'GET /api/preschool/:costCenter',
        after: { params: { costCenter: '4102' }, statusCode: 403 },
      }),
    ]);
  });

  it("cannot nest: the ghosted person's own ghost permission counts for nothing", async () => {
    const admin = await personIdOf(t.database.db, 'admin@kansli.test');
    // The teacher may not ghost, even when acting as no one else.
    expect((await as('larare').get(`/api/authenticate?ghost_as=${admin}`)).status).toBe(403);
  });
});

describe('POST /api/permissions/add and /remove', () => {
  afterEach(async () => {
    await resetDatabase(t.database);
    // The reset ended every session.
    as.forget();
  });

  const change = (who: DemoAccount, operation: 'add' | 'remove', body: object, query = '') =>
    as(who).post(`/api/permissions/${operation}${query}`, body, ZPermissionChangeResponse);

  it('adds a flag to a role, so every holder of the role gets it, and audits before and after', async () => {
    const teacherRole = await roleIdOf(t.database.db, 'Lärare');
    const body = { context: 'role', context_id: teacherRole, segment: 'adminMenu', flag: 'GROUPS' };
    const response = await change('admin', 'add', body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      context: 'role',
      context_id: teacherRole,
      segment: 'adminMenu',
      flags: 2,
      changed: true,
    });
    expect(holdsFlag(await authorizationOf('larare'), 'adminMenu', 'GROUPS')).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'permission-add'));
    expect(audit).toMatchObject({
      actorId: await personIdOf(t.database.db, 'admin@kansli.test'),
      ghostAsId: null,
      entity: 'grant',
      entityId: `role:${teacherRole}:adminMenu`,
      before: { flags: 0 },
      after: { flags: 2 },
    });
  });

  it('treats a flag already held as a no-op, and removing one not held too', async () => {
    const chefRole = await roleIdOf(t.database.db, 'Förskolechef');
    const body = { context: 'role', context_id: chefRole, segment: 'preschool', flag: 'ACCESS' };
    const added = await change('admin', 'add', body);
    expect(added.body).toMatchObject({ flags: 3, changed: false });
    const removedTwice = [await change('admin', 'remove', body), await change('admin', 'remove', body)];
    expect(removedTwice.map((r) => r.body)).toMatchObject([
      { flags: 2, changed: true },
      { flags: 2, changed: false },
    ]);
    expect(await t.database.db.$count(auditEvents, eq(auditEvents.entity, 'grant'))).toBe(1);
  });

  it('accepts a segment id and a flag bit, and grants to a person everywhere', async () => {
    const teacher = await personIdOf(t.database.db, 'larare@kansli.test');
    const segments = await t.database.db.query.authSegments.findMany();
    const preschool = segments.find((s) => s.key === 'preschool')?.id;
    const response = await change('admin', 'add', {
      context: 'person',
      context_id: teacher,
      segment: preschool,
      flag: 2,
    });
    expect(response.body).toMatchObject({ segment: 'preschool', flags: 2, changed: true });
    expect(holdsFlagAt(await authorizationOf('larare'), 'preschool', 'BILLING', 104)).toBe(true);
  });

  it('removes the last flag by deleting the grant', async () => {
    const chefRole = await roleIdOf(t.database.db, 'Förskolechef');
    for (const flag of ['ACCESS', 'BILLING']) {
      await change('admin', 'remove', { context: 'role', context_id: chefRole, segment: 'preschool', flag });
    }
    const left = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.context, 'role'), eq(grants.contextId, chefRole)));
    expect(left.map((g) => g.flags)).toEqual([4]);
  });

  it('refuses a user without auth PERMISSION_ADMIN with 403 and changes nothing', async () => {
    const before = await t.database.db.$count(grants);
    const response = await change('support', 'add', {
      context: 'person',
      context_id: 4,
      segment: 'auth',
      flag: 'PERMISSION_ADMIN',
    });
    expect(response.status).toBe(403);
    expect(response.error?.statusCode).toBe(403);
    expect(await t.database.db.$count(grants)).toBe(before);
  });

  it('refuses changes while ghosting, and audits the attempt with both ids', async () => {
    const support = await personIdOf(t.database.db, 'support@kansli.test');
    const admin = await personIdOf(t.database.db, 'admin@kansli.test');
    const teacher = await personIdOf(t.database.db, 'larare@kansli.test');
    // Support is made a permission administrator; the administrator holds every flag support holds.
    const grant = { context: 'person', context_id: support, segment: 'auth', flag: 'PERMISSION_ADMIN' };
    expect((await change('admin', 'add', grant)).status).toBe(200);
    const body = { context: 'person', context_id: teacher, segment: 'auth', flag: 'PERMISSION_ADMIN' };
    // The administrator acting as support: who acts holds PERMISSION_ADMIN, and still may not.
    const response = await change('admin', 'add', body, `?ghost_as=${support}`);
    expect(response.status).toBe(403);
    expect(response.error?.message).toBe(PERMISSIONS_WHILE_GHOSTING_MESSAGE);
    // Support cannot even act as the administrator.
    expect((await change('support', 'add', body, `?ghost_as=${admin}`)).error?.message).toBe(
      GHOST_ADMIN_MESSAGE,
    );
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'request'));
    expect(audits).toEqual([
      expect.objectContaining({ actorId: admin, ghostAsId: support, action: 'POST /api/permissions/add' }),
    ]);
    expect(
      await t.database.db.$count(grants, and(eq(grants.context, 'person'), eq(grants.contextId, teacher))),
    ).toBe(0);
  });

  it.each([
    [{ context: 'group', context_id: 1, segment: 'auth', flag: 'PERMISSION_ADMIN' }, 'context'],
    [{ context: 'role', context_id: 'x', segment: 'auth', flag: 'PERMISSION_ADMIN' }, 'context_id'],
    [
      { context: 'role', context_id: 1, segment: 'nosuch', flag: 'PERMISSION_ADMIN' },
      'segment: no segment nosuch',
    ],
    [
      { context: 'role', context_id: 1, segment: 'auth', flag: 'NOSUCH' },
      'flag: no flag NOSUCH in segment auth',
    ],
    [{ context: 'role', context_id: 1 }, 'flag'],
  ])('answers 400 naming what is wrong for %j', async (body, message) => {
    const before = await t.database.db.$count(grants);
    const response = await change('admin', 'add', body);
    expect(response.status).toBe(400);
    expect(response.error?.message).toContain(message);
    expect(await t.database.db.$count(grants)).toBe(before);
  });

  it('answers 404 for a role that does not exist', async () => {
    const response = await change('admin', 'add', {
      context: 'role',
      context_id: 9999,
      segment: 'auth',
      flag: 1,
    });
    expect(response.status).toBe(404);
  });
});
