import { createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  applyControlForm,
  BodyError,
  type RequestHandler,
  readJsonObject,
  SandboxControl,
  sendJson,
} from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';
import { a1Name, type Cell, fits, type Grid, parseA1, readCells, writeCells } from './a1-range.ts';
import {
  DIRECTORY_PATH,
  type DirectoryGroup,
  type DirectoryUser,
  directoryApi,
  directoryScopeAllows,
  sendDirectoryError,
} from './directory-api.ts';
import { type ChromeOsDevice, type ChromeOsDevices, chromeOsDevicesOf } from './directory-devices.ts';
import { directoryDevicesPage } from './directory-devices-page.ts';
import { directoryPage } from './directory-page.ts';
import { spreadsheetPage, spreadsheetsPage } from './sheet-page.ts';
import {
  type Bucket,
  type BucketFile,
  type BucketRole,
  bucketAllows,
  bucketOf,
  STORAGE_PATH,
  STORAGE_READ_SCOPES,
  STORAGE_UPLOAD_PATH,
  STORAGE_WRITE_SCOPES,
  sendStorageError,
  storageApi,
  storageUpload,
} from './storage-api.ts';
import { bucketFilePage, bucketPage, EXPORT_WRITE_PATH, writeExportRequest } from './storage-page.ts';
import { type AccessGrant, DELEGATED_SCOPES, tokenEndpoint } from './token-endpoint.ts';

// The part of Google's OAuth token endpoint and Sheets API v4 that Kansli uses, on loopback: a service
// account's JWT exchanged for an access token (token-endpoint.ts: delegated scopes only for a `sub`),
// spreadsheets created, values written and read; Google's error body; the quota of 60 requests a minute
// per user; and a page per spreadsheet, where spreadsheetUrl points. Directory and Cloud Storage share
// the tokens: Directory wants a delegated user, Storage checks the caller's roles on the bucket.

export interface SheetsSandboxOptions {
  /** The service account: its e-mail (the JWT's issuer) and the public half of its key. */
  clientEmail: string;
  publicKey: KeyObject | string;
  /** Requests a minute per acting user (Google's: 60). */
  requestsPerMinute?: number;
  /** The quota's window; tests shorten it. */
  rateWindowMs?: number;
  /** The Workspace domain: Directory refuses users of other domains; any domain when unset. */
  domain?: string;
  /** Cloud Storage's one bucket and the files it starts with; without it every bucket is unknown (404). */
  bucket?: { name: string; files: readonly BucketFile[] };
  /** Further buckets, empty at the start (the study-buddy's attachments are written to one). */
  moreBuckets?: readonly string[];
  /** The customer's Chrome OS devices the Directory starts with. */
  chromeDevices?: readonly ChromeOsDevice[];
  /**
   * The scopes the Workspace admin allowed the service account under domain-wide delegation; a JWT
   * with `sub` asking for another is refused (`unauthorized_client`). Those docs/operations.md lists
   * when unset.
   */
  delegatedScopes?: readonly string[];
  /** The IAM roles on the buckets; a caller (user or service account) without one is refused (403). */
  bucketRoles?: readonly BucketRole[];
  /** Spreadsheets shared with anyone who has the link, which every acting user may open. */
  sharedSpreadsheets?: readonly {
    id: string;
    title: string;
    sheets: readonly { title: string; values: Grid }[];
  }[];
}

/** The owner of a spreadsheet shared with anyone who has its link. */
export const ANYONE_WITH_THE_LINK = '*';

export interface Spreadsheet {
  id: string;
  title: string;
  /** The acting user who made it, and who alone may open it, unless it is shared with anyone. */
  owner: string;
  sheets: Map<string, Grid>;
}

export interface SheetsSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  spreadsheets: Map<string, Spreadsheet>;
  /** The Directory's users by primaryEmail (lower case). */
  users: Map<string, DirectoryUser>;
  /** The Directory's groups by email (lower case), each with its members. */
  groups: Map<string, DirectoryGroup>;
  /** Cloud Storage's bucket, when the options name one. */
  bucket: Bucket | undefined;
  /** Every bucket by name: the one of the options and the further ones. */
  buckets: Map<string, Bucket>;
  /** The Directory's Chrome OS devices. */
  chromeDevices: ChromeOsDevices;
  /** The next `count` Directory calls answer 403 userRateLimitExceeded, as Google does past its quota. */
  limitDirectoryRate(count: number): void;
}

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_RATE_LIMITED = 100;

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
};

class GoogleError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const send = sendJson;

