import {
  listenOnLoopback,
  type RequestHandler,
  type RunningSandbox,
  SandboxControl,
} from '@kansli/sandbox/http-sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IntegrationError, integrationHttp, integrationUserMessage } from './http.ts';

// A system that always answers the same person, with the controls every sandbox has.
let running: RunningSandbox<{ handler: RequestHandler; control: SandboxControl }>;

beforeAll(async () => {
  running = await listenOnLoopback(() => {
    const control = new SandboxControl();
    const handler = control.wrap((req, res) => {
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name: 'Anna Svensson', civicNumber: 198001011234 }));
    });
    return { control, handler };
  });
});

afterAll(() => running.close());

beforeEach(() => running.sandbox.control.reset());

const http = integrationHttp('test system', { timeoutMs: 500, retries: 2, backoffMs: 1, maxDelayMs: 50 });
const attempts = () => running.sandbox.control.received().length;

describe('integration HTTP helper', () => {
  it('does not repeat a POST that failed, unless told it is idempotent', async () => {
    running.sandbox.control.failNext(1, 503);
    await expect(http.fetch('create', `${running.url}/things`, { method: 'POST' })).rejects.toMatchObject({
      status: 503,
      attempts: 1,
    });
    running.sandbox.control.failNext(1, 503);
    const response = await http.fetch('create', `${running.url}/things`, {
      method: 'POST',
      idempotent: true,
    });
    expect(response.status).toBe(200);
    expect(attempts()).toBe(3);
  });

  it('hands back statuses the caller accepts instead of failing', async () => {
    running.sandbox.control.failNext(1, 409);
    const response = await http.fetch('add member', running.url, { method: 'POST', accept: [409] });
    expect(response.status).toBe(409);
  });

  it('gives up at once when Retry-After asks for longer than the longest pause', async () => {
    running.sandbox.control.failNext(3, 429, { 'retry-after': '30' });
    await expect(http.fetch('list', running.url)).rejects.toMatchObject({ status: 429, attempts: 1 });
  });

  it('refuses an answer of the wrong shape, naming the fields but not their values', async () => {
    const schema = z.object({ name: z.string(), civicNumber: z.string() });
    const error = await http
      .json('read person', `${running.url}/people?email=anna@example.se`, schema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({
      failure: 'answer',
      status: 200,
      message: 'test system: read person answered HTTP 200 with an unexpected body (1 attempt)',
    });
    const cause = (error as Error).cause as Error;
    expect(cause.message).toBe('civicNumber');
    expect(JSON.stringify({ error, message: (error as Error).message, cause: cause.message })).not.toMatch(
      /Anna|1980|example\.se/,
    );
  });

  it('tells its observer how each call ended, once, after the retries and the reading of the answer', async () => {
    const outcomes: string[] = [];
    const observed = integrationHttp(
      'test system',
      { timeoutMs: 500, retries: 2, backoffMs: 1, maxDelayMs: 50 },
      {
        succeeded: () => outcomes.push('ok'),
        failed: (error) => outcomes.push((error as IntegrationError).failure),
      },
    );
    running.sandbox.control.failNext(2, 503);
    await observed.fetch('list', running.url);
    running.sandbox.control.failNext(1, 404);
    await observed.fetch('look up', running.url, { accept: [404] });
    running.sandbox.control.failNext(3, 503);
    await observed.fetch('list', running.url).catch(() => undefined);
    await observed.json('read', running.url, z.object({ missing: z.string() })).catch(() => undefined);
    expect(outcomes).toEqual(['ok', 'ok', 'status', 'answer']);
  });
});

describe('what staff are told when an outside system fails', () => {
  it.each([
    [{ failure: 'status', status: 503 }, 'Flex svarar inte just nu. Försök igen om en stund.'],
    [{ failure: 'timeout' }, 'Flex svarade inte i tid. Försök igen om en stund.'],
    [
      { failure: 'network' },
      'Kansli når inte Flex. Försök igen om en stund; kvarstår felet, be driften kontrollera adressen och nätverket.',
    ],
    [
      { failure: 'status', status: 403 },
      'Flex nekade Kansli åtkomst. Be en administratör kontrollera Kanslis inloggningsuppgifter för Flex.',
    ],
    [
      { failure: 'status', status: 404 },
      'Flex hittade inte det Kansli frågade efter. Kontrollera uppgifterna och försök igen.',
    ],
    [
      { failure: 'status', status: 400 },
      'Flex avvisade uppgifterna från Kansli. Kontrollera uppgifterna och försök igen; kvarstår felet, kontakta systemförvaltaren.',
    ],
    [{ failure: 'status', status: 429 }, 'Flex tar inte emot fler anrop just nu. Försök igen om en stund.'],
  ] as const)('%o reads in Swedish with what to do', (kind, expected) => {
    expect(integrationUserMessage({ system: 'Flex', ...kind })).toBe(expected);
  });

  it('names a system as staff know it, while the English message for the log names the call', () => {
    const error = new IntegrationError({
      system: 'Campus',
      operation: 'person publishing',
      failure: 'status',
      status: 503,
      attempts: 3,
    });
    expect(integrationUserMessage(error)).toBe(
      'Campusplattformen svarar inte just nu. Försök igen om en stund.',
    );
    expect(error.message).toBe('Campus: person publishing answered HTTP 503 (3 attempts)');
  });
});
