import { ZInvoiceLinePreview, ZOverviewChild } from '@kansli/domain/preschool/unit-overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestApp, testApp } from '../test/app.ts';
import { productionEnv } from '../test/bodies.ts';

// One serializer: every answer leaves through its route's schema, in production as in tests, so a
// field the schema lacks (the fee engine's care_time_id, say) never reaches a client.

let development: TestApp;
let production: TestApp;
beforeAll(async () => {
  development = await testApp();
  production = await testApp(productionEnv);
});
afterAll(async () => {
  await development.app.close();
  await production.app.close();
});

async function overviewBody(t: TestApp): Promise<string> {
  const { cookie } = await signInAs(t.app, 'forskolechef@kansli.test');
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/preschool/4101/overview?period=2026-11',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('answers', () => {
  it('are the same in production as in development and tests', async () => {
    expect(await overviewBody(production)).toBe(await overviewBody(development));
  });

  it('hold exactly the fields of their schema', async () => {
    const { children } = JSON.parse(await overviewBody(production));
    const lines = children.flatMap((child: { invoice_lines: object[] }) => child.invoice_lines);
    expect(children.length).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(0);
    const childKeys = Object.keys(ZOverviewChild.shape).sort();
    for (const child of children) expect(Object.keys(child).sort()).toEqual(childKeys);
    const lineKeys = Object.keys(ZInvoiceLinePreview.shape).sort();
    for (const line of lines) expect(Object.keys(line).sort()).toEqual(lineKeys);
  });
});
