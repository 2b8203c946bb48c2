import { passwordMatches } from '@kansli/sandbox/google/directory-api';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { testDirectory } from '../../test/google.ts';
import { IntegrationError } from '../http.ts';
import { DIRECTORY_USER_SCOPE } from './directory-client.ts';
import { GoogleApiError } from './google-error.ts';

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testDirectory>[0] = {}) {
  const started = await testDirectory(options);
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
    const { directory, sandbox } = await sandboxAndClient({ policy: { attempts: 3 } });
    await directory.getUser('x@kansli.test');
    sandbox.control.failNext(1, 503);
    expect((await directory.insertUser(newUser)).created).toBe(true);
    sandbox.control.failNext(3, 500);
    const failed = await directory
      .insertUser({ ...newUser, primaryEmail: 'sara.lind@kansli.test' })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IntegrationError);
    expect((failed as Error).message).toBe('Google Directory: user creation answered HTTP 500 (3 attempts)');
    expect((failed as GoogleApiError).userMessage).toBe(
      'Google svarar inte just nu. Försök igen om en stund.',
    );
    expect(JSON.stringify(failed)).not.toContain(PASSWORD);
    expect(sandbox.users.has('sara.lind@kansli.test')).toBe(false);
  });

  it("names Google's reason when it refuses the data", async () => {
    const { directory } = await sandboxAndClient();
    await expect(directory.insertUser({ ...newUser, primaryEmail: 'ella@annan.test' })).rejects.toThrow(
      'Google Directory: user creation answered HTTP 400 invalid (1 attempt)',
    );
  });
});

const teachingGroup = {
  email: 'Ma1a-2025@kansli.test',
  name: 'Matematik 1a',
  description: 'Undervisningsgrupp',
};

