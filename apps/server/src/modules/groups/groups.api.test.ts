import {
  ZDeletedMember,
  ZGooglePublishResponse,
  ZGroup,
  ZGroupMembers,
  ZGroupSearchResponse,
} from '@kansli/domain/groups/groups';
import { ZPublishLocations, ZPublishRun } from '@kansli/domain/groups/publishing';
import type { CampusSandbox } from '@kansli/sandbox/campus/campus-sandbox';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context/clock.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { groupMembers, groups } from '../../db/schema/groups.ts';
import { personEmails } from '../../db/schema/persons.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { testCampus } from '../../test/campus.ts';
import { resetDatabase } from '../../test/database.ts';
import { testDirectory, WORKSPACE } from '../../test/google.ts';
import { workPublishRun } from './publish-runs.ts';

// The groups screen's calls and the publish dialog's on the seeded groups, publishing to the campus
// and Google sandboxes over HTTP.

let t: TestApp;
let campus: RunningSandbox<CampusSandbox>;
let google: RunningSandbox<SheetsSandbox>;
let integrations: Parameters<typeof workPublishRun>[0]['integrations'];
const as = apiAs(() => t.app);

beforeAll(async () => {
  const startedCampus = await testCampus();
  const startedGoogle = await testDirectory();
  campus = startedCampus.running;
  google = startedGoogle.running;
  integrations = {
    campus: { client: startedCampus.campus, adminUrl: campus.url },
    directory: {
      client: startedGoogle.directory,
      groupClient: startedGoogle.directory,
      workspace: WORKSPACE,
    },
  };
  t = await testApp({}, undefined, undefined, undefined, undefined, undefined, integrations);
  await resetDatabase(t.database);
  // The teacher is made principal of one school: GROUPS there and nowhere else.
  const db = t.database.db;
  const [teacher] = await db
    .select({ id: personEmails.personId })
    .from(personEmails)
    .where(eq(personEmails.email, 'larare@kansli.test'));
  const [principal] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Rektor'));
  await db
    .insert(personRoles)
    .values({ personId: teacher?.id as number, roleId: principal?.id as number, locationId: 202 });
});
afterAll(async () => {
  // The teacher's role as principal goes with this file: later files of the worker expect the seed's.
  await resetDatabase(t.database);
  await t.app.close();
  await campus.close();
  await google.close();
});

async function seededClass(locationId = 201) {
  const [row] = await t.database.db
    .select()
    .from(groups)
    .where(and(eq(groups.locationId, locationId), eq(groups.typeName, 'Klass')))
    .orderBy(groups.id)
    .limit(1);
  if (!row) throw new Error('no class');
  return row;
}

describe('GET /api/integration/groups', () => {
  it('finds groups by a word of the name, pages by 8 and counts them all', async () => {
    const { body } = await as('admin').get('/api/integration/groups?search=MATEMATIK', ZGroupSearchResponse);
    expect(body.groups.length).toBeGreaterThan(0);
    for (const group of body.groups) expect(group.name.toLowerCase()).toContain('matematik');

    const all = await as('admin').get('/api/integration/groups', ZGroupSearchResponse);
    expect(all.body.groups).toHaveLength(8);
    expect(all.body.groupCount).toBeGreaterThan(8);
    const second = await as('admin').get('/api/integration/groups?pageIndex=1', ZGroupSearchResponse);
    expect(second.body.groups[0]?.id).not.toBe(all.body.groups[0]?.id);
  });

  it('finds one group by system:id and by admin:id, with its system ids and unit', async () => {
    const klass = await seededClass();
    const bySystem = await as('admin').get(
      `/api/integration/groups?search=${encodeURIComponent(`schoolsoft:${klass.systemId}`)}`,
      ZGroupSearchResponse,
    );
    expect(bySystem.body.groupCount).toBe(1);
    const [found] = bySystem.body.groups;
    expect(found).toMatchObject({ id: klass.id, name: klass.name, typeName: 'Klass', locationId: 201 });
    expect(found?.extension.locationName).toBe('Nordljus grundskola Centrum');
    expect(found?.extension.systemIds).toEqual([
      { system: 'admin', systemId: String(klass.id), systemSegment: null },
      { system: 'schoolsoft', systemId: klass.systemId, systemSegment: null },
    ]);
    const byAdmin = await as('admin').get(
      `/api/integration/groups?search=admin:${klass.id}`,
      ZGroupSearchResponse,
    );
    expect(byAdmin.body.groups.map((g) => g.id)).toEqual([klass.id]);
    expect(
      (await as('admin').get('/api/integration/groups?search=admin:x', ZGroupSearchResponse)).body.groupCount,
    ).toBe(0);
  });

  it("finds a group by 'system:' and its id in any system, as the search box's placeholder reads", async () => {
    const klass = await seededClass();
    const search = async (text: string) =>
      (
        await as('admin').get(
          `/api/integration/groups?search=${encodeURIComponent(text)}`,
          ZGroupSearchResponse,
        )
      ).body.groups;
    expect((await search(`system:${klass.systemId}`)).map((g) => g.id)).toEqual([klass.id]);
    expect((await search(`System:${klass.id}`)).map((g) => g.id)).toContain(klass.id);
    expect(await search('system:no-such-id')).toEqual([]);
  });

  it('shows a unit-scoped user only the groups of their units', async () => {
    const { body } = await as('larare').get('/api/integration/groups?pageSize=100', ZGroupSearchResponse);
    expect(body.groupCount).toBeGreaterThan(0);
    expect(new Set(body.groups.map((g) => g.locationId))).toEqual(new Set([202]));
    const klass = await seededClass(201);
    expect((await as('larare').get(`/api/integration/groups/${klass.id}/members`)).status).toBe(403);
  });

  it('refuses bad paging and answers 403 without GROUPS', async () => {
    expect((await as('admin').get('/api/integration/groups?pageSize=1000')).status).toBe(400);
    expect((await as('admin').get('/api/integration/groups?pageIndex=-1')).status).toBe(400);
    expect((await as('support').get('/api/integration/groups')).status).toBe(403);
  });
});

