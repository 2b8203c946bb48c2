import { ZInvoiceCheckResponse } from '@kansli/domain/preschool/invoice-check';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  preschoolCarePeriods,
  preschoolChildGuardians,
  preschoolChildren,
  preschoolGuardians,
} from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
  // The demo data of Solrosen has problems of its own (a child without guardian, one without cost):
  // the unit starts empty, so the answers below are all the test's.
  await t.database.db.delete(preschoolChildren).where(eq(preschoolChildren.locationId, 101));
  await t.database.db.delete(preschoolGuardians).where(eq(preschoolGuardians.locationId, 101));
});
afterAll(async () => {
  // The worker's later test files expect Solrosen's demo data.
  await resetDatabase(t.database);
  await t.app.close();
});

const url = (period: string, costCenter = '4101') =>
  `/api/preschool/${costCenter}/invoice/check?period=${period}`;
const save = async (body: unknown) => {
  const saved = await as('forskolechef').post('/api/preschool/4101/person', body, ZPreschoolSaveResponse);
  expect(saved.status).toBe(200);
  return saved.body.id;
};
const guardian = (given: string) =>
  save({
    mode: 'create',
    type: 'legalguardian',
    data: {
      given_name: given,
      family_name: 'Kontrollsson',
      email: `${given.toLowerCase()}.kontrollsson@hemma.test`,
      phone: '070-123 45 67',
      street_address: 'Storgatan 1',
      postal_code: '114 55',
      city: 'Stockholm',
    },
  });
let civicNumber = 0;
const child = (
  given: string,
  guardians: unknown[],
  careTimes: { start: string; end?: string; cost?: number }[],
) =>
  save({
    mode: 'create',
    type: 'child',
    data: {
      given_name: given,
      family_name: 'Kontrollsson',
      civic_number: `230310-K${String(++civicNumber).padStart(3, '0')}`,
    },
    guardians,
    care_times: careTimes,
  });
const problem = (kind: string, person_type: string, person_id: number, name: string, message: string) => ({
  kind,
  person_type,
  person_id,
  name: `${name} Kontrollsson`,
  cost_center: '4101',
  message,
});

describe('GET /api/preschool/{cost_center}/invoice/check', () => {
  it('answers no problems for a month with nothing wrong', async () => {
    const parent = await guardian('Anna');
    await child('Alfred', [parent], [{ start: '2026-01-01', cost: 1500 }]);

    const check = await as('forskolechef').get(url('2026-03'), ZInvoiceCheckResponse);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ problems: [] });
  });

  it("reports each thing that would make the month's invoices wrong, by name and then kind", async () => {
    const { db } = t.database;
    const bo = await child('Bo', [], [{ start: '2026-01-01', cost: 1000 }]);

    const cilla = await child('Cilla', [await guardian('Carl')], [{ start: '2026-03-10' }]);

    const [david, dora] = [await guardian('David'), await guardian('Dora')];
    const dan = await child('Dan', [david, dora], [{ start: '2026-01-01', cost: 1000 }]);
    // Shares the forms refuse, as a row stored before the rule existed could hold them.
    await db
      .update(preschoolChildGuardians)
      .set({ percent: 40 })
      .where(and(eq(preschoolChildGuardians.childId, dan), eq(preschoolChildGuardians.guardianId, dora)));

    const eva = await child(
      'Eva',
      [await guardian('Emil')],
      [{ start: '2026-01-01', end: '2026-02-28', cost: 1000 }],
    );
    // An overlap the save refuses, stored directly.
    await db.insert(preschoolCarePeriods).values({ childId: eva, start: '2026-02-15', costOre: 100_000 });

    const [frida, gustav] = [await guardian('Frida'), await guardian('Gustav')];
    await child('Filip', [frida, gustav], [{ start: '2026-01-01', cost: 2000 }]);
    await db.update(preschoolGuardians).set({ email: '' }).where(eq(preschoolGuardians.id, frida));
    await db.update(preschoolGuardians).set({ city: '' }).where(eq(preschoolGuardians.id, gustav));

    const check = await as('forskolechef').get(url('2026-03'), ZInvoiceCheckResponse);
    expect(check.status).toBe(200);
    expect(check.body.problems).toEqual([
      problem('child_without_guardian', 'child', bo, 'Bo', 'Barnet saknar vårdnadshavare'),
      problem('child_without_cost', 'child', cilla, 'Cilla', 'Barnet saknar kostnad för månaden'),
      problem('shares_not_100', 'child', dan, 'Dan', 'Vårdnadshavarnas andelar är 90 %, inte 100 %'),
      problem('overlapping_care', 'child', eva, 'Eva', 'Barnet har överlappande omsorgsperioder'),
      problem(
        'guardian_without_email',
        'legalguardian',
        frida,
        'Frida',
        'Vårdnadshavaren saknar e-postadress',
      ),
      problem('guardian_without_address', 'legalguardian', gustav, 'Gustav', 'Vårdnadshavaren saknar adress'),
    ]);

    // Before any care, only what is wrong whatever the month is left.
    const before = await as('forskolechef').get(url('2025-06'), ZInvoiceCheckResponse);
    expect(before.body.problems.map((p) => p.kind)).toEqual(['shares_not_100', 'overlapping_care']);
  });

  it('needs preschool BILLING at the unit, a known unit and a month', async () => {
    expect((await as('forskollarare').get(url('2026-03'))).status).toBe(403);
    expect((await as('forskolechef').get(url('2026-03', '4102'))).status).toBe(403);
    expect((await as('admin').get(url('2026-03', '9999'))).status).toBe(404);
    const bad = await as('forskolechef').get(url('2026-13'));
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^period: /);
  });
});
