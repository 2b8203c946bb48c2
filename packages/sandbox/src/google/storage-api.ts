import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http-sandbox.ts';

// The part of Google Cloud Storage's JSON API that Kansli uses, over in-memory buckets: objects
// listed by prefix in name order (maxResults, default and most 1000, and pageToken), an object's
// content with alt=media (with its x-goog-hash), a simple (uploadType=media) or multipart
// (uploadType=multipart) upload, a delete, and Google's error body (404 notFound for a missing object
// or bucket, 403 forbidden for a caller without the role on the bucket).

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
  crc32c: string;
  generation: string;
}

export interface Bucket {
  name: string;
  /** By object name. */
  objects: Map<string, StoredObject>;
}

const MAX_RESULTS = 1000;

export type StorageRole =
  | 'roles/storage.objectViewer'
  | 'roles/storage.objectCreator'
  | 'roles/storage.objectAdmin';
export type StoragePermission =
  | 'storage.objects.list'
  | 'storage.objects.get'
  | 'storage.objects.create'
  | 'storage.objects.delete';

/** An IAM binding on a bucket: the member (a service account's or a user's e-mail) holds the role there. */
export interface BucketRole {
  bucket: string;
  member: string;
  role: StorageRole;
}

const ROLE_PERMISSIONS: Record<StorageRole, readonly StoragePermission[]> = {
  'roles/storage.objectViewer': ['storage.objects.list', 'storage.objects.get'],
  'roles/storage.objectCreator': ['storage.objects.create'],
  'roles/storage.objectAdmin': [
    'storage.objects.list',
    'storage.objects.get',
    'storage.objects.create',
    'storage.objects.delete',
  ],
};

/** Whether the member holds the permission on the bucket through one of its roles there. */
export function bucketAllows(
  roles: readonly BucketRole[],
  bucket: string,
  member: string,
  permission: StoragePermission,
): boolean {
  return roles.some(
    (binding) =>
      binding.bucket === bucket &&
      binding.member.toLowerCase() === member.toLowerCase() &&
      ROLE_PERMISSIONS[binding.role].includes(permission),
  );
}

/** Who calls and what their token's scopes allow; the bucket's roles decide the rest. */
export interface StorageCaller {
  principal: string;
  /** The token carries a scope that writes (read_write, full_control or cloud-platform). */
  scopeMayWrite: boolean;
  /** The member's permission on the bucket. */
  may(bucket: string, permission: StoragePermission): boolean;
}

const REASONS: Record<number, string> = {
  400: 'invalid',
  413: 'uploadTooLarge',
  401: 'required',
  403: 'insufficientPermissions',
  404: 'notFound',
};

/** Google's error body of the JSON API: `{ error: { code, message, errors: [{ message, domain, reason }] } }`. */
export function sendStorageError(res: ServerResponse, code: number, message: string, reason?: string): void {
  const why = reason ?? REASONS[code] ?? 'backendError';
  sendJson(res, code, { error: { code, message, errors: [{ message, domain: 'global', reason: why }] } });
}

/** Google's refusal of a caller without the permission on the bucket. */
function sendDenied(res: ServerResponse, caller: StorageCaller, permission: StoragePermission) {
  sendStorageError(
    res,
    403,
    `${caller.principal} does not have ${permission} access to the Google Cloud Storage bucket. Permission '${permission}' denied on resource (or it may not exist).`,
    'forbidden',
  );
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32C (Castagnoli) of the bytes, big-endian in base64, as Cloud Storage states an object's. */
function crc32c(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
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
    crc32c: crc32c(bytes),
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
    crc32c: object.crc32c,
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

/** The parts of a multipart/related body, each with its content type. */
function multipartParts(body: Buffer, boundary: string): { contentType: string; body: Buffer }[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { contentType: string; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') return parts;
    const next = body.indexOf(delimiter, start);
    if (next === -1) return undefined;
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) return undefined;
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const contentType = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    // The part's content ends before the line break that precedes the next delimiter.
    const content = part.subarray(headerEnd + 4);
    const trimmed = content.subarray(
      0,
      content.length - (content.subarray(-2).toString() === '\r\n' ? 2 : 0),
    );
    parts.push({ contentType, body: trimmed });
    at = next;
  }
  return undefined;
}

/** The name and content of an upload: the body itself (media) or its metadata and media parts (multipart). */
function uploadOf(
  req: IncomingMessage,
  search: URLSearchParams,
  bytes: Buffer,
): { name: string; contentType: string; bytes: Buffer } | string {
  const uploadType = search.get('uploadType');
  const headerType = req.headers['content-type'] ?? 'application/octet-stream';
  if (uploadType === 'media') {
    return { name: search.get('name') ?? '', contentType: headerType, bytes };
  }
  if (uploadType !== 'multipart') return 'Upload requests must include an uploadType URL parameter.';
  const boundary = /boundary="?([^";]+)"?/i.exec(headerType)?.[1];
  const parts =
    boundary && /^multipart\/related/i.test(headerType) ? multipartParts(bytes, boundary) : undefined;
  const [metadataPart, media] = parts ?? [];
  if (!metadataPart || !media || parts?.length !== 2) return 'Invalid multipart request.';
  let metadata: { name?: unknown; contentType?: unknown };
  try {
    metadata = JSON.parse(metadataPart.body.toString('utf8')) as typeof metadata;
  } catch {
    return 'Invalid JSON payload received.';
  }
  const name = typeof metadata.name === 'string' ? metadata.name : (search.get('name') ?? '');
  const contentType = typeof metadata.contentType === 'string' ? metadata.contentType : media.contentType;
  return { name, contentType, bytes: media.body };
}

