import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import type { CampusSandbox } from './campus-sandbox.ts';
import { startCampusSandbox } from './server.ts';

let running: RunningSandbox<CampusSandbox>;
beforeAll(async () => {
  running = await startCampusSandbox({ apiKey: 'nyckel' });
});
afterAll(() => running.close());

const put = (path: string, body: unknown, key = 'nyckel') =>
  fetch(`${running.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('campus sandbox', () => {
  it('answers its error body without the API key and for a body it cannot use', async () => {
    const refused = await put('/persons/1', { givenName: 'A', familyName: 'B' }, 'fel');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    const invalid = await put('/persons/1', { givenName: 'A' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: { code: 'invalid', message: 'familyName is required.' } });
  });

  it('creates a person once (201) and updates it after (200), under one campus id', async () => {
    const created = await put('/persons/5', { givenName: 'Nils', familyName: 'Ek', emails: [], roles: [] });
    const updated = await put('/persons/5', { givenName: 'Nils', familyName: 'Eklund' });
    expect(created.status).toBe(201);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual(await created.json());
  });

  it('answers its health check to the API key only', async () => {
    const health = (key: string) =>
      fetch(`${running.url}/api/v1/health`, { headers: { authorization: `Bearer ${key}` } });
    const ok = await health('nyckel');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    expect((await health('fel')).status).toBe(401);
  });

  it('fails the API, not its pages, by the Störningar form', async () => {
    const set = await fetch(`${running.url}/sandbox/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'count=1&status=502&delayMs=0',
      redirect: 'manual',
    });
    expect(set.status).toBe(303);
    const page = await fetch(`${running.url}/sandbox`);
    expect(await page.text()).toContain('Störningar');
    expect((await put('/persons/6', { givenName: 'A', familyName: 'B' })).status).toBe(502);
    expect((await put('/persons/6', { givenName: 'A', familyName: 'B' })).status).toBe(201);
  });
});