describe('a group’s members and state', () => {
  it('lists the current members, teachers first, with the membership id and the person', async () => {
    const klass = await seededClass();
    const { body } = await as('admin').get(`/api/integration/groups/${klass.id}/members`, ZGroupMembers);
    expect(body[0]?.roleName).toBe('Lärare');
    expect(body.length).toBeGreaterThan(5);
    expect(body.every((m) => m.personId > 0 && m.name.includes(' '))).toBe(true);
  });

  it('switches the group inactive and active again, audited', async () => {
    const klass = await seededClass();
    const off = await as('admin').post(`/api/groups/${klass.id}/setActiveStatus`, { active: false }, ZGroup);
    expect(off.body.active).toBe(false);
    const on = await as('admin').post(`/api/groups/${klass.id}/setActiveStatus`, { active: true }, ZGroup);
    expect(on.body.active).toBe(true);
    const events = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(klass.id)));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['group.deactivate', 'group.activate']),
    );
    expect(
      (await as('admin').post(`/api/groups/${klass.id}/setActiveStatus`, { active: 'yes' })).status,
    ).toBe(400);
    expect(
      (await as('support').post(`/api/groups/${klass.id}/setActiveStatus`, { active: false })).status,
    ).toBe(403);
  });

  it('ends a membership without removing it, once', async () => {
    const klass = await seededClass();
    const members = await as('admin').get(`/api/integration/groups/${klass.id}/members`, ZGroupMembers);
    const pupil = members.body.find((m) => m.roleName === 'Elev');
    const url = `/api/groups/${klass.id}/deleteMember/${pupil?.id}`;
    expect((await as('admin').post(url, undefined, ZDeletedMember)).body).toEqual({ id: pupil?.id });
    const [row] = await t.database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.id, pupil?.id as number));
    expect(row?.deletedAt).not.toBeNull();
    expect((await as('admin').post(url, undefined)).status).toBe(404);
    const other = await seededClass(202);
    expect(
      (await as('admin').post(`/api/groups/${other.id}/deleteMember/${pupil?.id}`, undefined)).status,
    ).toBe(404);
  });
});

describe('publishing a group', () => {
  it('puts the group and its members on campus and sets publishedAt; again changes nothing', async () => {
    const klass = await seededClass();
    const first = await as('admin').post(
      `/api/integration/group/${klass.id}/publish/campus`,
      undefined,
      ZGroup,
    );
    expect(first.status).toBe(200);
    expect(first.body.publishedAt).not.toBeNull();
    expect(first.body.extension.campusAdminUrl).toBe(
      `${campus.url}/admin/groups/${encodeURIComponent(first.body.extension.campusId as string)}`,
    );
    const onCampus = campus.sandbox.state.groups.get(String(klass.id));
    const current = await t.database.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, klass.id), isNull(groupMembers.deletedAt)));
    expect(onCampus?.members.size).toBe(current.length);
    const groupsBefore = campus.sandbox.state.groups.size;
    const again = await as('admin').post(
      `/api/integration/group/${klass.id}/publish/campus`,
      undefined,
      ZGroup,
    );
    expect(again.body.extension.campusId).toBe(first.body.extension.campusId);
    expect(campus.sandbox.state.groups.size).toBe(groupsBefore);
  });

  it('makes the Google group with the members’ organisation addresses; again adds nothing', async () => {
    const klass = await seededClass();
    const first = await as('admin').post(
      `/api/integration/group/${klass.id}/publish/google`,
      undefined,
      ZGooglePublishResponse,
    );
    expect(first.status).toBe(200);
    expect(first.body.added).toBeGreaterThan(0);
    const inGoogle = google.sandbox.groups.get((klass.email as string).toLowerCase());
    expect(inGoogle?.members.size).toBe(first.body.added);
    const again = await as('admin').post(
      `/api/integration/group/${klass.id}/publish/google`,
      undefined,
      ZGooglePublishResponse,
    );
    expect(again.body).toMatchObject({ added: 0, removed: 0 });
  });

  it('answers 409 for a group without an e-mail address to publish to Google', async () => {
    const [course] = await t.database.db
      .select()
      .from(groups)
      .where(and(eq(groups.locationId, 201), isNull(groups.email)))
      .limit(1);
    const answer = await as('admin').post(`/api/integration/group/${course?.id}/publish/google`, undefined);
    expect(answer.status).toBe(409);
    expect(answer.error?.message).toBe('Gruppen saknar e-postadress');
  });
});

