import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, readJsonObject, sendJson } from '../http-sandbox.ts';

// The users of Google's Admin SDK Directory API that Kansli uses: users.insert and users.get, with
// Google's error bodies (409 duplicate, 404 notFound). The password is kept only as a hash, for tests
// to check the one they were shown, and is never answered, logged or shown.

export const DIRECTORY_USER_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user';
export const DIRECTORY_PATH = '/admin/directory/v1';

export interface DirectoryUser {
  id: string;
  primaryEmail: string;
  name: { givenName: string; familyName: string };
  orgUnitPath: string;
  changePasswordAtNextLogin: boolean;
  externalIds: { type: string; value: string }[];
  creationTime: string;
  /** sha256 of the password, hex; never shown. */
  passwordHash: string;
}

const MAX_BODY_BYTES = 64 * 1024;

const REASONS: Record<number, [reason: string, status: string]> = {
  400: ['invalid', 'INVALID_ARGUMENT'],
  403: ['forbidden', 'PERMISSION_DENIED'],
  404: ['notFound', 'NOT_FOUND'],
  409: ['duplicate', 'ALREADY_EXISTS'],
};

/** Google's error body of the Directory API: `{ error: { code, message, errors: [{ reason }], status } }`. */
export function sendDirectoryError(res: ServerResponse, code: number, message: string): void {
  const [reason, status] = REASONS[code] ?? ['backendError', 'INTERNAL'];
  sendJson(res, code, { error: { code, message, errors: [{ message, domain: 'global', reason }], status } });
}

const hash = (password: string) => createHash('sha256').update(password).digest('hex');

export const passwordMatches = (user: DirectoryUser, password: string) =>
  user.passwordHash === hash(password);

/** The user as Google answers it: no password, ever. */
const resource = ({ passwordHash: _, ...user }: DirectoryUser) => ({
  kind: 'admin#directory#user',
  ...user,
  name: { ...user.name, fullName: `${user.name.givenName} ${user.name.familyName}` },
  isAdmin: false,
  suspended: false,
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Handles a request under /admin/directory/v1 for a caller whose token holds the Directory scope. */
export async function directoryApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  users: Map<string, DirectoryUser>,
  domain: string | undefined,
): Promise<void> {
  const byKey = (key: string) =>
    users.get(key.toLowerCase()) ?? [...users.values()].find((u) => u.id === key);
  if (req.method === 'POST' && path === '/users') {
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return sendDirectoryError(res, 400, 'Invalid JSON payload received.');
      throw error;
    }
    const name = (typeof body.name === 'object' && body.name !== null ? body.name : {}) as Record<
      string,
      unknown
    >;
    const primaryEmail = text(body.primaryEmail)?.toLowerCase();
    const givenName = text(name.givenName);
    const familyName = text(name.familyName);
    const password = text(body.password);
    if (!primaryEmail || !/^[^@\s]+@[^@\s]+$/.test(primaryEmail)) {
      return sendDirectoryError(res, 400, 'Invalid Input: primary_user_email');
    }
    if (!givenName || !familyName) return sendDirectoryError(res, 400, 'Invalid Given/Family Name');
    if (!password || password.length < 8) return sendDirectoryError(res, 400, 'Invalid Password');
    if (domain && primaryEmail.split('@')[1] !== domain.toLowerCase()) {
      return sendDirectoryError(res, 400, 'Domain not found.');
    }
    if (users.has(primaryEmail)) return sendDirectoryError(res, 409, 'Entity already exists.');
    const externalIds = Array.isArray(body.externalIds)
      ? body.externalIds
          .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
          .map((e) => ({ type: String(e.type ?? 'custom'), value: String(e.value ?? '') }))
      : [];
    const user: DirectoryUser = {
      id: String(randomInt(10 ** 11, 10 ** 12 - 1)) + String(randomInt(10 ** 8, 10 ** 9 - 1)),
      primaryEmail,
      name: { givenName, familyName },
      orgUnitPath: text(body.orgUnitPath) ?? '/',
      changePasswordAtNextLogin: body.changePasswordAtNextLogin === true,
      externalIds,
      creationTime: new Date().toISOString(),
      passwordHash: hash(password),
    };
    users.set(primaryEmail, user);
    return sendJson(res, 200, resource(user));
  }
  const key = /^\/users\/([^/]+)$/.exec(path)?.[1];
  if (req.method === 'GET' && key !== undefined) {
    req.resume();
    const user = byKey(decodeURIComponent(key));
    if (!user) return sendDirectoryError(res, 404, 'Resource Not Found: userKey');
    return sendJson(res, 200, resource(user));
  }
  req.resume();
  sendDirectoryError(res, 404, 'Resource Not Found');
}
