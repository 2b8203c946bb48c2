import {
  type BuiltInRoleName,
  builtInRoles,
  GRANT_BEYOND_OWN_MESSAGE,
  ROLES_WHILE_GHOSTING_MESSAGE,
} from '@kansli/domain/access/built-in-roles';
import { segmentCatalogue } from '@kansli/domain/access/catalogue';
import { ancestorsOf, flagsAt } from '@kansli/domain/access/grants';
import { roleFitsUnit } from '@kansli/domain/access/unit-roles';
import { ZRoleSearchHits } from '@kansli/domain/persons/location-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGrants, loadLocationParents } from '../../auth/access-repository.ts';
import { authSegments, grants, personRoles } from '../../db/schema/access.ts';
import { personEmails, persons } from '../../db/schema/persons.ts';
import { apiAs, csrfHeaders, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';

// Each demo role, seated where the demo has it, gives and takes each built-in role at the organisation's
// root, a preschool and a school: allowed exactly where it holds every flag of the role, and what it
// gives never reaches past its own rights.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(async () => {
  await resetDatabase(t.database);
  await t.app.close();
});

const ROOT = 1;
const PRESCHOOLS = 100;
const SOLROSEN = 101;
const CENTRUM = 201;
const STAB = 10;
const UNITS = [ROOT, SOLROSEN, CENTRUM] as const;
const ROLES = builtInRoles.map((role) => role.name);

/** Roles that grant nothing: anyone who edits unit roles gives them anywhere. */
const GRANTING_NOTHING: BuiltInRoleName[] = ['Barnskötare', 'Lärare', 'Elev', 'Vårdnadshavare'];
const everywhere = (role: BuiltInRoleName) => UNITS.map((unit) => `${role}@${unit}`);

interface Granter {
  role: BuiltInRoleName;
  seat: number;
  /** Given support EDIT_ROLES at the root besides the role, so that the role's own flags decide. */
  editsRoles: boolean;
  /** 'Role@unit' it may give and take, beyond the roles that grant nothing; 'all' for every one. */
  gives: string[] | 'all';
}

const granters: Granter[] = [
  { role: 'Administratör', seat: ROOT, editsRoles: false, gives: 'all' },
  { role: 'Supportpersonal', seat: ROOT, editsRoles: false, gives: everywhere('Supportpersonal') },
  // As the demo has them, without 'Redigera enhetsroller': nothing at all.
  ...(['Förskolechef', 'Förskollärare'] as const).map((role) => ({
    role,
    seat: SOLROSEN,
    editsRoles: false,
    gives: [],
  })),
  { role: 'Rektor', seat: CENTRUM, editsRoles: false, gives: [] },
  { role: 'Ekonom', seat: STAB, editsRoles: false, gives: [] },
  // With it, what their roles hold at their unit.
  {
    role: 'Förskolechef',
    seat: SOLROSEN,
    editsRoles: true,
    gives: ['Förskolechef@101', 'Förskollärare@101'],
  },
  { role: 'Förskollärare', seat: SOLROSEN, editsRoles: true, gives: ['Förskollärare@101'] },
  { role: 'Rektor', seat: CENTRUM, editsRoles: true, gives: ['Rektor@201'] },
  // Above the preschools, the economist gives the preschool roles at a preschool, not at the root.
  {
    role: 'Ekonom',
    seat: PRESCHOOLS,
    editsRoles: true,
    gives: ['Förskolechef@101', 'Förskollärare@101', 'Ekonom@101'],
  },
];

const BUSINESS_OF: Record<(typeof UNITS)[number], number | null> = {
  [ROOT]: null,
  [SOLROSEN]: 100,
  [CENTRUM]: 200,
};
/** What giving the role at the unit answers: refused past the granter's rights, then past the unit's kind. */
const addStatus = (allowed: boolean, role: BuiltInRoleName, unit: (typeof UNITS)[number]) =>
  !allowed ? 403 : roleFitsUnit(role, BUSINESS_OF[unit]) ? 200 : 409;

