import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { ACT_AS, serviceAccountKeys, testSheets } from '../../test/google.ts';
import { IntegrationError } from '../http.ts';
import { GoogleApiError } from './google-error.ts';
import { sheetsClient } from './sheets-client.ts';

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testSheets>[0] = {}) {
  const started = await testSheets(options);
  running = started.running;
  return {
    sheets: started.sheets,
    sandbox: started.running.sandbox,
    url: started.running.url,
    account: started.account,
  };
}

const tokenCalls = (sandbox: SheetsSandbox) => sandbox.control.received().filter((r) => r.path === '/token');

describe('the Sheets client against the Sheets sandbox', () => {
  it('creates a spreadsheet, writes the rows in one call and reads them back as written', async () => {
    const { sheets, sandbox, url } = await sandboxAndClient();
    const created = await sheets.createSpreadsheet('Förskolestatistik 2026-11-22', 'Barn');
    expect(created.spreadsheetUrl).toBe(`${url}/sandbox/sheets/${created.spreadsheetId}`);
    const rows = [
      ['Kostnadsställe', 'Personnummer', 'Antal'],
      ['4101', '20230310-1234', 3],
      ['4102', '', true],
    ];
    await sheets.updateValues(created.spreadsheetId, "'Barn'!A1", rows);
    expect(await sheets.readValues(created.spreadsheetId, "'Barn'!A1:C")).toEqual(rows);
    expect(await sheets.readValues(created.spreadsheetId, 'Barn!B2')).toEqual([['20230310-1234']]);
    const calls = sandbox.control
      .received()
      .map((r) => `${r.method} ${decodeURIComponent(r.path).replace(created.spreadsheetId, 'ID')}`);
    expect(calls).toEqual([
      'POST /token',
      'POST /v4/spreadsheets',
      "PUT /v4/spreadsheets/ID/values/'Barn'!A1",
      "GET /v4/spreadsheets/ID/values/'Barn'!A1:C",
      'GET /v4/spreadsheets/ID/values/Barn!B2',
    ]);

    const page = await (await fetch(created.spreadsheetUrl)).text();
    expect(page).toContain('<th>Personnummer</th>');
    expect(page).toContain('<td>20230310-1234</td>');
  });

  it('exchanges one token for calls made at once, and a new one after the API refused it', async () => {
    const { sheets, sandbox } = await sandboxAndClient();
    const [a, b] = await Promise.all([
      sheets.createSpreadsheet('A', 'Blad'),
      sheets.createSpreadsheet('B', 'Blad'),
    ]);
    expect(tokenCalls(sandbox)).toHaveLength(1);
    // The sandbox forgets its tokens, as Google does when one is revoked.
    sandbox.control.failNext(1, 401);
    await sheets.updateValues(a.spreadsheetId, 'Blad!A1', [['x']]);
    expect(tokenCalls(sandbox)).toHaveLength(2);
    expect(b.spreadsheetId).not.toBe(a.spreadsheetId);
  });

  it("turns Google's error body into a message naming the call and Google's status, without its text", async () => {
    const { sheets } = await sandboxAndClient();
    const missing = await sheets
      .updateValues('no-such-sheet', 'A1', [['Ella Berg']])
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GoogleApiError);
    expect(missing).toBeInstanceOf(IntegrationError);
    expect((missing as GoogleApiError).message).toBe(
      'Google Sheets: value update answered HTTP 404 NOT_FOUND (1 attempt)',
    );
    expect((missing as GoogleApiError).message).not.toContain('Requested entity');

    const { spreadsheetId } = await sheets.createSpreadsheet('C', 'Blad');
    const badRange = await sheets
      .updateValues(spreadsheetId, 'Okänt blad!A1', [['x']])
      .catch((e: unknown) => e);
    expect((badRange as GoogleApiError).reason).toBe('INVALID_ARGUMENT');
    expect((badRange as GoogleApiError).message).not.toContain('Okänt');
  });

  it('waits out the per-minute quota with backoff, and reports a quota that stays exhausted', async () => {
    const { sheets, sandbox } = await sandboxAndClient({
      requestsPerMinute: 2,
      rateWindowMs: 300,
      policy: { backoffMs: 200, maxDelayMs: 400, attempts: 4 },
    });
    const { spreadsheetId } = await sheets.createSpreadsheet('D', 'Blad');
    await sheets.updateValues(spreadsheetId, 'Blad!A1', [['1']]);
    // The third call in the window answers 429 and gets through on a retry.
    await sheets.updateValues(spreadsheetId, 'Blad!A1', [['2']]);
    expect(await sheets.readValues(spreadsheetId, 'Blad')).toEqual([['2']]);
    expect(sandbox.control.received().filter((r) => r.method === 'PUT').length).toBeGreaterThan(2);

    sandbox.control.failNext(5, 503);
    await expect(sheets.readValues(spreadsheetId, 'Blad')).rejects.toThrow(
      'Google Sheets: value read answered HTTP 503 (4 attempts)',
    );
  });

  it('gives up on a call that takes longer than its timeout', async () => {
    const { sheets, sandbox } = await sandboxAndClient({ policy: { timeoutMs: 100, attempts: 1 } });
    await sheets.createSpreadsheet('E', 'Blad');
    sandbox.control.delay(500);
    const slow = await sheets.createSpreadsheet('F', 'Blad').catch((e: unknown) => e);
    expect((slow as IntegrationError).failure).toBe('timeout');
  });

  it('is refused a token for a JWT signed with another key, and says so without the token', async () => {
    const { url, account } = await sandboxAndClient();
    const foreignKey = serviceAccountKeys().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const sheets = sheetsClient({
      apiUrl: url,
      account: { ...account, privateKey: foreignKey },
      actAs: ACT_AS,
      policy: { backoffMs: 5 },
    });
    const refused = await sheets.createSpreadsheet('G', 'Blad').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect((refused as GoogleApiError).message).toBe(
      'Google Sheets: spreadsheet creation answered HTTP 400 invalid_grant (1 attempt)',
    );
    expect((refused as GoogleApiError).userMessage).toBe(
      'Google godkände inte tjänstekontot. Kontrollera dess nyckel och användaren det agerar som.',
    );
    expect(running?.sandbox.spreadsheets.size).toBe(0);
  });
});
