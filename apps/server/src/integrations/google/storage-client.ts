import { z } from 'zod';
import { type HttpPolicy, IntegrationError, integrationHttp } from '../http.ts';
import { GoogleApiError, googleErrorOf } from './google-error.ts';
import type { AccessTokenSource } from './service-account.ts';

// Google Cloud Storage JSON API, the part Kansli uses: the school systems' export files in one bucket
// (docs/integrations.md, 'School-system export files'), listed by prefix and downloaded, read only;
// and the study-buddy's attachments in a bucket of their own ('Study-buddy files'), also written,
// streamed and deleted, with a token of the write scope.

export const STORAGE_READ_SCOPE = 'https://www.googleapis.com/auth/devstorage.read_only';
export const STORAGE_WRITE_SCOPE = 'https://www.googleapis.com/auth/devstorage.read_write';

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

/** An object's content as it arrives, for passing on without holding it whole. */
export interface StorageObjectStream {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the answer says. */
  size: number | undefined;
}

/** The calls of a bucket Kansli writes to; its token must carry STORAGE_WRITE_SCOPE. */
export interface StorageFiles extends StorageClient {
  /** Writes the object whole (replacing one of the same name, so a retry does no harm). */
  upload(name: string, bytes: Uint8Array, contentType: string): Promise<StorageObject>;
  /** Removes the object; one already gone counts as removed. */
  remove(name: string): Promise<void>;
  /** The object's content as a stream; a StorageObjectNotFoundError when there is no such object. */
  downloadStream(name: string): Promise<StorageObjectStream>;
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
const ANSWERED_ERRORS = [400, 401, 403, 404, 413];
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

export function storageClient(options: StorageOptions): StorageFiles {
  const http = integrationHttp(SYSTEM, { ...STORAGE_POLICY, ...options.http });
  const apiUrl = options.apiUrl.replace(/\/$/, '');
  const objectsUrl = `${apiUrl}/storage/v1/b/${encodeURIComponent(options.bucket)}/o`;
  const uploadUrl = `${apiUrl}/upload/storage/v1/b/${encodeURIComponent(options.bucket)}/o`;

  /**
   * The answer of a request, sent again once with a new token when the one it carried was refused. A
   * 404 of an object is its absence; of a listing, the bucket's, which is a setup error.
   */
  async function get(
    operation: string,
    url: string,
    objectName?: string,
    init: { method?: string; body?: Blob; contentType?: string } = {},
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.accessToken();
      const response = await http.fetch(operation, url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.contentType ? { 'content-type': init.contentType } : {}),
        },
        ...(init.body ? { body: init.body } : {}),
        accept: ANSWERED_ERRORS,
        // A simple upload writes the whole object under its name: sent twice, it is the same object.
        idempotent: true,
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

  const objectUrl = (name: string) => `${objectsUrl}/${encodeURIComponent(name)}`;

  return {
    async upload(name, bytes, contentType) {
      const query = new URLSearchParams({ uploadType: 'media', name });
      const response = await get('object upload', `${uploadUrl}?${query}`, undefined, {
        method: 'POST',
        body: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }),
        contentType,
      });
      const parsed = ZObject.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw answerError('object upload', response.status);
      return {
        name: parsed.data.name,
        size: parsed.data.size,
        updated: parsed.data.updated,
        contentType: parsed.data.contentType ?? contentType,
      };
    },
    async remove(name) {
      try {
        const response = await get('object delete', objectUrl(name), name, { method: 'DELETE' });
        await response.body?.cancel();
      } catch (error) {
        if (error instanceof StorageObjectNotFoundError) return;
        throw error;
      }
    },
    async downloadStream(name) {
      const response = await get('object download', `${objectUrl(name)}?alt=media`, name);
      if (!response.body) throw answerError('object download', response.status);
      const length = response.headers.get('content-length');
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: length !== null && /^\d+$/.test(length) ? Number(length) : undefined,
      };
    },
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
