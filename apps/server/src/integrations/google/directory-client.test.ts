import { passwordMatches } from '@kansli/sandbox/google/directory-api';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { testDirectory } from '../../test/google.ts';
import { IntegrationError } from '../http.ts';

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient() {
  const started = await testDirectory();
  running = started.running;
  return { directory: started.directory, sandbox: started.running.sandbox, url: started.running.url };
}

const PASSWORD = 'Hemligt-Lösen-0123456789';
const newUser = {
  primaryEmail: 'ella.berg@kansli.test',
  givenName: 'Ella',
  familyName: 'Berg',
  password: PASSWORD,
  orgUnitPath: '/Personal/Förskolan Solrosen',
  personId: 42,
};

describe('the Directory client against the Google sandbox', () => {
  it('makes a user who must change the password at the first sign-in, and finds it by address or id', async () => {
    const { directory, sandbox, url } = await sandboxAndClient();
    const { user, created } = await directory.insertUser(newUser);
    expect(created).toBe(true);
    expect(user).toMatchObject({
      primaryEmail: 'ella.berg@kansli.test',
      orgUnitPath: newUser.orgUnitPath,
      personId: 42,
    });
    const stored = sandbox.users.get('ella.berg@kansli.test');
    expect(stored?.changePasswordAtNextLogin).toBe(true);
    expect(stored && passwordMatches(stored, PASSWORD)).toBe(true);
    expect(await directory.getUser('ella.berg@kansli.test')).toEqual(user);
    expect(await directory.getUser(user.id)).toEqual(user);
    expect(await directory.getUser('ingen@kansli.test')).toBeNull();

    const page = await (await fetch(`${url}/sandbox/directory`)).text();
    expect(page).toContain('ella.berg@kansli.test');
    expect(page).not.toContain(PASSWORD);
    expect(page).not.toContain(stored?.passwordHash);
  });

  it('takes a duplicate (409) as the earlier try that made it: the same user, not created again', async () => {
    const { directory, sandbox } = await sandboxAndClient();
    const first = await directory.insertUser(newUser);
    const again = await directory.insertUser({ ...newUser, password: 'Ett-annat-lösenord-123' });
    expect(again).toEqual({ user: first.user, created: false });
    expect(sandbox.users.size).toBe(1);
    expect(sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /token',
      'POST /admin/directory/v1/users',
      'POST /admin/directory/v1/users',
      'GET /admin/directory/v1/users/ella.berg%40kansli.test',
    ]);
  });

  it('retries a passing 5xx, and reports one that lasts without the password', async () => {
    const { directory, sandbox } = await sandboxAndClient();
    await directory.getUser('x@kansli.test');
    sandbox.control.failNext(1, 503);
    expect((await directory.insertUser(newUser)).created).toBe(true);
    sandbox.control.failNext(3, 500);
    const failed = await directory
      .insertUser({ ...newUser, primaryEmail: 'sara.lind@kansli.test' })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IntegrationError);
    expect((failed as Error).message).toBe('Google Directory: user creation answered HTTP 500 (3 attempts)');
    expect(JSON.stringify(failed)).not.toContain(PASSWORD);
    expect(sandbox.users.has('sara.lind@kansli.test')).toBe(false);
  });

  it("names Google's reason when it refuses the data", async () => {
    const { directory } = await sandboxAndClient();
    await expect(directory.insertUser({ ...newUser, primaryEmail: 'ella@annan.test' })).rejects.toThrow(
      'Google Directory: user creation refused with INVALID_ARGUMENT (HTTP 400)',
    );
  });
});
