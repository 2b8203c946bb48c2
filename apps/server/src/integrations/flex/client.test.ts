import type { FlexSandbox } from '@kansli/sandbox/flex/flex-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { testFlex } from '../../test/flex.ts';
import { IntegrationError } from '../http.ts';

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
});