const allows = (granter: Granter, role: BuiltInRoleName, unit: number) =>
  granter.gives === 'all' ||
  ((granter.role === 'Supportpersonal' || granter.editsRoles) && GRANTING_NOTHING.includes(role)) ||
  granter.gives.includes(`${role}@${unit}`);

let serial = 0;
/** A new person holding the role at the seat (and EDIT_ROLES at the root when asked), signed in. */
async function signedInGranter(granter: Granter) {
  const db = t.database.db;
  const email = `beviljare-${++serial}@kansli.test`;
  const [person] = await db
    .insert(persons)
    .values({ givenName: 'Bevilja', familyName: `Testsson ${serial}`, isEmployed: true })
    .returning({ id: persons.id });
  const id = person?.id as number;
  await db.insert(personEmails).values({ personId: id, email });
  await db
    .insert(personRoles)
    .values({ personId: id, roleId: await roleIdOf(db, granter.role), locationId: granter.seat });
  if (granter.editsRoles) {
    const [support] = await db
      .select({ id: authSegments.id })
      .from(authSegments)
      .where(eq(authSegments.key, 'support'));
    await db.insert(grants).values({
      context: 'person',
      contextId: id,
      segmentId: support?.id as number,
      locationId: ROOT,
      flags: 1,
    });
  }
  return { id, cookie: (await signInAs(t.app, email)).cookie };
}

async function newGrantee() {
  const [person] = await t.database.db
    .insert(persons)
    .values({ givenName: 'Mottagare', familyName: `Testsson ${++serial}` })
    .returning({ id: persons.id });
  return person?.id as number;
}

