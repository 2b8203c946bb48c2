import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { DIRECTORY_USER_SCOPE } from './directory-api.ts';
import { startSheetsSandbox } from './server.ts';
import { SHEETS_SCOPE, type SheetsSandbox } from './sheets-sandbox.ts';

const CLIENT_EMAIL = 'kansli@kansli.iam.gserviceaccount.com';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let running: RunningSandbox<SheetsSandbox>;
beforeAll(async () => {
  running = await startSheetsSandbox({
    clientEmail: CLIENT_EMAIL,
    publicKey: keys.publicKey,
    domain: 'kansli.test',
  });
});
afterAll(() => running.close());

async function token(scope: string) {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(CLIENT_EMAIL)
    .setSubject('admin@kansli.test')
    .setAudience(`${running.url}/token`)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(keys.privateKey);
  const response = await fetch(`${running.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

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

  it('refuses an address outside its domain and a short password', async () => {
    const accessToken = await token(DIRECTORY_USER_SCOPE);
    expect((await insert(accessToken, { ...user, primaryEmail: 'a@annan.test' })).status).toBe(400);
    expect(
      (await insert(accessToken, { ...user, primaryEmail: 'b@kansli.test', password: 'kort' })).status,
    ).toBe(400);
  });
});
