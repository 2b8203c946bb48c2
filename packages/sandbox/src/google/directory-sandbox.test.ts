import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import {
  DIRECTORY_GROUP_MEMBER_SCOPE,
  DIRECTORY_GROUP_SCOPE,
  DIRECTORY_USER_SCOPE,
} from './directory-api.ts';
import { startSheetsSandbox } from './server.ts';
import { SHEETS_SCOPE, type SheetsSandbox } from './sheets-sandbox.ts';
import { sandboxAccessToken } from './test-token.ts';
import { DELEGATED_SCOPES } from './token-endpoint.ts';

const CLIENT_EMAIL = 'kansli@kansli.iam.gserviceaccount.com';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let running: RunningSandbox<SheetsSandbox>;
beforeAll(async () => {
  running = await startSheetsSandbox({
    clientEmail: CLIENT_EMAIL,
    publicKey: keys.publicKey,
    domain: 'kansli.test',
    delegatedScopes: [...DELEGATED_SCOPES, DIRECTORY_GROUP_MEMBER_SCOPE],
  });
});
afterAll(() => running.close());

const token = (scope: string, actAs?: string | null) =>
  sandboxAccessToken(running.url, { clientEmail: CLIENT_EMAIL, privateKey: keys.privateKey }, scope, actAs);

