import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  listenOnLoopback,
  type RequestHandler,
  type RunningSandbox,
  SandboxControl,
} from './http-sandbox.ts';

let running: RunningSandbox<{ handler: RequestHandler; control: SandboxControl }>;

beforeAll(async () => {
  running = await listenOnLoopback((url) => {
    const control = new SandboxControl();
    return { control, handler: control.wrap((_req, res) => res.end(`hello from ${url}`)) };
  });
});

afterAll(() => running.close());

beforeEach(() => running.sandbox.control.reset());

describe('http sandbox', () => {
  it('listens on a loopback port and knows its own URL', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${running.url}/anything`);
    expect(await response.text()).toBe(`hello from ${running.url}`);
  });

  it('fails the next requests with the given status and headers, then answers again', async () => {
    running.sandbox.control.failNext(2, 429, { 'retry-after': '1' });
    const first = await fetch(running.url);
    const second = await fetch(running.url);
    const third = await fetch(running.url);
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(await first.json()).toEqual({ error: 'sandbox failure 429' });
  });

  it('answers after the delay', async () => {
    running.sandbox.control.delay(80);
    const started = performance.now();
    await (await fetch(running.url)).text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('records method, path and time without the query string', async () => {
    const before = new Date();
    await (await fetch(`${running.url}/people?email=anna@example.se`)).text();
    await (await fetch(`${running.url}/people/1`, { method: 'DELETE' })).text();
    const received = running.sandbox.control.received();
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /people',
      'DELETE /people/1',
    ]);
    expect(received[0]?.at.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });
});