const changeRole = (cookie: string, personId: number, change: 'add' | 'remove', body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/person/${personId}/${change}Role`,
    headers: { cookie, ...csrfHeaders },
    payload: body,
  });

async function holds(personId: number, roleId: number, locationId: number) {
  const rows = await t.database.db
    .select({ id: personRoles.id })
    .from(personRoles)
    .where(
      and(
        eq(personRoles.personId, personId),
        eq(personRoles.roleId, roleId),
        eq(personRoles.locationId, locationId),
      ),
    );
  return rows.length > 0;
}

/** The flags the grantee holds at a unit that the granter does not. */
async function beyondGranter(granterId: number, granteeId: number) {
  const db = t.database.db;
  const [mine, theirs, parents] = [
    await loadGrants(db, granterId),
    await loadGrants(db, granteeId),
    await loadLocationParents(db),
  ];
  const beyond: string[] = [];
  for (const unit of UNITS) {
    const ancestors = ancestorsOf(unit, parents);
    for (const segment of new Set(theirs.map((grant) => grant.segment))) {
      const extra = flagsAt(theirs, segment, ancestors) & ~flagsAt(mine, segment, ancestors);
      if (extra !== 0) beyond.push(`${segment} ${extra} at ${unit}`);
    }
  }
  return beyond;
}

describe('giving and taking unit roles', () => {
  it.each(
    granters.map((granter) => ({
      ...granter,
      label: `${granter.role} at ${granter.seat}${granter.editsRoles ? ' with Redigera enhetsroller' : ''}`,
    })),
  )('$label gives and takes exactly the roles whose flags it holds at the unit', async (granter) => {
    const { id: granterId, cookie } = await signedInGranter(granter);
    const grantee = await newGrantee();
    const cells = [];
    for (const role of ROLES) {
      const roleId = await roleIdOf(t.database.db, role);
      for (const unit of UNITS) cells.push({ role, roleId, unit, allowed: allows(granter, role, unit) });
    }

    const added = [];
    for (const { role, roleId, unit } of cells) {
      const answer = await changeRole(cookie, grantee, 'add', { role_id: roleId, location_id: unit });
      added.push({
        cell: `${role}@${unit}`,
        status: answer.statusCode,
        held: await holds(grantee, roleId, unit),
      });
      if (answer.statusCode === 403 && granter.editsRoles) {
        expect(answer.json().error.message).toBe(GRANT_BEYOND_OWN_MESSAGE);
      }
    }
    expect(added).toEqual(
      cells.map(({ role, unit, allowed }) => ({
        cell: `${role}@${unit}`,
        status: addStatus(allowed, role, unit),
        held: addStatus(allowed, role, unit) === 200,
      })),
    );
    expect(await beyondGranter(granterId, grantee)).toEqual([]);

    // Held everywhere, each role is taken only where it could have been given.
    await t.database.db
      .insert(personRoles)
      .values(cells.map(({ roleId, unit }) => ({ personId: grantee, roleId, locationId: unit })))
      .onConflictDoNothing();
    const removed = [];
    for (const { role, roleId, unit } of cells) {
      const answer = await changeRole(cookie, grantee, 'remove', { role_id: roleId, location_id: unit });
      removed.push({
        cell: `${role}@${unit}`,
        status: answer.statusCode,
        held: await holds(grantee, roleId, unit),
      });
    }
    expect(removed).toEqual(
      cells.map(({ role, unit, allowed }) => ({
        cell: `${role}@${unit}`,
        status: allowed ? 200 : 403,
        held: !allowed,
      })),
    );
  });
});

describe("support with 'Redigera enhetsroller'", () => {
  it('cannot make itself an administrator or a preschool manager, nor take the administrator’s role', async () => {
    const db = t.database.db;
    const as = apiAs(() => t.app);
    const [support, admin] = [
      await personIdOf(db, 'support@kansli.test'),
      await personIdOf(db, 'admin@kansli.test'),
    ];
    const administrator = await roleIdOf(db, 'Administratör');
    const manager = await roleIdOf(db, 'Förskolechef');
    const rolesBefore = await db.select().from(personRoles).orderBy(personRoles.id);

    for (const [personId, change, body] of [
      [support, 'add', { role_id: administrator, location_id: ROOT }],
      [admin, 'remove', { role_id: administrator, location_id: ROOT }],
      [support, 'add', { role_id: manager, location_id: SOLROSEN }],
    ] as const) {
      const refused = await as('support').post(`/api/person/${personId}/${change}Role`, body);
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toBe(GRANT_BEYOND_OWN_MESSAGE);
    }
    expect(await db.select().from(personRoles).orderBy(personRoles.id)).toEqual(rolesBefore);
    expect((await as('support').get('/api/select/tables')).status).toBe(403);
    expect((await as('support').get('/api/preschool/4101/invoice/list?period=2026-03')).status).toBe(403);
    const granting = { context: 'person', context_id: support, segment: 'adminMenu', flag: 'SUPERADMIN' };
    expect((await as('support').post('/api/permissions/add', granting)).status).toBe(403);
  });

  it('sees which roles it may give in the role search', async () => {
    const as = apiAs(() => t.app);
    const hits = await as('support').get('/api/roles/search/solrosen', ZRoleSearchHits);
    const grantable = (name: string) => hits.body.find((hit) => hit.role_name === name)?.grantable;
    expect([grantable('Barnskötare'), grantable('Förskollärare')]).toEqual([true, false]);
    expect(grantable('Förskolechef')).toBe(false);
    const atRoot = await as('support').get('/api/roles/search/nordljus%20utbildning', ZRoleSearchHits);
    const grantableAtRoot = (name: string) =>
      atRoot.body.find((hit) => hit.role_name === name && hit.location_id === ROOT)?.grantable;
    expect([grantableAtRoot('Supportpersonal'), grantableAtRoot('Administratör')]).toEqual([true, false]);
  });

  it('cannot change roles while acting as someone else', async () => {
    const { cookie } = await signedInGranter({
      role: 'Administratör',
      seat: ROOT,
      editsRoles: false,
      gives: 'all',
    });
    const grantee = await newGrantee();
    const body = { role_id: await roleIdOf(t.database.db, 'Barnskötare'), location_id: SOLROSEN };
    const ghosted = await t.app.inject({
      method: 'POST',
      url: `/api/person/${grantee}/addRole?ghost_as=${await personIdOf(t.database.db, 'support@kansli.test')}`,
      headers: { cookie, ...csrfHeaders },
      payload: body,
    });
    expect(ghosted.statusCode).toBe(403);
    expect(ghosted.json().error.message).toBe(ROLES_WHILE_GHOSTING_MESSAGE);
    expect(await holds(grantee, body.role_id, body.location_id)).toBe(false);
    expect((await changeRole(cookie, grantee, 'add', body)).statusCode).toBe(200);
  });
});

describe('POST /api/permissions/add and /remove', () => {
  /** A preschool manager at Solrosen who may also find persons and change their permissions. */
  async function managerWithPermissionAdmin() {
    const granter = await signedInGranter({
      role: 'Förskolechef',
      seat: SOLROSEN,
      editsRoles: false,
      gives: [],
    });
    const segments = await t.database.db
      .select({ id: authSegments.id, key: authSegments.key })
      .from(authSegments);
    const idOf = (key: string) => segments.find((segment) => segment.key === key)?.id as number;
    await t.database.db.insert(grants).values([
      { context: 'person', contextId: granter.id, segmentId: idOf('auth'), flags: 1 },
      { context: 'person', contextId: granter.id, segmentId: idOf('adminMenu'), flags: 1 },
    ]);
    return granter;
  }
  const change = (cookie: string, operation: 'add' | 'remove', body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/permissions/${operation}`,
      headers: { cookie, ...csrfHeaders },
      payload: body,
    });

  it.each([
    // A segment checked without a unit: held anywhere is enough.
    { segment: 'adminMenu', flag: 'PRESCHOOL', status: 200 },
    { segment: 'adminMenu', flag: 'SUPERADMIN', status: 403 },
    { segment: 'adminMenu', flag: 'PERSONS', status: 200 },
    { segment: 'adminMenu', flag: 'CBBILLING', status: 403 },
    // Granted everywhere, a flag of a unit's segment must be held at the root: Solrosen is not enough.
    { segment: 'preschool', flag: 'BILLING', status: 403 },
    { segment: 'preschool', flag: 'ACCESS', status: 403 },
    { segment: 'support', flag: 'EDIT_ROLES', status: 403 },
  ])(
    'gives and takes $segment $flag of a role and a person only when holding it ($status)',
    async ({ segment, flag, status }) => {
      const { cookie } = await managerWithPermissionAdmin();
      const grantee = await newGrantee();
      const childminder = await roleIdOf(t.database.db, 'Barnskötare');
      for (const target of [
        { context: 'role', context_id: childminder },
        { context: 'person', context_id: grantee },
      ]) {
        for (const operation of ['add', 'remove'] as const) {
          const answer = await change(cookie, operation, { ...target, segment, flag });
          expect(answer.statusCode).toBe(status);
          if (status === 403) expect(answer.json().error.message).toBe(GRANT_BEYOND_OWN_MESSAGE);
        }
      }
      // Through the person's 'Behörigheter' dialog as well.
      const dialog = await t.app.inject({
        method: 'POST',
        url: `/api/integration/person/${grantee}/permissions`,
        headers: { cookie, ...csrfHeaders },
        payload: [{ segment, flag, held: true }],
      });
      expect(dialog.statusCode).toBe(status);
      const direct = await t.database.db
        .select()
        .from(grants)
        .where(and(eq(grants.context, 'person'), eq(grants.contextId, grantee)));
      expect(direct.length).toBe(status === 200 ? 1 : 0);
    },
  );

  it('lets an administrator give every flag of the catalogue', async () => {
    const { cookie } = await signedInGranter({
      role: 'Administratör',
      seat: ROOT,
      editsRoles: false,
      gives: 'all',
    });
    const grantee = await newGrantee();
    for (const segment of segmentCatalogue) {
      for (const { key } of segment.flags) {
        const answer = await change(cookie, 'add', {
          context: 'person',
          context_id: grantee,
          segment: segment.key,
          flag: key,
        });
        expect(answer.statusCode).toBe(200);
      }
    }
  });
});
