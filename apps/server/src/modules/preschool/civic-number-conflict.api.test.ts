import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/locations.ts';
import { preschoolChildren } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

// A civic number held by a child of another unit is refused without saying where, or whose: the whole
// answer is the message, unless the user may open that unit's children.

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

const TAKEN_ELSEWHERE = 'Det finns redan ett barn med det personnumret på en annan förskola';
const SOLROSEN = '4101';

async function childAtBlaklockan() {
  const [child] = await t.database.db
    .select()
    .from(preschoolChildren)
    .where(eq(preschoolChildren.locationId, 102))
    .limit(1);
  const [unit] = await t.database.db.select().from(locations).where(eq(locations.id, 102));
  if (!child || !unit) throw new Error('the seed has no child at unit 102');
  return { child, unit };
}

const childData = (civic: string) => ({ given_name: 'Okänd', family_name: 'Krocksson', civic_number: civic });

describe('a civic number held at another unit', () => {
  it('answers 409 with the message alone to a user of this unit, creating or editing, and saves nothing', async () => {
    const { child, unit } = await childAtBlaklockan();
    const created = await as('forskolechef').post(`/api/preschool/${SOLROSEN}/person`, {
      mode: 'create',
      type: 'child',
      data: childData(child.civicNumber),
      guardians: [],
      care_times: [],
    });
    const own = await as('forskolechef').post(
      `/api/preschool/${SOLROSEN}/person`,
      { mode: 'create', type: 'child', data: childData('230311-K901'), guardians: [], care_times: [] },
      ZPreschoolSaveResponse,
    );
    const edited = await as('forskolechef').put(`/api/preschool/${SOLROSEN}/person`, {
      mode: 'edit',
      type: 'child',
      child_id: own.body.id,
      data: childData(child.civicNumber),
      care_times: [],
    });

    for (const answer of [created, edited]) {
      expect(answer.status).toBe(409);
      expect(answer.response.json()).toEqual({ error: { statusCode: 409, message: TAKEN_ELSEWHERE } });
      for (const told of [unit.name, unit.costCenter, child.givenName, child.familyName, child.civicNumber]) {
        expect(answer.response.body).not.toContain(told);
      }
    }
    expect(
      await t.database.db.$count(preschoolChildren, eq(preschoolChildren.civicNumber, child.civicNumber)),
    ).toBe(1);
    const [kept] = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.id, own.body.id));
    expect(kept?.civicNumber).toBe('230311-K901');
  });

  it('gives the child’s id to a user who may open that unit’s children', async () => {
    const { child } = await childAtBlaklockan();
    const answer = await as('admin').post(`/api/preschool/${SOLROSEN}/person`, {
      mode: 'create',
      type: 'child',
      data: childData(child.civicNumber),
      guardians: [],
      care_times: [],
    });
    expect(answer.response.json()).toEqual({
      error: { statusCode: 409, message: TAKEN_ELSEWHERE, id: child.id },
    });
  });
});
