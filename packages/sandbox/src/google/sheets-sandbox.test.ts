import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { startSheetsSandbox } from './server.ts';
import { SHEETS_SCOPE, type SheetsSandbox } from './sheets-sandbox.ts';
import { GOOGLE_TOKEN_AUDIENCE } from './token-endpoint.ts';

const CLIENT_EMAIL = 'export@kansli.iam.gserviceaccount.com';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let running: RunningSandbox<SheetsSandbox>;
beforeAll(async () => {
  running = await startSheetsSandbox({ clientEmail: CLIENT_EMAIL, publicKey: keys.publicKey });
});
afterAll(() => running.close());

async function exchange(claims: {
  /** null: no `sub`, the service account itself. */
  sub?: string | null;
  scope?: string;
  aud?: string;
  lifetime?: number;
  key?: typeof keys.privateKey;
}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ scope: claims.scope ?? SHEETS_SCOPE })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(CLIENT_EMAIL)
    .setAudience(claims.aud ?? GOOGLE_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.lifetime ?? 3600));
  const assertion = await (claims.sub === null
    ? jwt
    : jwt.setSubject(claims.sub ?? 'admin@kansli.test')
  ).sign(claims.key ?? keys.privateKey);
  const response = await fetch(`${running.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const api = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${running.url}/v4/spreadsheets${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('Sheets sandbox', () => {
  it("gives tokens only for JWTs signed with the account key, for Google's audience, living an hour at most", async () => {
    expect((await exchange({})).body).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const refused of [{ key: foreign }, { aud: `${running.url}/token` }, { lifetime: 7200 }]) {
      expect(await exchange(refused)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    }
  });

  it('acts as a user only for the scopes delegated to the account, and as the account itself without sub', async () => {
    const storage = 'https://www.googleapis.com/auth/devstorage.read_write';
    expect(await exchange({ scope: storage })).toEqual({
      status: 400,
      body: { error: 'unauthorized_client', error_description: expect.any(String) },
    });
    expect(await exchange({ scope: `${SHEETS_SCOPE} ${storage}` })).toMatchObject({
      status: 400,
      body: { error: 'unauthorized_client' },
    });
    expect(await exchange({ sub: null, scope: storage })).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer' },
    });
  });

  it("answers Google's error body, keeps each user's spreadsheets to that user, and escapes its page", async () => {
    const refused = await api('ya29.fel', '');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 401, message: expect.any(String), status: 'UNAUTHENTICATED' },
    });

    const token = (await exchange({})).body.access_token ?? '';
    const created = (await (
      await api(token, '', {
        method: 'POST',
        body: { properties: { title: '<b>Statistik</b>' }, sheets: [{ properties: { title: 'Barn' } }] },
      })
    ).json()) as { spreadsheetId: string; spreadsheetUrl: string };
    const range = encodeURIComponent("'Barn'!A1");
    const noOption = await api(token, `/${created.spreadsheetId}/values/${range}`, {
      method: 'PUT',
      body: { values: [['x']] },
    });
    expect(noOption.status).toBe(400);
    await api(token, `/${created.spreadsheetId}/values/${range}?valueInputOption=RAW`, {
      method: 'PUT',
      body: { values: [['Namn'], ['<script>alert(1)</script>']] },
    });
    const read = await api(token, `/${created.spreadsheetId}/values/Barn`);
    expect(await read.json()).toEqual({
      range: "'Barn'!A1:A2",
      majorDimension: 'ROWS',
      values: [['Namn'], ['<script>alert(1)</script>']],
    });
    const empty = await api(token, `/${created.spreadsheetId}/values/${encodeURIComponent('Barn!D5:E6')}`);
    expect(await empty.json()).toEqual({ range: "'Barn'!D5", majorDimension: 'ROWS' });

    const other = (await exchange({ sub: 'other@kansli.test' })).body.access_token ?? '';
    expect((await api(other, `/${created.spreadsheetId}/values/Barn`)).status).toBe(403);

    const page = await (await fetch(created.spreadsheetUrl)).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;Statistik&lt;/b&gt;');
    expect(page).not.toContain('<script>');
    expect(await (await fetch(`${running.url}/sandbox/sheets`)).text()).toContain(created.spreadsheetId);
  });
});
