import { GUARDIAN_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { GUARDIAN_SEARCH_LIMIT, ZLinkedPersons } from '@kansli/domain/persons/guardians';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { pupilWithGuardians, unlinkedAdult } from './person-fixtures.ts';

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

describe("a pupil's guardians", () => {
  it("are read from the pupil, and the guardian's pupils from the guardian", async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const stored = await queryRows<{ id: number }>(
      t.database.db,
      sql`select guardian_id as id from person_guardians where person_id = ${pupil.id} order by guardian_id`,
    );
    const guardians = await as('support').get(
      `/api/persons/getConnectedGuardians/${pupil.id}`,
      ZLinkedPersons,
    );
    expect(guardians.body.map((g) => g.id).sort((a, b) => a - b)).toEqual(stored.map((g) => g.id));
    const guardian = guardians.body[0];
    expect(guardian).toEqual({
      id: expect.any(Number),
      given_name: expect.any(String),
      family_name: expect.any(String),
      civic_number: expect.stringMatching(/^\d{8}-\d{4}$/),
    });
    const pupils = await as('support').get(`/api/persons/getGuardiansPupils/${guardian?.id}`, ZLinkedPersons);
    expect(pupils.body.map((p) => p.id)).toContain(pupil.id);
    expect((await as('support').get('/api/persons/getConnectedGuardians/2000000')).status).toBe(404);
    expect((await as('support').get('/api/persons/getGuardiansPupils/2000000')).status).toBe(404);
    expect((await as('larare').get(`/api/persons/getConnectedGuardians/${pupil.id}`)).status).toBe(403);
    expect((await as('larare').get(`/api/persons/getGuardiansPupils/${pupil.id}`)).status).toBe(403);
  });

  it('are found by the start of the civic number, with or without its hyphen, by name', async () => {
    const adult = await unlinkedAdult(t.database.db);
    const idsOf = async (query: string) => {
      const found = await as('support').get(
        `/api/persons/getGuardianFromPNR/${encodeURIComponent(query)}`,
        ZLinkedPersons,
      );
      expect(found.status).toBe(200);
      return found.body.map((p) => p.id);
    };
    const digits = adult.civicNumber.replace('-', '');
    expect(await idsOf(adult.civicNumber)).toEqual([adult.id]);
    expect(await idsOf(digits)).toEqual([adult.id]);
    expect(await idsOf(`${digits.slice(0, 8)}-${digits.slice(8, 10)}`)).toContain(adult.id);
    expect(await idsOf(digits.slice(0, 8))).toContain(adult.id);
    // Not a part from the middle: the start.
    expect(await idsOf(digits.slice(2, 10))).not.toContain(adult.id);

    const wide = await as('support').get('/api/persons/getGuardianFromPNR/19', ZLinkedPersons);
    expect(wide.status).toBe(400);
    const many = (await as('support').get('/api/persons/getGuardianFromPNR/197', ZLinkedPersons)).body;
    expect(many.length).toBeLessThanOrEqual(GUARDIAN_SEARCH_LIMIT);
    expect(many.length).toBeGreaterThan(0);
    const names = many.map((p) => `${p.family_name} ${p.given_name}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    for (const bad of ['12', 'abc', '1-']) {
      const answer = await as('support').get(`/api/persons/getGuardianFromPNR/${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/^query/);
    }
    expect((await as('larare').get(`/api/persons/getGuardianFromPNR/${digits}`)).status).toBe(403);
  });

  it('are linked and unlinked once however often asked, with no body or an empty one, audited by ids', async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const adult = await unlinkedAdult(t.database.db);
    const add = `/api/person/${pupil.id}/updateGuardian/${adult.id}`;
    const remove = `/api/person/${pupil.id}/removeGuardian/${adult.id}`;

    const linked = await as('support').post(add, undefined, ZLinkedPersons);
    expect(linked.status).toBe(200);
    expect(linked.body.map((g) => g.id)).toContain(adult.id);
    const again = await as('support').post(add, {}, ZLinkedPersons);
    expect(again.body).toEqual(linked.body);
    const audits = await auditsOf(pupil.id, 'person.guardian.add');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ pupilId: pupil.id, guardianId: adult.id });
    const pupils = await as('support').get(`/api/persons/getGuardiansPupils/${adult.id}`, ZLinkedPersons);
    expect(pupils.body.map((p) => p.id)).toEqual([pupil.id]);

    const unlinked = await as('support').post(remove, undefined, ZLinkedPersons);
    expect(unlinked.body.map((g) => g.id)).not.toContain(adult.id);
    expect((await as('support').post(remove, {})).status).toBe(200);
    expect(await auditsOf(pupil.id, 'person.guardian.remove')).toHaveLength(1);
  });

  it('refuses a person as their own guardian, unknown persons, and users without PERSONS', async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const audited = (await auditsOf(pupil.id, 'person.guardian.add')).length;
    const self = await as('support').post(`/api/person/${pupil.id}/updateGuardian/${pupil.id}`, undefined);
    expect(self.status).toBe(400);
    expect(self.error?.message).toMatch(/^guardianId/);
    const noGuardian = await as('support').post(`/api/person/${pupil.id}/updateGuardian/2000000`, undefined);
    expect(noGuardian.status).toBe(404);
    expect(noGuardian.error?.message).toBe(GUARDIAN_NOT_FOUND_MESSAGE);
    expect((await as('support').post(`/api/person/2000000/removeGuardian/${pupil.id}`, {})).status).toBe(404);
    const bad = await as('support').post(`/api/person/${pupil.id}/updateGuardian/x`, undefined);
    expect(bad.error?.message).toMatch(/^guardianId/);
    const adult = await unlinkedAdult(t.database.db);
    expect((await as('larare').post(`/api/person/${pupil.id}/updateGuardian/${adult.id}`, {})).status).toBe(
      403,
    );
    expect(await auditsOf(pupil.id, 'person.guardian.add')).toHaveLength(audited);
  });
});
