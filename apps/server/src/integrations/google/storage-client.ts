import { Readable } from 'node:stream';
import { Storage } from '@google-cloud/storage';
import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { type GooglePolicy, googleCaller, Refusal } from './google-call.ts';
import { GoogleApiError } from './google-error.ts';
import { type ServiceAccount, serviceAccountAuth } from './service-account.ts';

// Google Cloud Storage through Google's library (@google-cloud/storage), as the service account
// itself: no user is delegated, and Storage checks the account's own role on the bucket. The school
// systems' export files in one bucket, listed by prefix and downloaded, read only; the study-buddy's
// attachments in a bucket of their own, also written, streamed and deleted.

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
  /** A token and a listing of one object of the bucket: throws what a call would. */
  probe(): Promise<void>;
}

/** An object's content as it arrives, for passing on without holding it whole. */
export interface StorageObjectStream {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the answer says. */
  size: number | undefined;
}

/** The calls of a bucket Kansli writes to; the service account needs Storage Object Admin there. */
export interface StorageFiles extends StorageClient {
  /** Writes the object whole (replacing one of the same name, so a retry does no harm). */
  upload(name: string, bytes: Uint8Array, contentType: string): Promise<StorageObject>;
  /** Removes the object; one already gone counts as removed. */
  remove(name: string): Promise<void>;
  /** The object's content as a stream; a StorageObjectNotFoundError when there is no such object. */
  downloadStream(name: string): Promise<StorageObjectStream>;
}

export interface StorageOptions {
  /** `https://storage.googleapis.com`, or the stand-in's address; without /storage/v1. */
  apiUrl: string;
  bucket: string;
  account: ServiceAccount;
  /** STORAGE_READ_SCOPE for a bucket Kansli only reads, STORAGE_WRITE_SCOPE for one it writes. */
  scope: string;
  /** Objects a page (maxResults); Google's default of 1000 when unset. */
  pageSize?: number;
  policy?: Partial<GooglePolicy>;
  /** Told the outcome of every call, after its retries. */
  calls?: CallObserver;
}

const SYSTEM = 'Google Storage';
const SERVICE = 'Google Cloud Storage';
/** An export file may be megabytes: a longer limit per attempt than the default policy's. */
const STORAGE_POLICY: Partial<GooglePolicy> = { timeoutMs: 30_000 };
/** A listing of more pages than this is a loop (a page token answered again), not a bucket. */
const MAX_PAGES = 1000;

/** The object (or the bucket) does not exist: an export not written yet, which the caller reports as such. */
export class StorageObjectNotFoundError extends GoogleApiError {
  override name = 'StorageObjectNotFoundError';
  /** The object's name; it names a system, a unit and a date, never a person. */
  readonly objectName: string;

  constructor(operation: string, objectName: string) {
    super({
      system: SYSTEM,
      service: SERVICE,
      operation,
      failure: 'status',
      status: 404,
      reason: 'notFound',
      attempts: 1,
    });
    this.objectName = objectName;
  }
}

const ZObject = z.object({
  name: z.string().min(1),
  // A 64-bit number, which the JSON API sends as a string.
  size: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(Number),
  updated: z.string(),
  contentType: z.string().nullish(),
});
const ZObjects = z.object({ items: z.array(ZObject).nullish(), nextPageToken: z.string().nullish() });

const objectOf = (
  item: z.infer<typeof ZObject>,
  contentType = 'application/octet-stream',
): StorageObject => ({
  name: item.name,
  size: item.size,
  updated: item.updated,
  contentType: item.contentType ?? contentType,
});

export function storageClient(options: StorageOptions): StorageFiles {
  // No subject: Storage is called as the service account, whose role on the bucket decides.
  const auth = serviceAccountAuth(options.account, [options.scope]);
  const { call, read, policy } = googleCaller({
    auth,
    system: SYSTEM,
    service: SERVICE,
    policy: { ...STORAGE_POLICY, ...options.policy },
    calls: options.calls,
  });
  const storage = new Storage({
    apiEndpoint: options.apiUrl.replace(/\/$/, ''),
    authClient: auth,
    useAuthWithCustomEndpoint: true,
    retryOptions: { autoRetry: false },
    timeout: policy.timeoutMs,
  });
  const bucket = storage.bucket(options.bucket);

  /** A call of one object, whose 404 is the object's absence. */
  const objectCall = async <T>(
    operation: string,
    name: string,
    run: () => Promise<unknown>,
    schema: z.ZodType<T>,
  ) => {
    const answer = await call(operation, run, schema, [404]);
    if (answer instanceof Refusal) throw new StorageObjectNotFoundError(operation, name);
    return answer;
  };

  const page = async (query: { prefix?: string; maxResults?: number; pageToken?: string }) =>
    read(
      'object listing',
      async () => (await bucket.getFiles({ ...query, autoPaginate: false }))[2],
      ZObjects,
    );

  return {
    async upload(name, bytes, contentType) {
      const file = bucket.file(name);
      const stored = await read(
        'object upload',
        async () => {
          await file.save(Buffer.from(bytes), { contentType, resumable: false });
          return file.metadata;
        },
        ZObject,
      );
      return objectOf(stored, contentType);
    },
    async remove(name) {
      await objectCall('object delete', name, () => bucket.file(name).delete(), z.unknown()).catch(
        (error: unknown) => {
          if (!(error instanceof StorageObjectNotFoundError)) throw error;
        },
      );
    },
    async downloadStream(name) {
      const file = bucket.file(name);
      const metadata = await objectCall(
        'object download',
        name,
        async () => (await file.getMetadata())[0],
        z.object({ size: ZObject.shape.size.optional(), contentType: z.string().nullish() }),
      );
      return {
        body: Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>,
        contentType: metadata.contentType ?? 'application/octet-stream',
        size: metadata.size,
      };
    },
    async list(prefix) {
      const objects: StorageObject[] = [];
      let pageToken: string | undefined;
      for (let n = 0; n < MAX_PAGES; n++) {
        const answer = await page({
          prefix,
          ...(options.pageSize !== undefined ? { maxResults: options.pageSize } : {}),
          ...(pageToken !== undefined ? { pageToken } : {}),
        });
        objects.push(...(answer.items ?? []).map((item) => objectOf(item)));
        pageToken = answer.nextPageToken ?? undefined;
        if (!pageToken) return objects;
      }
      throw new GoogleApiError({
        system: SYSTEM,
        service: SERVICE,
        operation: 'object listing',
        failure: 'answer',
        status: 200,
        attempts: 1,
      });
    },
    async download(name) {
      const [content] = await objectCall(
        'object download',
        name,
        async () => (await bucket.file(name).download())[0].toString('utf8'),
        z.tuple([z.string()]).or(z.string().transform((text) => [text] as [string])),
      );
      return content;
    },
    async probe() {
      await page({ maxResults: 1 });
    },
  };
}
