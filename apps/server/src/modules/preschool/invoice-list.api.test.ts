import { ZInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

const guardian = (given: string, address: string) => ({
  mode: 'create',
  type: 'legalguardian',
  data: {
    given_name: given,
    family_name: 'Fakturasson',
    email: `${address}.fakturasson@hemma.test`,
    phone: '070-123 45 67',
    street_address: 'Storgatan 1',
    postal_code: '114 55',
    city: 'Stockholm',
  },
});

describe('GET /api/preschool/{cost_center}/invoice/list', () => {
  it("lists a month's paying guardians with their children and lines, the amounts adding up to the child's fee", async () => {
    const save = (body: unknown) =>
      as('forskolechef').post('/api/preschool/4101/person', body, ZPreschoolSaveResponse);
    const erik = (await save(guardian('Erik', 'erik'))).body.id;
    const asa = (await save(guardian('Åsa', 'asa'))).body.id;
    const child = await save({
      mode: 'create',
      type: 'child',
      data: { given_name: 'Alva', family_name: 'Fakturasson', civic_number: '230310-F001' },
      guardians: [
        { id: erik, percent: 33 },
        { id: asa, percent: 67 },
      ],
      care_times: [{ start: '2026-01-01', cost: 2035 }],
    });
    expect(child.status).toBe(200);

    const list = await as('forskolechef').get(
      '/api/preschool/4101/invoice/list?period=2026-03',
      ZInvoiceListResponse,
    );
    expect(list.status).toBe(200);
    const ours = list.body.guardians.filter((g) => g.family_name === 'Fakturasson');
    expect(ours.map((g) => [g.given_name, g.invoice_cost, g.visma_id, g.invoice_id])).toEqual([
      ['Erik', 672, null, null],
      ['Åsa', 1363, null, null],
    ]);
    expect(ours[0]?.children).toEqual([
      { id: child.body.id, given_name: 'Alva', family_name: 'Fakturasson', percent: 33 },
    ]);
    expect(ours[0]?.invoice_lines).toEqual([
      expect.objectContaining({
        cost: 672,
        status_message: 'Delad vårdnad ~33%',
        child_name: 'Alva Fakturasson',
      }),
    ]);
    expect(list.body.summary.cost).toBe(list.body.guardians.reduce((sum, g) => sum + g.invoice_cost, 0));
    expect(list.body.guardians.every((g) => g.invoice_cost > 0 || g.has_invoice)).toBe(true);
  });

  it('needs preschool BILLING at the unit and a month', async () => {
    expect((await as('forskollarare').get('/api/preschool/4101/invoice/list?period=2026-03')).status).toBe(
      403,
    );
    expect((await as('forskolechef').get('/api/preschool/4102/invoice/list?period=2026-03')).status).toBe(
      403,
    );
    const bad = await as('forskolechef').get('/api/preschool/4101/invoice/list?period=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^period: /);
  });
});
