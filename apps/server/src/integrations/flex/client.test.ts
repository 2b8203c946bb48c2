import type { FlexSandbox } from '@kansli/sandbox/flex/flex-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { FLEX_API_KEY, testFlex } from '../../test/flex.ts';
import { IntegrationError } from '../http.ts';
import { flexClient } from './client.ts';

let running: RunningSandbox<FlexSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testFlex>[0] = {}) {
  const started = await testFlex(options);
  running = started.running;
  return { flex: started.flex, sandbox: started.running.sandbox, url: started.running.url };
}

describe('the Flex client against the Flex sandbox', () => {
  it("puts the employee's e-mail address, which the sandbox records and shows", async () => {
    const { flex, sandbox, url } = await sandboxAndClient();
    await flex.setEmployeeEmail(42, { email: 'ella.berg@kansli.test', type: 'work' });
    expect(sandbox.emails.get('42')).toMatchObject({ email: 'ella.berg@kansli.test', type: 'work' });
    expect(sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/v1/employees/42/email',
    ]);
    expect(await (await fetch(`${url}/sandbox`)).text()).toContain('ella.berg@kansli.test');
  });

  it('retries a passing 5xx and reports one that lasts', async () => {
    const { flex, sandbox } = await sandboxAndClient();
    sandbox.control.failNext(2, 502);
    await flex.setEmployeeEmail(42, { email: 'a@kansli.test', type: 'work' });
    sandbox.control.failNext(3, 503);
    const failed = await flex
      .setEmployeeEmail(43, { email: 'b@kansli.test', type: 'work' })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IntegrationError);
    expect((failed as IntegrationError).message).toBe(
      'Flex: employee e-mail update answered HTTP 503 (3 attempts)',
    );
    expect(sandbox.emails.has('43')).toBe(false);
  });

  it('is refused without the right API key', async () => {
    const { flex } = await sandboxAndClient({ apiKey: 'fel' });
    await expect(flex.setEmployeeEmail(42, { email: 'a@kansli.test', type: 'work' })).rejects.toThrow(
      'Flex: employee e-mail update answered HTTP 401 (1 attempt)',
    );
  });

  it('probes the health check with the API key, and fails the probe on a wrong key or a lasting outage', async () => {
    const { flex, sandbox, url } = await sandboxAndClient();
    await flex.probe();
    expect(sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/health']);
    sandbox.control.failNext(3, 503);
    await expect(flex.probe()).rejects.toMatchObject({ failure: 'status', status: 503, attempts: 3 });
    const wrongKey = flexClient({ apiUrl: url, apiKey: 'fel' });
    await expect(wrongKey.probe()).rejects.toThrow('Flex: health check answered HTTP 401 (1 attempt)');
  });

  it('tells its observer how each call ended, after the retries', async () => {
    const { sandbox, url } = await sandboxAndClient();
    const outcomes: string[] = [];
    const flex = flexClient({
      apiUrl: url,
      apiKey: FLEX_API_KEY,
      http: { backoffMs: 1 },
      calls: {
        succeeded: () => outcomes.push('ok'),
        failed: (error) => outcomes.push(`failed: ${(error as Error).message}`),
      },
    });
    sandbox.control.failNext(1, 503);
    await flex.setEmployeeEmail(42, { email: 'a@kansli.test', type: 'work' });
    sandbox.control.failNext(3, 503);
    await flex.probe().catch(() => undefined);
    expect(outcomes).toEqual(['ok', 'failed: Flex: health check answered HTTP 503 (3 attempts)']);
  });
});