describe('the publish dialog’s run', () => {
  it('offers the units in the spec’s order without the staff unit', async () => {
    const { body } = await as('admin').get('/api/publish/locations', ZPublishLocations);
    expect(body[0]?.name).toBe('Nordljus grundskola Centrum');
    expect(body.map((u) => u.name)).not.toContain('Nordljus Stab');
    expect(body.findIndex((u) => u.name.includes('gymnasium'))).toBeLessThan(
      body.findIndex((u) => u.name.includes('Förskolan')),
    );
  });

  it('publishes a unit’s groups one by one with an outcome each; a second start answers the run under way', async () => {
    const started = await as('admin').post(
      '/api/publish/runs',
      { locationId: 221, mode: 'groups', campus: true, google: true },
      ZPublishRun,
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'queued',
      done: 0,
      locationName: 'Nordljus komvux Stockholm',
    });
    expect(started.body.total).toBeGreaterThan(0);
    const twice = await as('admin').post(
      '/api/publish/runs',
      { locationId: 221, mode: 'groups', campus: true, google: true },
      ZPublishRun,
    );
    expect(twice.body.id).toBe(started.body.id);

    await workPublishRun({ db: t.database.db, clock: systemClock, integrations }, started.body.id);
    const run = await as('admin').get(`/api/publish/runs/${started.body.id}`, ZPublishRun);
    expect(run.body).toMatchObject({ status: 'done', done: run.body.total, failed: 0 });
    // The adult-education courses have no e-mail address: on campus, and said so for Google.
    for (const item of run.body.items) {
      expect(item.status).toBe('partial');
      expect(item.message).toMatch(/^Campus: \d+ medlemmar; Google: Gruppen saknar e-postadress$/);
    }
    const published = await t.database.db.select().from(groups).where(eq(groups.locationId, 221));
    expect(published.every((g) => g.publishedAt !== null)).toBe(true);

    const next = await as('admin').post(
      '/api/publish/runs',
      { locationId: 221, mode: 'groups', campus: true, google: false },
      ZPublishRun,
    );
    expect(next.body.id).not.toBe(started.body.id);
  });

  it('stores an item that campus refused with Swedish words for staff and the call in the log', async () => {
    const started = await as('admin').post(
      '/api/publish/runs',
      { locationId: 221, mode: 'groups', campus: true, google: false },
      ZPublishRun,
    );
    const logged: object[] = [];
    campus.sandbox.control.failNext(100, 400);
    try {
      await workPublishRun(
        {
          db: t.database.db,
          clock: systemClock,
          integrations,
          log: { warn: (fields) => logged.push(fields) },
        },
        started.body.id,
      );
    } finally {
      campus.sandbox.control.reset();
    }
    const run = await as('admin').get(`/api/publish/runs/${started.body.id}`, ZPublishRun);
    expect(run.body.failed).toBe(run.body.total);
    for (const item of run.body.items) {
      expect(item.message).toBe(
        'Campusplattformen avvisade uppgifterna från Kansli. Kontrollera uppgifterna och försök igen; kvarstår felet, kontakta systemförvaltaren.',
      );
    }
    expect(logged[0]).toMatchObject({ failure: { system: 'Campus', status: 400 } });
  });

  it('refuses a run without a unit or a target, persons to Google, and a user without the flag', async () => {
    const noTarget = await as('admin').post('/api/publish/runs', {
      locationId: 201,
      mode: 'groups',
      campus: false,
      google: false,
    });
    expect(noTarget.status).toBe(400);
    expect(noTarget.error?.message).toContain('Please select at least one publish option');
    const noUnit = await as('admin').post('/api/publish/runs', {
      mode: 'groups',
      campus: true,
      google: false,
    });
    expect(noUnit.status).toBe(400);
    expect(noUnit.error?.message).toContain('Please select a location');
    const persons = await as('admin').post('/api/publish/runs', {
      locationId: 201,
      mode: 'persons',
      campus: true,
      google: true,
    });
    expect(persons.status).toBe(400);
    const denied = await as('larare').post('/api/publish/runs', {
      locationId: 201,
      mode: 'groups',
      campus: true,
      google: false,
    });
    expect(denied.status).toBe(403);
    expect((await as('support').get('/api/publish/runs/1')).status).toBe(403);
  });
});