/** The body as an object, or Google's own refusal of it. */
const readJson = (req: IncomingMessage) =>
  readJsonObject(req, MAX_BODY_BYTES).catch((error: unknown) => {
    if (!(error instanceof BodyError)) throw error;
    throw error.reason === 'too large'
      ? new GoogleError(413, 'Request payload size exceeds the limit.')
      : new GoogleError(400, 'Invalid JSON payload received.');
  });

const isCell = (value: unknown): value is Cell =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

function valuesOf(body: Record<string, unknown>): Cell[][] {
  const { values } = body;
  if (!Array.isArray(values) || !values.every((row) => Array.isArray(row) && row.every(isCell))) {
    throw new GoogleError(
      400,
      "Invalid value at 'data.values': rows of strings, numbers or booleans expected.",
    );
  }
  return values as Cell[][];
}

const titleOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'properties' in value
    ? (value.properties as { title?: unknown } | null)?.title
    : undefined;

export function createSheetsSandbox(url: string, options: SheetsSandboxOptions): SheetsSandbox {
  const control = new SandboxControl();
  const publicKey =
    typeof options.publicKey === 'string' ? createPublicKey(options.publicKey) : options.publicKey;
  const spreadsheets = new Map<string, Spreadsheet>(
    (options.sharedSpreadsheets ?? []).map(({ id, title, sheets }) => [
      id,
      {
        id,
        title,
        owner: ANYONE_WITH_THE_LINK,
        sheets: new Map(sheets.map((sheet) => [sheet.title, structuredClone(sheet.values)])),
      },
    ]),
  );
  const users = new Map<string, DirectoryUser>();
  const groups = new Map<string, DirectoryGroup>();
  const bucket = options.bucket && bucketOf(options.bucket.name, options.bucket.files);
  const buckets = new Map<string, Bucket>(
    (options.moreBuckets ?? []).map((name) => [name, bucketOf(name, [])]),
  );
  if (bucket) buckets.set(bucket.name, bucket);
  const chromeDevices = chromeOsDevicesOf(options.chromeDevices ?? []);
  const tokens = tokenEndpoint({
    clientEmail: options.clientEmail,
    publicKey,
    delegatedScopes: options.delegatedScopes ?? DELEGATED_SCOPES,
  });
  const bucketRoles = options.bucketRoles ?? [];
  const calls = new Map<string, number[]>();
  const limit = options.requestsPerMinute ?? 60;
  const windowMs = options.rateWindowMs ?? 60_000;
  let directoryRateLimited = 0;

  /** Google counts per user and minute; beyond the quota it answers 429 until the window moves on. */
  function withinQuota(user: string): boolean {
    const now = Date.now();
    const recent = (calls.get(user) ?? []).filter((at) => now - at < windowMs);
    calls.set(user, recent);
    if (recent.length >= limit) return false;
    recent.push(now);
    return true;
  }

  function spreadsheetOf(id: string, user: string): Spreadsheet {
    const spreadsheet = spreadsheets.get(id);
    if (!spreadsheet) throw new GoogleError(404, 'Requested entity was not found.');
    if (spreadsheet.owner !== user && spreadsheet.owner !== ANYONE_WITH_THE_LINK) {
      throw new GoogleError(403, 'The caller does not have permission');
    }
    return spreadsheet;
  }

  /**
   * Directory, with the same tokens, for a delegated user only (the service account itself is no
   * Workspace admin); its errors carry Google's `errors[].reason` too.
   */
  async function directory(req: IncomingMessage, res: ServerResponse, path: string, search: URLSearchParams) {
    const access = tokens.grantOf(req);
    if (!access) {
      req.resume();
      return sendDirectoryError(res, 401, 'Login Required.');
    }
    if (!directoryScopeAllows(path, access.scopes, req.method)) {
      req.resume();
      return sendDirectoryError(res, 403, 'Request had insufficient authentication scopes.');
    }
    if (!access.delegated) {
      req.resume();
      return sendDirectoryError(res, 403, 'Not Authorized to access this resource/api');
    }
    if (directoryRateLimited > 0) {
      directoryRateLimited--;
      req.resume();
      return sendJson(res, 403, {
        error: {
          code: 403,
          message: 'Rate Limit Exceeded',
          errors: [
            { message: 'Rate Limit Exceeded', domain: 'usageLimits', reason: 'userRateLimitExceeded' },
          ],
        },
      });
    }
    return directoryApi(req, res, path, search, {
      users,
      groups,
      domain: options.domain,
      devices: chromeDevices,
    });
  }

  /** What the grant's member may do on a bucket: its scopes, then its roles there. */
  const storageCaller = (access: AccessGrant) => ({
    principal: access.principal,
    scopeMayWrite: access.scopes.some((scope) => STORAGE_WRITE_SCOPES.includes(scope)),
    may: (bucketName: string, permission: Parameters<typeof bucketAllows>[3]) =>
      bucketAllows(bucketRoles, bucketName, access.principal, permission),
  });

  /** Cloud Storage, with the same tokens; its errors are the JSON API's. */
  async function storage(req: IncomingMessage, res: ServerResponse, path: string, search: URLSearchParams) {
    const access = tokens.grantOf(req);
    if (!access) {
      req.resume();
      return sendStorageError(res, 401, 'Anonymous caller does not have storage.objects.list access.');
    }
    if (!access.scopes.some((scope) => STORAGE_READ_SCOPES.includes(scope))) {
      req.resume();
      return sendStorageError(res, 403, 'Provided scope(s) are not authorized');
    }
    return storageApi(req, res, url, path, search, (name) => buckets.get(name), storageCaller(access));
  }

  /** Cloud Storage's uploads, for a token that may write. */
  async function storageUploads(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: URLSearchParams,
  ) {
    const access = tokens.grantOf(req);
    if (!access) {
      req.resume();
      return sendStorageError(res, 401, 'Anonymous caller does not have storage.objects.create access.');
    }
    return storageUpload(req, res, url, path, search, (name) => buckets.get(name), storageCaller(access));
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string, search: URLSearchParams) {
    const access = tokens.grantOf(req);
    if (!access) {
      throw new GoogleError(401, 'Request had invalid authentication credentials.');
    }
    if (!access.scopes.includes(SHEETS_SCOPE)) {
      throw new GoogleError(403, 'Request had insufficient authentication scopes.');
    }
    if (!withinQuota(access.principal)) {
      throw new GoogleError(
        429,
        "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user'.",
      );
    }
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '') {
      const body = await readJson(req);
      const title = titleOf(body);
      const sheetTitles = (Array.isArray(body.sheets) ? body.sheets : []).map(titleOf);
      if (typeof title !== 'string' || !sheetTitles.every((t) => typeof t === 'string' && t !== '')) {
        throw new GoogleError(400, 'properties.title and every sheet title must be text.');
      }
      const id = randomBytes(33).toString('base64url');
      const titles = sheetTitles.length > 0 ? (sheetTitles as string[]) : ['Sheet1'];
      const spreadsheet = {
        id,
        title,
        owner: access.principal,
        sheets: new Map(titles.map((t) => [t, [] as Grid])),
      };
      spreadsheets.set(id, spreadsheet);
      return send(res, 200, {
        spreadsheetId: id,
        properties: { title },
        sheets: titles.map((t, index) => ({ properties: { sheetId: index, title: t, index } })),
        spreadsheetUrl: `${url}/sandbox/sheets/${id}`,
      });
    }
    const values = /^\/([^/]+)\/values\/([^/]+)$/.exec(path);
    if (!values) throw new GoogleError(404, 'Requested entity was not found.');
    const spreadsheet = spreadsheetOf(decodeURIComponent(values[1] ?? ''), access.principal);
    const rangeText = decodeURIComponent(values[2] ?? '');
    const range = parseA1(rangeText, (name) => spreadsheet.sheets.has(name));
    if (!range) throw new GoogleError(400, `Unable to parse range: ${rangeText}`);
    const sheet = range.sheet ?? spreadsheet.sheets.keys().next().value ?? '';
    const grid = spreadsheet.sheets.get(sheet);
    if (!grid) throw new GoogleError(400, `Unable to parse range: ${rangeText}`);

    if (method === 'PUT') {
      if (!['RAW', 'USER_ENTERED'].includes(search.get('valueInputOption') ?? '')) {
        throw new GoogleError(400, "'valueInputOption' is required but not specified");
      }
      const body = await readJson(req);
      const rows = valuesOf(body);
      if (!fits(range, rows)) throw new GoogleError(400, 'Requested writing outside the range.');
      writeCells(grid, range, rows);
      const columns = Math.max(0, ...rows.map((row) => row.length));
      return send(res, 200, {
        spreadsheetId: spreadsheet.id,
        updatedRange: a1Name(sheet, range, rows.length, columns),
        updatedRows: rows.length,
        updatedColumns: columns,
        updatedCells: rows.reduce((sum, row) => sum + row.length, 0),
      });
    }
    if (method === 'GET') {
      const rows = readCells(grid, range);
      const columns = Math.max(0, ...rows.map((row) => row.length));
      return send(res, 200, {
        range: a1Name(sheet, range, rows.length, columns),
        majorDimension: 'ROWS',
        // Google leaves `values` out of an empty range.
        ...(rows.length > 0 ? { values: rows } : {}),
      });
    }
    throw new GoogleError(404, 'Requested entity was not found.');
  }

  async function sandboxPage(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method === 'POST' && path === '/sandbox/directory/rate-limit') {
      const form = await readUrlEncodedForm(req);
      const count = form instanceof URLSearchParams ? Number(form.get('count')) : 0;
      directoryRateLimited = Number.isFinite(count)
        ? Math.min(MAX_RATE_LIMITED, Math.max(0, Math.trunc(count)))
        : 0;
      res.writeHead(303, { location: '/sandbox/directory' }).end();
      return;
    }
    if (req.method === 'POST' && path === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      // Back to the page whose panel was used: the Directory's or the bucket's.
      const from = URL.canParse(req.headers.referer ?? '') ? new URL(req.headers.referer ?? '').pathname : '';
      res.writeHead(303, { location: from === '/sandbox/storage' ? from : '/sandbox/directory' }).end();
      return;
    }
    if (req.method === 'POST' && path === EXPORT_WRITE_PATH) {
      return writeExportRequest(req, res, bucket, new Date());
    }
    if (path === '/sandbox/storage') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(bucketPage(bucket));
      return;
    }
    const file = path.startsWith('/sandbox/storage/')
      ? bucket?.objects.get(decodeURIComponent(path.slice('/sandbox/storage/'.length)))
      : undefined;
    if (file) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(bucketFilePage(file));
      return;
    }
    if (path === '/sandbox/directory/devices') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(directoryDevicesPage(chromeDevices.list));
      return;
    }
    if (path === '/sandbox/directory') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(directoryPage([...users.values()], [...groups.values()], directoryRateLimited));
      return;
    }
    const id = /^\/sandbox\/sheets\/([^/]+)$/.exec(path)?.[1];
    const spreadsheet = id === undefined ? undefined : spreadsheets.get(decodeURIComponent(id));
    const html =
      path === '/sandbox/sheets' || path === '/sandbox'
        ? spreadsheetsPage([...spreadsheets.values()])
        : undefined;
    if (!spreadsheet && !html) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Inget sådant kalkylark');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(spreadsheet ? spreadsheetPage(spreadsheet) : html);
  }

  const handler: RequestHandler = (req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://sandbox');
    const route =
      pathname === '/token' && req.method === 'POST'
        ? tokens.handle(req, res)
        : pathname === '/v4/spreadsheets' || pathname.startsWith('/v4/spreadsheets/')
          ? api(req, res, pathname.slice('/v4/spreadsheets'.length), searchParams)
          : pathname.startsWith(`${DIRECTORY_PATH}/`)
            ? directory(req, res, pathname.slice(DIRECTORY_PATH.length), searchParams)
            : pathname.startsWith(`${STORAGE_PATH}/`)
              ? storage(req, res, pathname.slice(STORAGE_PATH.length), searchParams)
              : pathname.startsWith(`${STORAGE_UPLOAD_PATH}/`)
                ? storageUploads(req, res, pathname.slice(STORAGE_UPLOAD_PATH.length), searchParams)
                : pathname.startsWith('/sandbox')
                  ? sandboxPage(req, res, pathname)
                  : Promise.reject(new GoogleError(404, 'Requested entity was not found.'));
    route.catch((error: unknown) => {
      req.resume();
      if (res.headersSent) return res.destroy();
      const known =
        error instanceof GoogleError ? error : new GoogleError(500, 'Internal error encountered.');
      const status = STATUS_NAMES[known.code] ?? 'UNKNOWN';
      send(res, known.code, { error: { code: known.code, message: known.message, status } });
    });
  };

  // The switches hold for the APIs only: the pages that set and show them keep answering.
  const disturbed = control.wrap(handler);
  return {
    handler: (req, res) => ((req.url ?? '').startsWith('/sandbox') ? handler(req, res) : disturbed(req, res)),
    control,
    spreadsheets,
    users,
    groups,
    bucket,
    buckets,
    chromeDevices,
    limitDirectoryRate(count) {
      directoryRateLimited = Math.max(0, Math.trunc(count));
    },
  };
}
