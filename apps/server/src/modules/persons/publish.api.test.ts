import { ZPublishResponse } from '@kansli/domain/persons/publishing';
import type { CampusSandbox } from '@kansli/sandbox/campus/campus-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { groupMembers, groups } from '../../db/schema/groups.ts';
import { personGuardians, persons } from '../../db/schema/persons.ts';
import { campusPersonUrl } from '../../integrations/campus/urls.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { testCampus } from '../../test/campus.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
let running: RunningSandbox<CampusSandbox>;
const as = apiAs(() => t.app);
beforeAll(async () => {
  const started = await testCampus();
  running = started.running;
  t = await testApp({}, undefined, undefined, undefined, undefined, undefined, {
    campus: { client: started.campus, adminUrl: running.url },
  });
  await resetDatabase(t.database);
});
afterAll(async () => {
  await t.app.close();
  await running.close();
});
beforeEach(() => running.sandbox.control.reset());

/** A seeded pupil with guardians, a group at the pupil's school with them in it and an ended membership. */
async function pupilWithGuardians() {
  const db = t.database.db;
  const [link] = await db.select().from(personGuardians).limit(1);
  if (!link) throw new Error('the seed has no guardians');
  await db.delete(groupMembers).where(eq(groupMembers.personId, link.personId));
  const [group, ended] = await db
    .insert(groups)
    .values([
      { locationId: 201, name: '7A', code: '7A-26' },
      { locationId: 201, name: '6A', code: '6A-25' },
    ])
    .returning({ id: groups.id });
  if (!group || !ended) throw new Error('no group');
  await db.insert(groupMembers).values([
    { groupId: group.id, personId: link.personId, roleName: 'Elev' },
    { groupId: ended.id, personId: link.personId, roleName: 'Elev', deletedAt: new Date('2026-06-15') },
  ]);
  const guardianCount = await db.$count(personGuardians, eq(personGuardians.personId, link.personId));
  return { personId: link.personId, groupId: group.id, endedGroupId: ended.id, guardianCount };
}

const personRow = async (id: number) =>
  (await t.database.db.select().from(persons).where(eq(persons.id, id)))[0];
const audits = (id: number, action: string) =>
  t.database.db.$count(
    auditEvents,
    and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, action)),
  );

describe("'Publicera': POST /api/integration/person/{id}/publish", () => {
  it('puts the person on the campus platform and stores its campus id and the time, audited', async () => {
    const { personId } = await pupilWithGuardians();
    const answer = await as('support').post(
      `/api/integration/person/${personId}/publish`,
      undefined,
      ZPublishResponse,
    );
    expect(answer.status).toBe(200);
    const onCampus = running.sandbox.state.persons.get(String(personId));
    expect(answer.body.data).toEqual({ publishedAt: expect.any(String), campusId: onCampus?.campusId });
    expect(onCampus?.roles).toContainEqual({ role: 'Elev', unit: expect.any(String) });
    const row = await personRow(personId);
    expect(row?.campusId).toBe(onCampus?.campusId);
    expect(row?.publishedAt?.toISOString()).toBe(answer.body.data.publishedAt);
    expect(await audits(personId, 'person.publish')).toBe(1);
    // The card's link goes to the platform's admin page of the person.
    const campus = { client: running.sandbox as never, adminUrl: running.url };
    const url = campusPersonUrl(
      { integrations: { signIn: undefined as never, visma: undefined, campus } },
      row?.campusId ?? null,
    );
    expect(url).toBe(`${running.url}/admin/persons/${row?.campusId}`);
    expect(await (await fetch(url ?? '')).text()).toContain(row?.familyName);
  });

  it('is refused without adminMenu PERSONS, and for an unknown person', async () => {
    const { personId } = await pupilWithGuardians();
    expect((await as('larare').post(`/api/integration/person/${personId}/publish`, undefined)).status).toBe(
      403,
    );
    const unknown = await as('support').post('/api/integration/person/999999/publish', undefined);
    expect(unknown.status).toBe(404);
    expect(running.sandbox.control.received()).toEqual([]);
  });

  it('writes nothing when the platform fails, and says which call failed', async () => {
    const [person] = await t.database.db.select().from(persons).where(eq(persons.isEmployed, false)).limit(1);
    if (!person) throw new Error('no person');
    running.sandbox.control.failNext(3, 503);
    const failed = await as('support').post(`/api/integration/person/${person.id}/publish`, undefined);
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('Campusplattformen svarar inte just nu. Försök igen om en stund.');
    expect(await personRow(person.id)).toMatchObject({
      campusId: person.campusId,
      publishedAt: person.publishedAt,
    });
    expect(await audits(person.id, 'person.publish')).toBe(0);
  });
});

describe("'Publicera NY': POST /api/integration/persons/publish/campus/{id}", () => {
  it('puts the person, each guardian and the link, and each membership not ended with its group', async () => {
    const { personId, groupId, endedGroupId, guardianCount } = await pupilWithGuardians();
    const url = `/api/integration/persons/publish/campus/${personId}`;
    const answer = await as('support').post(url, undefined, ZPublishResponse);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ guardians: guardianCount, memberships: 1 });
    const { state } = running.sandbox;
    expect(state.persons.get(String(personId))?.guardians.size).toBe(guardianCount);
    expect(state.groups.get(String(groupId))?.members).toEqual(new Map([[String(personId), 'Elev']]));
    expect(state.groups.has(String(endedGroupId))).toBe(false);
    const [group] = await t.database.db.select().from(groups).where(eq(groups.id, groupId));
    expect(group?.campusId).toBe(state.groups.get(String(groupId))?.campusId);
    expect((await personRow(personId))?.publishedAt?.toISOString()).toBe(answer.body.data.publishedAt);
    expect(await audits(personId, 'person.publish.campus')).toBe(1);

    // Publishing again repeats the same PUTs: nothing is made twice on the platform.
    const persons = state.persons.size;
    expect((await as('support').post(url, undefined)).status).toBe(200);
    expect(state.persons.size).toBe(persons);
  });

  it('writes nothing when a call fails half-way or at once', async () => {
    const { personId, groupId } = await pupilWithGuardians();
    const db = t.database.db;
    await db.update(persons).set({ publishedAt: null, campusId: null }).where(eq(persons.id, personId));
    const auditsBefore = await audits(personId, 'person.publish.campus');
    // A guardian the platform refuses (no given name): the person's PUT has passed by then.
    const [link] = await db.select().from(personGuardians).where(eq(personGuardians.personId, personId));
    await db
      .update(persons)
      .set({ givenName: '' })
      .where(eq(persons.id, link?.guardianId ?? 0));
    const url = `/api/integration/persons/publish/campus/${personId}`;
    const halfWay = await as('support').post(url, undefined);
    expect(halfWay.status).toBe(502);
    expect(halfWay.error?.message).toBe(
      'Campusplattformen avvisade uppgifterna från Kansli. Kontrollera uppgifterna och försök igen; kvarstår felet, kontakta systemförvaltaren.',
    );
    expect(running.sandbox.state.persons.has(String(personId))).toBe(true);
    expect(await personRow(personId)).toMatchObject({ publishedAt: null, campusId: null });
    const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
    expect(group?.campusId).toBeNull();

    running.sandbox.control.failNext(3, 500);
    expect((await as('support').post(url, undefined)).status).toBe(502);
    expect(await personRow(personId)).toMatchObject({ publishedAt: null, campusId: null });
    expect(await audits(personId, 'person.publish.campus')).toBe(auditsBefore);
  });
});
