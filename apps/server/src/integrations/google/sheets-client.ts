import { sheets_v4 } from '@googleapis/sheets';
import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { type GooglePolicy, googleCaller } from './google-call.ts';
import { type ServiceAccount, serviceAccountAuth } from './service-account.ts';

// Google Sheets API v4 through Google's library (@googleapis/sheets), as the delegated Workspace user:
// a spreadsheet created in that user's Drive, a block of values written in one call (the quota is 60
// requests a minute per user), values read back.

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
  /** A token for the Sheets scope and one read (of a spreadsheet that does not exist: 404 is an answer). */
  probe(): Promise<void>;
}

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

export interface SheetsOptions {
  /** `https://sheets.googleapis.com`, or the stand-in's address; without /v4. */
  apiUrl: string;
  account: ServiceAccount;
  /** The Workspace user the service account acts as: the spreadsheets go in their Drive. */
  actAs: string;
  policy?: Partial<GooglePolicy>;
  /** Told the outcome of every call, after its retries. */
  calls?: CallObserver;
}

/** Sheets asks for backoff on its per-minute quota: longer pauses than the default policy's. */
const SHEETS_POLICY: Partial<GooglePolicy> = { backoffMs: 1_000, maxDelayMs: 16_000, totalMs: 60_000 };
const SYSTEM = 'Google Sheets';
/** No spreadsheet has this id; reading it answers 404 once the token and the API are in order. */
const PROBE_SPREADSHEET = 'kansli-probe';

const ZCreated = z.object({ spreadsheetId: z.string().min(1), spreadsheetUrl: z.string().min(1) });
const ZUpdated = z.object({ spreadsheetId: z.string() });
const ZValues = z.object({
  values: z.array(z.array(z.union([z.string(), z.number(), z.boolean()]))).nullish(),
});

export function sheetsClient(options: SheetsOptions): SheetsClient {
  const auth = serviceAccountAuth(options.account, [SHEETS_SCOPE], options.actAs);
  const { call, read, policy } = googleCaller({
    auth,
    system: SYSTEM,
    service: 'Google',
    policy: { ...SHEETS_POLICY, ...options.policy },
    calls: options.calls,
  });
  const api = new sheets_v4.Sheets({
    auth,
    rootUrl: `${options.apiUrl.replace(/\/$/, '')}/`,
    timeout: policy.timeoutMs,
    retry: false,
  });

  return {
    async createSpreadsheet(title, sheetTitle) {
      // Retried like every call: a creation sent twice leaves at most an empty spreadsheet.
      const created = await read(
        'spreadsheet creation',
        () =>
          api.spreadsheets.create({
            requestBody: { properties: { title }, sheets: [{ properties: { title: sheetTitle } }] },
          }),
        ZCreated,
      );
      return { spreadsheetId: created.spreadsheetId, spreadsheetUrl: created.spreadsheetUrl };
    },
    async updateValues(spreadsheetId, range, values) {
      await read(
        'value update',
        () =>
          api.spreadsheets.values.update({
            spreadsheetId,
            range,
            valueInputOption: 'RAW',
            requestBody: { range, majorDimension: 'ROWS', values: values.map((row) => [...row]) },
          }),
        ZUpdated,
      );
    },
    async readValues(spreadsheetId, range) {
      const answer = await read(
        'value read',
        () => api.spreadsheets.values.get({ spreadsheetId, range, valueRenderOption: 'UNFORMATTED_VALUE' }),
        ZValues,
      );
      return answer.values ?? [];
    },
    async probe() {
      await call(
        'probe',
        () => api.spreadsheets.values.get({ spreadsheetId: PROBE_SPREADSHEET, range: 'A1' }),
        z.unknown(),
        [404],
      );
    },
  };
}
