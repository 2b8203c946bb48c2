import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http-sandbox.ts';

// The part of Google Cloud Storage's JSON API that Kansli uses, over in-memory buckets: objects
// listed by prefix in name order (maxResults, default and most 1000, and pageToken), an object's
// content with alt=media, a simple (uploadType=media) upload, a delete, and Google's error body
// (404 notFound for a missing object or bucket).

export const STORAGE_PATH = '/storage/v1/b';
export const STORAGE_UPLOAD_PATH = '/upload/storage/v1/b';
/** Scopes that may write and delete objects. */
export const STORAGE_WRITE_SCOPES = [
  'https://www.googleapis.com/auth/devstorage.read_write',
  'https://www.googleapis.com/auth/devstorage.full_control',
  'https://www.googleapis.com/auth/cloud-platform',
];
/** The largest object the sandbox takes in one simple upload. */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
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
  /** The content as written; `content` is its UTF-8 reading, for the sandbox's pages. */
  bytes: Buffer;
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
  413: 'uploadTooLarge',
  401: 'required',
  403: 'insufficientPermissions',
  404: 'notFound',
};

/** Google's error body of the JSON API: `{ error: { code, message, errors: [{ message, domain, reason }] } }`. */
export function sendStorageError(res: ServerResponse, code: number, message: string): void {
  const reason = REASONS[code] ?? 'backendError';
  sendJson(res, code, { error: { code, message, errors: [{ message, domain: 'global', reason }] } });
}

/** An object of these bytes, written at `updated`. */
export function storedObject(
  name: string,
  bytes: Buffer,
  contentType: string,
  updated: string,
): StoredObject {
  return {
    name,
    bytes,
    content: bytes.toString('utf8'),
    contentType,
    updated,
    size: bytes.length,
    md5Hash: createHash('md5').update(bytes).digest('base64'),
    generation: String(Date.parse(updated) * 1000),
  };
}

export function bucketOf(name: string, files: readonly BucketFile[]): Bucket {
  const objects = new Map<string, StoredObject>();
  for (const file of files) {
    objects.set(
      file.name,
      storedObject(file.name, Buffer.from(file.content, 'utf8'), file.contentType, file.updated),
    );
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

/** The body of a request, or undefined when it is longer than `maxBytes`. */
function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Handles a POST below /upload/storage/v1/b: a simple upload (`uploadType=media`, the object's name in
 * `name`, its content the body) for a caller whose token may write. Answers the object's resource.
 */
export async function storageUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  search: URLSearchParams,
  bucketNamed: (name: string) => Bucket | undefined,
): Promise<void> {
  const match = /^\/([^/]+)\/o$/.exec(path);
  if (req.method !== 'POST' || !match) {
    req.resume();
    return sendStorageError(res, 404, 'Not Found');
  }
  const bucketName = decoded(match[1] ?? '');
  const bucket = bucketName === undefined ? undefined : bucketNamed(bucketName);
  if (!bucket) {
    req.resume();
    return sendStorageError(res, 404, 'The specified bucket does not exist.');
  }
  if (search.get('uploadType') !== 'media') {
    req.resume();
    return sendStorageError(res, 400, 'Upload requests must include an uploadType URL parameter.');
  }
  const name = search.get('name') ?? '';
  if (name === '' || name.length > 1024 || name.includes('\r') || name.includes('\n')) {
    req.resume();
    return sendStorageError(res, 400, 'Invalid object name.');
  }
  const bytes = await readBytes(req, MAX_UPLOAD_BYTES);
  if (!bytes) return sendStorageError(res, 413, 'The request payload is too large.');
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  const object = storedObject(name, bytes, contentType, new Date().toISOString());
  bucket.objects.set(name, object);
  sendJson(res, 200, resource(url, bucket.name, object));
}

/**
 * Handles a GET (or, for a caller whose token may write, a DELETE) below /storage/v1/b for a caller
 * whose token may read objects.
 */
export async function storageApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  search: URLSearchParams,
  bucketNamed: (name: string) => Bucket | undefined,
  mayWrite = false,
): Promise<void> {
  req.resume();
  const match = /^\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
  const deleting = req.method === 'DELETE' && match?.[2] !== undefined;
  if ((req.method !== 'GET' && !deleting) || !match) return sendStorageError(res, 404, 'Not Found');
  if (deleting && !mayWrite) return sendStorageError(res, 403, 'Provided scope(s) are not authorized');
  const bucketName = decoded(match[1] ?? '');
  const objectName = match[2] === undefined ? undefined : decoded(match[2]);
  if (bucketName === undefined || (match[2] !== undefined && objectName === undefined)) {
    return sendStorageError(res, 400, 'Invalid object name.');
  }
  const bucket = bucketNamed(bucketName);
  if (!bucket) {
    return sendStorageError(res, 404, 'The specified bucket does not exist.');
  }
  if (objectName !== undefined) {
    const name = objectName;
    const object = bucket.objects.get(name);
    if (!object) return sendStorageError(res, 404, `No such object: ${bucket.name}/${name}`);
    if (deleting) {
      bucket.objects.delete(name);
      res.writeHead(204).end();
      return;
    }
    if (search.get('alt') !== 'media') return sendJson(res, 200, resource(url, bucket.name, object));
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'x-goog-generation': object.generation,
    });
    res.end(object.bytes);
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
