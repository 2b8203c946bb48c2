import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import type { ElksSandbox } from './elks-sandbox.ts';
import { startElksSandbox } from './server.ts';

let running: RunningSandbox<ElksSandbox>;
beforeAll(async () => {
  running = await startElksSandbox({ username: 'u1', password: 'p1', balance: 7000, deliveryDelayMs: 10 });
});
afterAll(() => running.close());

const auth = { authorization: `Basic ${Buffer.from('u1:p1').toString('base64')}` };
const send = () =>
  fetch(`${running.url}/a1/sms`, {
    method: 'POST',
    headers: auth,
    body: new URLSearchParams({ from: 'Nordljus', to: '+46701740630', message: 'Hej' }),
  });

describe('the 46elks sandbox', () => {
  it('answers the account with its balance, which each SMS costs, and refuses past it', async () => {
    const account = async () => (await fetch(`${running.url}/a1/me`, { headers: auth })).json();
    expect(await account()).toMatchObject({ id: 'u1', currency: 'SEK', balance: 7000 });
    expect((await send()).status).toBe(200);
    expect(await account()).toMatchObject({ balance: 3500 });
    expect((await fetch(`${running.url}/a1/me`)).status).toBe(401);
  });

  it('makes the next send answer 200 unreadably from its page’s switch, though the SMS is made', async () => {
    const page = await (await fetch(`${running.url}/sandbox`)).text();
    expect(page).toContain('Störningar');
    expect(page).toContain('oläsligt svar');
    const set = await fetch(`${running.url}/sandbox/unreadable`, {
      method: 'POST',
      body: new URLSearchParams({ count: '1', kind: 'no-id' }),
      redirect: 'manual',
    });
    expect(set.status).toBe(303);

    const before = running.sandbox.messages.size;
    const answer = await send();
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty('id');
    expect(running.sandbox.messages.size).toBe(before + 1);
    expect((await send()).status).toBe(403);
  });
});
