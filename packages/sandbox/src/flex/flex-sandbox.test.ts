import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import type { FlexSandbox } from './flex-sandbox.ts';
import { startFlexSandbox } from './server.ts';

let running: RunningSandbox<FlexSandbox>;
beforeAll(async () => {
  running = await startFlexSandbox({ apiKey: 'nyckel' });
});
afterAll(() => running.close());

const health = (key: string, method = 'GET') =>
  fetch(`${running.url}/api/v1/health`, { method, headers: { authorization: `Bearer ${key}` } });

describe('Flex sandbox', () => {
  it('answers its health check to the API key only', async () => {
    const ok = await health('nyckel');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    const refused = await health('fel');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect((await health('nyckel', 'POST')).status).toBe(404);
  });

  it('fails its health check by the controls, as every API call', async () => {
    running.sandbox.control.failNext(1, 503);
    expect((await health('nyckel')).status).toBe(503);
    expect((await health('nyckel')).status).toBe(200);
  });
});