describe("the Directory client's groups against the Google sandbox", () => {
  it('makes a group, finds it by address (any case) or id, and changes its name and description', async () => {
    const { directory, sandbox, url } = await sandboxAndClient();
    const { group, created } = await directory.insertGroup(teachingGroup);
    expect(created).toBe(true);
    expect(group).toEqual({
      id: expect.any(String),
      email: 'ma1a-2025@kansli.test',
      name: 'Matematik 1a',
      description: 'Undervisningsgrupp',
    });
    expect(await directory.getGroup('MA1A-2025@kansli.test')).toEqual(group);
    expect(await directory.getGroup(group.id)).toEqual(group);
    expect(await directory.getGroup('ingen@kansli.test')).toBeNull();

    const patched = await directory.patchGroup(group.id, { description: 'Matematik 1a, läsåret 25/26' });
    expect(patched).toEqual({ ...group, description: 'Matematik 1a, läsåret 25/26' });
    expect(sandbox.groups.get('ma1a-2025@kansli.test')?.name).toBe('Matematik 1a');
    await expect(directory.patchGroup('ingen@kansli.test', { name: 'X' })).rejects.toThrow(
      'Google Directory: group update answered HTTP 404 notFound (1 attempt)',
    );

    await directory.insertMember(group.email, { email: 'ella.berg@kansli.test', role: 'OWNER' });
    const page = await (await fetch(`${url}/sandbox/directory`)).text();
    expect(page).toContain('ma1a-2025@kansli.test');
    expect(page).toContain('ella.berg@kansli.test (OWNER)');
  });

  it('takes a duplicate group (409) as the earlier try: the same group, not created again', async () => {
    const { directory, sandbox } = await sandboxAndClient();
    const first = await directory.insertGroup(teachingGroup);
    const again = await directory.insertGroup({ ...teachingGroup, email: 'ma1a-2025@kansli.test' });
    expect(again).toEqual({ group: first.group, created: false });
    expect(sandbox.groups.size).toBe(1);
  });

  it("refuses a group whose address is a user's: it is not a group Kansli may take over", async () => {
    const { directory } = await sandboxAndClient();
    await directory.insertUser(newUser);
    const failed = await directory
      .insertGroup({ ...teachingGroup, email: newUser.primaryEmail })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GoogleApiError);
    expect((failed as Error).message).toBe(
      'Google Directory: group creation answered HTTP 409 duplicate (1 attempt)',
    );
  });

  it('adds a member once: the second time it is already there and not created', async () => {
    const { directory, sandbox } = await sandboxAndClient();
    const { group } = await directory.insertGroup(teachingGroup);
    expect(
      await directory.insertMember(group.email, { email: 'Sara.Lind@kansli.test', role: 'MEMBER' }),
    ).toEqual({ created: true });
    expect(
      await directory.insertMember(group.id, { email: 'sara.lind@kansli.test', role: 'MEMBER' }),
    ).toEqual({
      created: false,
    });
    expect([...(sandbox.groups.get(group.email)?.members.keys() ?? [])]).toEqual(['sara.lind@kansli.test']);
    await expect(
      directory.insertMember('ingen@kansli.test', { email: 'sara.lind@kansli.test', role: 'MEMBER' }),
    ).rejects.toThrow('Google Directory: member addition answered HTTP 404 notFound (1 attempt)');
  });

  it('lists every member over several pages', async () => {
    const { directory, sandbox } = await sandboxAndClient({ pageSize: 2 });
    const { group } = await directory.insertGroup(teachingGroup);
    expect(await directory.listMembers(group.email)).toEqual([]);
    const emails = ['a.ek', 'b.ek', 'c.ek', 'd.ek', 'e.ek'].map((name) => `${name}@kansli.test`);
    for (const email of emails) {
      await directory.insertMember(group.email, {
        email,
        role: email === 'c.ek@kansli.test' ? 'MANAGER' : 'MEMBER',
      });
    }
    sandbox.control.reset();
    const members = await directory.listMembers(group.email);
    expect(members.map((m) => m.email)).toEqual(emails);
    expect(members.find((m) => m.email === 'c.ek@kansli.test')).toMatchObject({ role: 'MANAGER' });
    expect(members.every((m) => m.id !== '')).toBe(true);
    expect(sandbox.control.received()).toHaveLength(3);
  });

  it('removes a member once: the second time it is gone already and not deleted', async () => {
    const { directory } = await sandboxAndClient();
    const { group } = await directory.insertGroup(teachingGroup);
    await directory.insertMember(group.email, { email: 'sara.lind@kansli.test', role: 'MEMBER' });
    expect(await directory.deleteMember(group.email, 'SARA.LIND@kansli.test')).toEqual({ deleted: true });
    expect(await directory.deleteMember(group.email, 'sara.lind@kansli.test')).toEqual({ deleted: false });
    expect(await directory.listMembers(group.email)).toEqual([]);
  });

  it('retries a passing 5xx on the group calls', async () => {
    const { directory, sandbox } = await sandboxAndClient({ policy: { attempts: 3 } });
    await directory.getGroup('x@kansli.test');
    sandbox.control.failNext(1, 503);
    const { group, created } = await directory.insertGroup(teachingGroup);
    expect(created).toBe(true);
    sandbox.control.failNext(1, 503);
    expect(
      await directory.insertMember(group.email, { email: 'sara.lind@kansli.test', role: 'MEMBER' }),
    ).toEqual({ created: true });
    sandbox.control.failNext(2, 502);
    expect(await directory.listMembers(group.email)).toHaveLength(1);
    sandbox.control.failNext(3, 500);
    await expect(directory.deleteMember(group.email, 'sara.lind@kansli.test')).rejects.toThrow(
      'Google Directory: member removal answered HTTP 500 (3 attempts)',
    );
  });

  it('is refused (403) with a token that has the user scope but not the group scope', async () => {
    const { directory, sandbox } = await sandboxAndClient({ scopes: [DIRECTORY_USER_SCOPE] });
    const failed = await directory.insertGroup(teachingGroup).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GoogleApiError);
    expect((failed as Error).message).toBe(
      'Google Directory: group creation answered HTTP 403 forbidden (1 attempt)',
    );
    expect((failed as GoogleApiError).userMessage).toMatch(
      /^Google nekade åtkomst: tjänstekontot saknar behörighet/,
    );
    await expect(directory.listMembers('ma1a-2025@kansli.test')).rejects.toThrow('HTTP 403');
    expect(sandbox.groups.size).toBe(0);
    expect((await directory.insertUser(newUser)).created).toBe(true);
  });
});
