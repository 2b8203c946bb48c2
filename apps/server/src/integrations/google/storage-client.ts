import { z } from 'zod';
import { type HttpPolicy, IntegrationError, integrationHttp } from '../http.ts';
import { GoogleApiError, googleErrorOf } from './google-error.ts';
import type { AccessTokenSource } from './service-account.ts';

// Google Cloud Storage JSON API, the part Kansli reads: the school systems' export files in one bucket
// (docs/integrations.md, 'School-system export files'), listed by prefix and downloaded. Read only.

export const STORAGE_READ_SCOPE = 'https://www.googleapis.com/auth/devstorage.read_only';

export interface StorageObject {
  name: string;
  /** Bytes. */
  size: number;
  /** When it was last written, ISO 8601. */
  updated: string;
  contentType: string;
}

export interface StorageClient {
  /** Every object whose name starts with the prefix, in name order, over as many pages as there are. */
  list(prefix: string): Promise<StorageObject[]>;
  /** The object's content as text; a StorageObjectNotFoundError when there is no such object. */
  download(name: string): Promise<string>;
}

export interface StorageOptions {
  /** `https://storage.googleapis.com`, or the sandbox's address; without /storage/v1. */
  apiUrl: string;
  bucket: string;
  tokens: AccessTokenSource;
  /** Objects a page (maxResults); Google's default of 1000 when unset. */
  pageSize?: number;
  http?: Partial<HttpPolicy>;
}

const SYSTEM = 'Google Storage';
/** An export file may be megabytes: a longer limit per attempt than the default policy's. */
const STORAGE_POLICY: Partial<HttpPolicy> = { timeoutMs: 30_000 };
/** Statuses answered with Google's error body that no retry mends; 429 and 5xx are retried. */
const ANSWERED_ERRORS = [400, 401, 403, 404];
/** A listing of more pages than this is a loop (a page token answered again), not a bucket. */
const MAX_PAGES = 1000;

/** The object (or the bucket) does not exist: an export not written yet, which the caller reports as such. */
export class StorageObjectNotFoundError extends GoogleApiError {
  override name = 'StorageObjectNotFoundError';
  /** The object's name; it names a system, a unit and a date, never a person. */
  readonly objectName: string;

  constructor(operation: string, objectName: string, detail: string | undefined) {
    super(SYSTEM, operation, 404, 'notFound', detail);
    this.objectName = objectName;
  }
}

const ZObject = z.object({
  name: z.string().min(1),
  // A 64-bit number, which the JSON API sends as a string.
  size: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(Number),
  updated: z.string(),
  contentType: z.string().optional(),
});
const ZObjects = z.object({ items: z.array(ZObject).optional(), nextPageToken: z.string().optional() });

export function storageClient(options: StorageOptions): StorageClient {
  const http = integrationHttp(SYSTEM, { ...STORAGE_POLICY, ...options.http });
  const objectsUrl = `${options.apiUrl.replace(/\/$/, '')}/storage/v1/b/${encodeURIComponent(options.bucket)}/o`;

  /**
   * The answer of a GET, sent again once with a new token when the one it carried was refused. A 404
   * of a download is the object's absence; of a listing, the bucket's, which is a setup error.
   */
  async function get(operation: string, url: string, objectName?: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.accessToken();
      const response = await http.fetch(operation, url, {
        headers: { authorization: `Bearer ${token}` },
        accept: ANSWERED_ERRORS,
      });
      if (response.ok) return response;
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        options.tokens.invalidate(token);
        continue;
      }
      const error = await googleErrorOf(SYSTEM, operation, response);
      if (response.status === 404 && objectName !== undefined) {
        throw new StorageObjectNotFoundError(operation, objectName, error.detail);
      }
      throw error;
    }
  }

  const answerError = (operation: string, status: number) =>
    new IntegrationError({ system: SYSTEM, operation, failure: 'answer', status, attempts: 1 });

  return {
    async list(prefix) {
      const objects: StorageObject[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ prefix });
        if (options.pageSize !== undefined) query.set('maxResults', String(options.pageSize));
        if (pageToken !== undefined) query.set('pageToken', pageToken);
        const response = await get('object listing', `${objectsUrl}?${query}`);
        const parsed = ZObjects.safeParse(await response.json().catch(() => undefined));
        if (!parsed.success) throw answerError('object listing', response.status);
        for (const item of parsed.data.items ?? []) {
          objects.push({
            name: item.name,
            size: item.size,
            updated: item.updated,
            contentType: item.contentType ?? 'application/octet-stream',
          });
        }
        pageToken = parsed.data.nextPageToken;
        if (!pageToken) return objects;
      }
      throw answerError('object listing', 200);
    },
    async download(name) {
      const response = await get(
        'object download',
        `${objectsUrl}/${encodeURIComponent(name)}?alt=media`,
        name,
      );
      // No cause: a body cut off on its way says nothing the status does not.
      return response.text().catch((error: unknown) => {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new IntegrationError({
          system: SYSTEM,
          operation: 'object download',
          failure: timedOut ? 'timeout' : 'network',
          status: response.status,
          attempts: 1,
        });
      });
    },
  };
}
