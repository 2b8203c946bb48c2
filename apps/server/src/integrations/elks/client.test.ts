import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testElks } from '../../test/elks.ts';
import { IntegrationError } from '../http.ts';
import { elksClient } from './client.ts';
import { ElksError, mayHaveBeenSent } from './elks-error.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start(options: Parameters<typeof testElks>[0] = {}) {
  const started = await testElks(options);
  closers.push(() => started.running.close());
  return started;
}

/** A delivery-report receiver that answers the first `refuse` reports with 500. */
async function reportReceiver(refuse = 0) {
  const reports: URLSearchParams[] = [];
  let refused = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (refused < refuse) {
        refused++;
        return res.writeHead(500).end();
      }
      reports.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/report/secret`, reports };
}

const sms = { from: 'Nordljus', to: '+46701234567', message: 'Hej! Skolan börjar kl. 9 i morgon.' };

describe('the 46elks client against its sandbox', () => {
  it('estimates without sending: parts and cost by the gateway’s count', async () => {
    const { sms: gateway, running } = await start();
    expect(await gateway.estimate(sms)).toEqual({ parts: 1, estimatedCost: 3500 });
    expect(await gateway.estimate({ ...sms, message: 'Hej 👋'.repeat(15) })).toEqual({
      parts: 2,
      estimatedCost: 7000,
    });
    expect(running.sandbox.messages.size).toBe(0);
  });

  it('sends, follows the message to delivered, and has the report posted to the callback', async () => {
    const { sms: gateway } = await start();
    const receiver = await reportReceiver();
    const sent = await gateway.send({ ...sms, whenDelivered: receiver.url });
    expect(sent).toMatchObject({ status: 'created', parts: 1, cost: 3500 });

    await expect.poll(() => receiver.reports.length).toBe(1);
    expect(receiver.reports[0]?.get('id')).toBe(sent.id);
    expect(receiver.reports[0]?.get('status')).toBe('delivered');
    expect(await gateway.message(sent.id)).toMatchObject({ id: sent.id, status: 'delivered' });
  });

  it('reports a failed delivery, and posts the report again until it is answered 2xx', async () => {
    const { sms: gateway, running } = await start();
    const receiver = await reportReceiver(2);
    const sent = await gateway.send({ ...sms, to: '+46701234513', whenDelivered: receiver.url });

    await expect.poll(() => receiver.reports.length).toBe(1);
    expect(receiver.reports[0]?.get('status')).toBe('failed');
    expect(running.sandbox.messages.get(sent.id)?.reportAttempts).toBe(3);
  });

  it('never sends twice: a send that meets a 5xx fails at once, a dry run is asked again', async () => {
    const { sms: gateway, running } = await start();
    running.sandbox.control.failNext(1, 503);
    await expect(gateway.send(sms)).rejects.toMatchObject({ failure: 'status', status: 503, attempts: 1 });
    expect(running.sandbox.messages.size).toBe(0);

    running.sandbox.control.failNext(1, 503);
    expect(await gateway.estimate(sms)).toMatchObject({ parts: 1 });
  });

  it.each([
    ['broken-json', null],
    ['cut-connection', null],
    ['no-id', null],
    ['no-parts', 'its id'],
  ] as const)(
    'takes an unreadable 2xx answer (%s) as may-have-been-sent, without a second try',
    async (kind, id) => {
      const { sms: gateway, running } = await start();
      running.sandbox.unreadableNext(1, kind);
      const error = await gateway.send(sms).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ElksError);
      expect(error).toMatchObject({ failure: 'answer', status: 200, attempts: 1 });
      expect(mayHaveBeenSent(error)).toBe(true);
      const [made] = [...running.sandbox.messages.values()];
      expect(running.sandbox.messages.size).toBe(1);
      expect((error as ElksError).messageId).toBe(id && made?.id);
      expect(running.sandbox.control.received().filter((r) => r.method === 'POST')).toHaveLength(1);
      expect((error as ElksError).userMessage).toBe(
        'Kansli fick inget läsbart svar från 46elks, så SMSet kan ha skickats. Det skickas inte igen automatiskt; se leveransstatus eller kontrollera hos 46elks innan det skickas på nytt.',
      );
      expect(String(error)).not.toContain(sms.to);
    },
  );

  it('gives up on an answer whose body stalls after the status, as one that may have sent', async () => {
    const stalled = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' }).write('{"id":"s1"');
    });
    stalled.listen(0, '127.0.0.1');
    await once(stalled, 'listening');
    closers.push(async () => {
      stalled.closeAllConnections();
      await new Promise((resolve) => stalled.close(resolve));
    });
    const gateway = elksClient({
      apiUrl: `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`,
      username: 'u',
      password: 'p',
      http: { timeoutMs: 200 },
    });
    const error = await gateway.send(sms).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ElksError', failure: 'answer', status: 200 });
    expect(mayHaveBeenSent(error)).toBe(true);
  });

  it('tells a refusal, which sent nothing, from a lost answer, which may have sent', async () => {
    const { sms: gateway, running } = await start({ balance: 3500, http: { timeoutMs: 200 } });
    await gateway.send(sms);
    const refused = await gateway.send(sms).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, userMessage: expect.stringContaining('kredit') });
    expect(mayHaveBeenSent(refused)).toBe(false);
    expect(running.sandbox.messages.size).toBe(1);

    running.sandbox.control.delay(500);
    const slow = await gateway.send(sms).catch((e: unknown) => e);
    expect(slow).toMatchObject({ name: 'ElksError', failure: 'timeout' });
    expect(mayHaveBeenSent(slow)).toBe(true);
    expect((slow as ElksError).userMessage).toContain('kan ha skickats');
  }, 10_000);

  it('probes the account with the same credentials, and says in Swedish what to do when refused', async () => {
    const { sms: gateway, running } = await start();
    await expect(gateway.probe()).resolves.toBeUndefined();
    expect(running.sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /a1/me']);

    const { sms: wrong } = await start({ password: 'wrong' });
    await expect(wrong.probe()).rejects.toMatchObject({
      name: 'ElksError',
      message: '46elks: account answered HTTP 401 (1 attempt)',
      userMessage:
        '46elks godtar inte Kanslis inloggning. Be en administratör kontrollera ELKS_USERNAME och ELKS_PASSWORD.',
    });
  });

  it('fails with the status for wrong credentials and for a number 46elks refuses, quoting no number', async () => {
    const { sms: wrong } = await start({ password: 'wrong' });
    await expect(wrong.send(sms)).rejects.toMatchObject({ status: 401 });

    const { sms: gateway } = await start();
    const error = await gateway.send({ ...sms, to: '0701234567' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect((error as Error).message).not.toContain('0701234567');
    expect((error as IntegrationError).status).toBe(400);
  });
});