const insert = (accessToken: string, body: unknown) =>
  fetch(`${running.url}/admin/directory/v1/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const user = {
  primaryEmail: 'Nils.Ek@kansli.test',
  name: { givenName: 'Nils', familyName: 'Ek' },
  password: 'Hemligt-1234567890',
  orgUnitPath: '/Personal',
  changePasswordAtNextLogin: true,
};

describe('Google Directory in the sandbox', () => {
  it("wants the Directory scope, answers a user without its password, and Google's 409 for a duplicate", async () => {
    expect((await insert(await token(SHEETS_SCOPE), user)).status).toBe(403);
    const accessToken = await token(DIRECTORY_USER_SCOPE);
    const created = await insert(accessToken, user);
    expect(created.status).toBe(200);
    const body = (await created.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ primaryEmail: 'nils.ek@kansli.test', changePasswordAtNextLogin: true });
    expect(JSON.stringify(body)).not.toMatch(/password"|Hemligt/);

    const duplicate = await insert(accessToken, { ...user, primaryEmail: 'nils.ek@kansli.test' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: {
        code: 409,
        message: 'Entity already exists.',
        errors: [{ message: 'Entity already exists.', domain: 'global', reason: 'duplicate' }],
        status: 'ALREADY_EXISTS',
      },
    });
    const page = await (await fetch(`${running.url}/sandbox/directory`)).text();
    expect(page).toContain('nils.ek@kansli.test');
    expect(page).not.toContain('Hemligt');
  });

  it('refuses the service account acting as itself: only a delegated Workspace admin may', async () => {
    const refused = await insert(await token(DIRECTORY_USER_SCOPE, null), user);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 403, errors: [{ reason: 'forbidden' }] } });
  });

  it("answers Google's 403 userRateLimitExceeded for as many calls as its switch says, then serves again", async () => {
    const accessToken = await token(DIRECTORY_USER_SCOPE);
    const form = new URLSearchParams({ count: '2' });
    const set = await fetch(`${running.url}/sandbox/directory/rate-limit`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(set.status).toBe(303);
    expect(await (await fetch(`${running.url}/sandbox/directory`)).text()).toContain(
      'återstår att begränsa: 2',
    );
    const get = () =>
      fetch(`${running.url}/admin/directory/v1/users/ingen%40kansli.test`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
    for (let i = 0; i < 2; i++) {
      const limited = await get();
      expect(limited.status).toBe(403);
      expect(await limited.json()).toEqual({
        error: {
          code: 403,
          message: 'Rate Limit Exceeded',
          errors: [
            { message: 'Rate Limit Exceeded', domain: 'usageLimits', reason: 'userRateLimitExceeded' },
          ],
        },
      });
    }
    expect((await get()).status).toBe(404);
  });

  it("lists the customer's users and groups a page at a time, and wants the customer named", async () => {
    const list = async (path: string, scope: string) => {
      const response = await fetch(`${running.url}/admin/directory/v1${path}`, {
        headers: { authorization: `Bearer ${await token(scope)}` },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await list('/users?maxResults=1', DIRECTORY_USER_SCOPE)).status).toBe(400);
    const users = await list('/users?customer=my_customer&maxResults=1', DIRECTORY_USER_SCOPE);
    expect(users.status).toBe(200);
    expect(users.body.kind).toBe('admin#directory#users');
    expect((users.body.users as unknown[] | undefined)?.length ?? 0).toBeLessThanOrEqual(1);
    expect((await list('/groups?customer=my_customer', DIRECTORY_USER_SCOPE)).status).toBe(403);
    const groups = await list('/groups?customer=my_customer&maxResults=1', DIRECTORY_GROUP_SCOPE);
    expect(groups).toMatchObject({ status: 200, body: { kind: 'admin#directory#groups' } });
  });

  it('refuses an address outside its domain and a short password', async () => {
    const accessToken = await token(DIRECTORY_USER_SCOPE);
    expect((await insert(accessToken, { ...user, primaryEmail: 'a@annan.test' })).status).toBe(400);
    expect(
      (await insert(accessToken, { ...user, primaryEmail: 'b@kansli.test', password: 'kort' })).status,
    ).toBe(400);
  });
});

const call = async (accessToken: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${running.url}/admin/directory/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
};

const reasonOf = (body: Record<string, unknown>) =>
  (body.error as { errors: { reason: string }[] }).errors[0]?.reason;

describe('Google Directory groups in the sandbox', () => {
  it('wants the group scope for groups (the member scope is enough for members), not the user scope', async () => {
    const userToken = await token(DIRECTORY_USER_SCOPE);
    const refused = await call(userToken, 'POST', '/groups', { email: 'sv1@kansli.test' });
    expect(refused.status).toBe(403);
    expect(running.sandbox.groups.has('sv1@kansli.test')).toBe(false);

    const groupToken = await token(DIRECTORY_GROUP_SCOPE);
    expect((await call(groupToken, 'POST', '/groups', { email: 'sv1@kansli.test' })).status).toBe(200);
    expect((await call(groupToken, 'POST', '/users', user)).status).toBe(403);
    const memberToken = await token(DIRECTORY_GROUP_MEMBER_SCOPE);
    expect((await call(memberToken, 'GET', '/groups/sv1@kansli.test/members')).status).toBe(200);
    expect((await call(memberToken, 'GET', '/groups/sv1@kansli.test')).status).toBe(403);
  });

  it("answers a group in Google's shape, 404 notFound for an unknown one and 409 duplicate for a taken address", async () => {
    const accessToken = await token(DIRECTORY_GROUP_SCOPE);
    const created = await call(accessToken, 'POST', '/groups', {
      email: 'Ma2b@kansli.test',
      name: 'Matematik 2b',
      description: 'Undervisningsgrupp',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'admin#directory#group',
      email: 'ma2b@kansli.test',
      name: 'Matematik 2b',
      description: 'Undervisningsgrupp',
      directMembersCount: '0',
    });
    const id = String(created.body.id);
    expect((await call(accessToken, 'GET', `/groups/${id}`)).body).toEqual(created.body);
    expect((await call(accessToken, 'GET', '/groups/MA2B%40kansli.test')).body).toEqual(created.body);

    const missing = await call(accessToken, 'GET', '/groups/ingen@kansli.test');
    expect(missing.status).toBe(404);
    expect(reasonOf(missing.body)).toBe('notFound');
    expect((await call(accessToken, 'PATCH', '/groups/ingen@kansli.test', { name: 'X' })).status).toBe(404);
    expect((await call(accessToken, 'GET', '/groups/ingen@kansli.test/members')).status).toBe(404);

    const duplicate = await call(accessToken, 'POST', '/groups', { email: 'ma2b@kansli.test' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      error: {
        code: 409,
        message: 'Entity already exists.',
        errors: [{ message: 'Entity already exists.', domain: 'global', reason: 'duplicate' }],
        status: 'ALREADY_EXISTS',
      },
    });

    const patched = await call(accessToken, 'PATCH', `/groups/${id}`, { description: 'Ny beskrivning' });
    expect(patched.body).toMatchObject({ name: 'Matematik 2b', description: 'Ny beskrivning' });
  });

  it('refuses a group outside its domain or without an address (400), and a user at a group address (409)', async () => {
    const accessToken = await token(DIRECTORY_GROUP_SCOPE);
    const foreign = await call(accessToken, 'POST', '/groups', { email: 'grupp@annan.test', name: 'Annan' });
    expect(foreign.status).toBe(400);
    expect(reasonOf(foreign.body)).toBe('invalid');
    expect((await call(accessToken, 'POST', '/groups', { name: 'Utan adress' })).status).toBe(400);
    expect(running.sandbox.groups.has('grupp@annan.test')).toBe(false);

    await call(accessToken, 'POST', '/groups', { email: 'personal@kansli.test' });
    const taken = await insert(await token(DIRECTORY_USER_SCOPE), {
      ...user,
      primaryEmail: 'personal@kansli.test',
    });
    expect(taken.status).toBe(409);
  });

  it("adds members once (409 'Member already exists.'), lists them page by page and deletes them (404 after)", async () => {
    const accessToken = await token(DIRECTORY_GROUP_SCOPE);
    await call(accessToken, 'POST', '/groups', { email: 'bi1@kansli.test', name: 'Biologi 1' });
    const added = await call(accessToken, 'POST', '/groups/bi1@kansli.test/members', {
      email: 'Anna.Ek@kansli.test',
      role: 'OWNER',
    });
    expect(added.body).toMatchObject({
      kind: 'admin#directory#member',
      email: 'anna.ek@kansli.test',
      role: 'OWNER',
    });
    const again = await call(accessToken, 'POST', '/groups/bi1@kansli.test/members', {
      email: 'anna.ek@kansli.test',
      role: 'MEMBER',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: 'Member already exists.', status: 'ALREADY_EXISTS' });
    expect(reasonOf(again.body)).toBe('duplicate');
    expect(
      (
        await call(accessToken, 'POST', '/groups/bi1@kansli.test/members', {
          email: 'x@kansli.test',
          role: 'BOSS',
        })
      ).status,
    ).toBe(400);
    for (const name of ['bo', 'cia', 'dan', 'eva']) {
      await call(accessToken, 'POST', '/groups/bi1@kansli.test/members', { email: `${name}@kansli.test` });
    }

    const emails: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const query = new URLSearchParams({ maxResults: '2', ...(pageToken ? { pageToken } : {}) });
      const page = await call(accessToken, 'GET', `/groups/bi1@kansli.test/members?${query}`);
      const members = (page.body.members ?? []) as { email: string }[];
      expect(members.length).toBeLessThanOrEqual(2);
      emails.push(...members.map((m) => m.email));
      pageToken = page.body.nextPageToken as string | undefined;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(emails).toEqual([
      'anna.ek@kansli.test',
      'bo@kansli.test',
      'cia@kansli.test',
      'dan@kansli.test',
      'eva@kansli.test',
    ]);
    const all = await call(accessToken, 'GET', '/groups/bi1@kansli.test/members');
    expect(all.body.members).toHaveLength(5);
    expect(all.body.nextPageToken).toBeUndefined();
    expect((await call(accessToken, 'GET', '/groups/bi1@kansli.test/members?maxResults=0')).status).toBe(400);

    expect(
      (await call(accessToken, 'DELETE', '/groups/bi1@kansli.test/members/ANNA.EK%40kansli.test')).status,
    ).toBe(204);
    const gone = await call(accessToken, 'DELETE', '/groups/bi1@kansli.test/members/anna.ek@kansli.test');
    expect(gone.status).toBe(404);
    expect(reasonOf(gone.body)).toBe('notFound');
    expect([...(running.sandbox.groups.get('bi1@kansli.test')?.members.keys() ?? [])]).not.toContain(
      'anna.ek@kansli.test',
    );
  });

  it("is disturbed by the 'Störningar' switches like the other routes, and shows groups with members, escaped", async () => {
    const accessToken = await token(DIRECTORY_GROUP_SCOPE);
    running.sandbox.control.failNext(1, 503);
    expect((await call(accessToken, 'GET', '/groups/bi1@kansli.test/members')).status).toBe(503);
    await call(accessToken, 'POST', '/groups', { email: 'tyska@kansli.test', name: 'Tyska <b>3</b>' });
    await call(accessToken, 'POST', '/groups/tyska@kansli.test/members', {
      email: 'ulla@kansli.test',
      role: 'MANAGER',
    });
    const page = await (await fetch(`${running.url}/sandbox/directory`)).text();
    expect(page).toContain('tyska@kansli.test');
    expect(page).toContain('Tyska &lt;b&gt;3&lt;/b&gt;');
    expect(page).toContain('ulla@kansli.test (MANAGER)');
  });
});
