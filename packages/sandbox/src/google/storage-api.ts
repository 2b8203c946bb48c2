import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http-sandbox.ts';

// The part of Google Cloud Storage's JSON API that Kansli reads, over one in-memory bucket: objects
// listed by prefix in name order (maxResults, default and most 1000, and pageToken), an object's
// content with alt=media, and Google's error body (404 notFound for a missing object or bucket).

export const STORAGE_PATH = '/storage/v1/b';
/** Scopes that may read objects: the read-only one Kansli asks for, and the wider ones that include it. */
export const STORAGE_READ_SCOPES = [
  'https://www.googleapis.com/auth/devstorage.read_only',
  'https://www.googleapis.com/auth/devstorage.read_write',
  'https://www.googleapis.com/auth/devstorage.full_control',
  'https://www.googleapis.com/auth/cloud-platform',
];

/** A file the sandbox starts with. */
export interface BucketFile {
  name: string;
  content: string;
  contentType: string;
  /** When it was written, ISO 8601. */
  updated: string;
}

export interface StoredObject extends BucketFile {
  size: number;
  md5Hash: string;
  generation: string;
}

export interface Bucket {
  name: string;
  /** By object name. */
  objects: Map<string, StoredObject>;
}

const MAX_RESULTS = 1000;

const REASONS: Record<number, string> = {
  400: 'invalid',
  401: 'required',
  403: 'insufficientPermissions',
  404: 'notFound',
};

/** Google's error body of the JSON API: `{ error: { code, message, errors: [{ message, domain, reason }] } }`. */
export function sendStorageError(res: ServerResponse, code: number, message: string): void {
  const reason = REASONS[code] ?? 'backendError';
  sendJson(res, code, { error: { code, message, errors: [{ message, domain: 'global', reason }] } });
}

export function bucketOf(name: string, files: readonly BucketFile[]): Bucket {
  const objects = new Map<string, StoredObject>();
  for (const file of files) {
    const bytes = Buffer.from(file.content, 'utf8');
    objects.set(file.name, {
      ...file,
      size: bytes.length,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      generation: String(Date.parse(file.updated) * 1000),
    });
  }
  return { name, objects };
}

/** The object as the JSON API describes it; 64-bit numbers arrive as strings. */
const resource = (url: string, bucket: string, object: StoredObject) => {
  const path = `${STORAGE_PATH}/${encodeURIComponent(bucket)}/o/${encodeURIComponent(object.name)}`;
  return {
    kind: 'storage#object',
    id: `${bucket}/${object.name}/${object.generation}`,
    selfLink: `${url}${path}`,
    mediaLink: `${url}${path}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket,
    generation: object.generation,
    contentType: object.contentType,
    size: String(object.size),
    md5Hash: object.md5Hash,
    timeCreated: object.updated,
    updated: object.updated,
  };
};

/** A path segment decoded, or undefined for a broken %-escape. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

const pageTokenOf = (lastName: string) => Buffer.from(lastName, 'utf8').toString('base64url');
const afterToken = (token: string) => Buffer.from(token, 'base64url').toString('utf8');

/** Handles a GET below /storage/v1/b for a caller whose token may read objects. */
export async function storageApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  search: URLSearchParams,
  bucket: Bucket | undefined,
): Promise<void> {
  req.resume();
  const match = /^\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
  if (req.method !== 'GET' || !match) return sendStorageError(res, 404, 'Not Found');
  const bucketName = decoded(match[1] ?? '');
  const objectName = match[2] === undefined ? undefined : decoded(match[2]);
  if (bucketName === undefined || (match[2] !== undefined && objectName === undefined)) {
    return sendStorageError(res, 400, 'Invalid object name.');
  }
  if (!bucket || bucket.name !== bucketName) {
    return sendStorageError(res, 404, 'The specified bucket does not exist.');
  }
  if (objectName !== undefined) {
    const name = objectName;
    const object = bucket.objects.get(name);
    if (!object) return sendStorageError(res, 404, `No such object: ${bucket.name}/${name}`);
    if (search.get('alt') !== 'media') return sendJson(res, 200, resource(url, bucket.name, object));
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'x-goog-generation': object.generation,
    });
    res.end(object.content);
    return;
  }
  const maxResults = search.has('maxResults') ? Number(search.get('maxResults')) : MAX_RESULTS;
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    return sendStorageError(res, 400, `Invalid unsigned integer value: '${search.get('maxResults')}'.`);
  }
  const prefix = search.get('prefix') ?? '';
  const token = search.get('pageToken');
  const after = token ? afterToken(token) : undefined;
  const names = [...bucket.objects.keys()]
    .filter((name) => name.startsWith(prefix) && (after === undefined || name > after))
    .sort();
  const page = names.slice(0, Math.min(maxResults, MAX_RESULTS));
  const last = page.at(-1);
  sendJson(res, 200, {
    kind: 'storage#objects',
    // Google leaves `items` out of an empty page and `nextPageToken` out of the last.
    ...(page.length > 0
      ? { items: page.map((name) => resource(url, bucket.name, bucket.objects.get(name) as StoredObject)) }
      : {}),
    ...(last !== undefined && names.length > page.length ? { nextPageToken: pageTokenOf(last) } : {}),
  });
}