/**
 * Handles a POST below /upload/storage/v1/b: a simple upload (`uploadType=media`, the object's name in
 * `name`, its content the body) or a multipart one (`uploadType=multipart`, the object's metadata and
 * content as two parts of a multipart/related body), for a caller whose token may write and who may
 * create objects in the bucket (and delete them, to replace one). Answers the object's resource.
 */
export async function storageUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  search: URLSearchParams,
  bucketNamed: (name: string) => Bucket | undefined,
  caller: StorageCaller,
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
  if (!caller.scopeMayWrite) {
    req.resume();
    return sendStorageError(res, 403, 'Provided scope(s) are not authorized');
  }
  if (!caller.may(bucket.name, 'storage.objects.create')) {
    req.resume();
    return sendDenied(res, caller, 'storage.objects.create');
  }
  const body = await readBytes(req, MAX_UPLOAD_BYTES);
  if (!body) return sendStorageError(res, 413, 'The request payload is too large.');
  const upload = uploadOf(req, search, body);
  if (typeof upload === 'string') return sendStorageError(res, 400, upload);
  const { name } = upload;
  if (name === '' || name.length > 1024 || name.includes('\r') || name.includes('\n')) {
    return sendStorageError(res, 400, 'Invalid object name.');
  }
  // Replacing an object deletes the old one: a creator without delete may not.
  if (bucket.objects.has(name) && !caller.may(bucket.name, 'storage.objects.delete')) {
    return sendDenied(res, caller, 'storage.objects.delete');
  }
  const object = storedObject(name, upload.bytes, upload.contentType, new Date().toISOString());
  bucket.objects.set(name, object);
  sendJson(res, 200, resource(url, bucket.name, object));
}

/**
 * Handles a GET (or, for a caller whose token may write, a DELETE) below /storage/v1/b for a caller
 * whose token may read objects, as far as the caller's roles on the bucket allow.
 */
export async function storageApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  search: URLSearchParams,
  bucketNamed: (name: string) => Bucket | undefined,
  caller: StorageCaller,
): Promise<void> {
  req.resume();
  const match = /^\/([^/]+)\/o(?:\/(.+))?$/.exec(path);
  const deleting = req.method === 'DELETE' && match?.[2] !== undefined;
  if ((req.method !== 'GET' && !deleting) || !match) return sendStorageError(res, 404, 'Not Found');
  if (deleting && !caller.scopeMayWrite)
    return sendStorageError(res, 403, 'Provided scope(s) are not authorized');
  const bucketName = decoded(match[1] ?? '');
  const objectName = match[2] === undefined ? undefined : decoded(match[2]);
  if (bucketName === undefined || (match[2] !== undefined && objectName === undefined)) {
    return sendStorageError(res, 400, 'Invalid object name.');
  }
  const bucket = bucketNamed(bucketName);
  if (!bucket) {
    return sendStorageError(res, 404, 'The specified bucket does not exist.');
  }
  const permission: StoragePermission = deleting
    ? 'storage.objects.delete'
    : objectName === undefined
      ? 'storage.objects.list'
      : 'storage.objects.get';
  if (!caller.may(bucket.name, permission)) return sendDenied(res, caller, permission);
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
      'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
      'x-goog-stored-content-encoding': 'identity',
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
