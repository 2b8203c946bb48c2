import { z } from 'zod';
import { type HttpPolicy, IntegrationError, integrationHttp } from '../http.ts';
import { googleErrorOf } from './google-error.ts';
import type { AccessTokenSource } from './service-account.ts';

// Google Sheets API v4, the part Kansli uses: a spreadsheet created in the acting user's Drive, a block
// of values written in one call (the quota is 60 requests a minute per user), values read back.

/** A cell as Sheets takes it with valueInputOption=RAW: stored as given, never parsed. */
export type SheetCell = string | number | boolean;

export interface CreatedSpreadsheet {
  spreadsheetId: string;
  /** Where a browser opens it. */
  spreadsheetUrl: string;
}

export interface SheetsClient {
  /** A new spreadsheet with one sheet of that title. */
  createSpreadsheet(title: string, sheetTitle: string): Promise<CreatedSpreadsheet>;
  /** Writes the rows from the range's first cell on (A1 notation, e.g. `'Barn'!A1`), as they are. */
  updateValues(
    spreadsheetId: string,
    range: string,
    values: readonly (readonly SheetCell[])[],
  ): Promise<void>;
  /** The rows of the range, unformatted; trailing empty rows and cells are left out, as Sheets does. */
  readValues(spreadsheetId: string, range: string): Promise<SheetCell[][]>;
}

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

export interface SheetsOptions {
  /** `https://sheets.googleapis.com`, or the sandbox's address; without /v4. */
  apiUrl: string;
  tokens: AccessTokenSource;
  http?: Partial<HttpPolicy>;
}

/** Sheets asks for backoff on its per-minute quota: longer pauses than the default policy's. */
const SHEETS_POLICY: Partial<HttpPolicy> = {
  timeoutMs: 15_000,
  retries: 3,
  backoffMs: 1_000,
  maxDelayMs: 8_000,
};
/** Statuses Sheets answers with its error body and that no retry mends; 429 and 5xx are retried. */
const ANSWERED_ERRORS = [400, 401, 403, 404, 409];
const SYSTEM = 'Google Sheets';

const ZCreated = z.object({ spreadsheetId: z.string().min(1), spreadsheetUrl: z.string().min(1) });
const ZUpdated = z.object({ spreadsheetId: z.string() });
const ZValues = z.object({
  values: z.array(z.array(z.union([z.string(), z.number(), z.boolean()]))).optional(),
});

export function sheetsClient(options: SheetsOptions): SheetsClient {
  const http = integrationHttp(SYSTEM, { ...SHEETS_POLICY, ...options.http });
  const base = `${options.apiUrl.replace(/\/$/, '')}/v4/spreadsheets`;

  async function call<T>(
    operation: string,
    url: string,
    schema: z.ZodType<T>,
    init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown },
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.accessToken();
      const response = await http.fetch(operation, url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        accept: ANSWERED_ERRORS,
        // A creation sent twice leaves at most an empty spreadsheet, with no personal data in it.
        idempotent: true,
      });
      if (response.ok) {
        const parsed = schema.safeParse(await response.json().catch(() => undefined));
        if (parsed.success) return parsed.data;
        throw new IntegrationError({
          system: SYSTEM,
          operation,
          failure: 'answer',
          status: response.status,
          attempts: 1,
        });
      }
      // A token revoked or expired early: one more try with a new one.
      if (response.status === 401 && attempt === 0) {
        options.tokens.invalidate(token);
        continue;
      }
      throw await googleErrorOf(SYSTEM, operation, response);
    }
  }

  const valuesUrl = (spreadsheetId: string, range: string) =>
    `${base}/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`;

  return {
    async createSpreadsheet(title, sheetTitle) {
      const created = await call('spreadsheet creation', base, ZCreated, {
        method: 'POST',
        body: { properties: { title }, sheets: [{ properties: { title: sheetTitle } }] },
      });
      return { spreadsheetId: created.spreadsheetId, spreadsheetUrl: created.spreadsheetUrl };
    },
    async updateValues(spreadsheetId, range, values) {
      await call('value update', `${valuesUrl(spreadsheetId, range)}?valueInputOption=RAW`, ZUpdated, {
        method: 'PUT',
        body: { range, majorDimension: 'ROWS', values },
      });
    },
    async readValues(spreadsheetId, range) {
      const url = `${valuesUrl(spreadsheetId, range)}?valueRenderOption=UNFORMATTED_VALUE`;
      const answer = await call('value read', url, ZValues, { method: 'GET' });
      return answer.values ?? [];
    },
  };
}
