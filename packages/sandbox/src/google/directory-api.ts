import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, readJsonObject, sendJson } from '../http-sandbox.ts';
import {
  type ChromeOsDevices,
  chromeOsDevicesApi,
  DIRECTORY_DEVICE_READONLY_SCOPE,
  DIRECTORY_DEVICE_SCOPE,
} from './directory-devices.ts';

// The part of Google's Admin SDK Directory API that Kansli uses: users.insert, get and list; groups
// list, get, insert and patch, and their members listed (maxResults, default and most 200, and pageToken),
// inserted and deleted; with Google's error bodies (409 duplicate, 404 notFound). A user's password is
// kept only as a hash, for tests to check the one they were shown, and is never answered, logged or shown.

export const DIRECTORY_USER_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user';
export const DIRECTORY_GROUP_SCOPE = 'https://www.googleapis.com/auth/admin.directory.group';
/** Enough for members, not for the groups themselves. */
export const DIRECTORY_GROUP_MEMBER_SCOPE = 'https://www.googleapis.com/auth/admin.directory.group.member';
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

export type MemberRole = 'MEMBER' | 'OWNER' | 'MANAGER';

export interface DirectoryMember {
  /** The user's id when the address is one of the sandbox's users, as Google answers it. */
  id: string;
  email: string;
  role: MemberRole;
}

export interface DirectoryGroup {
  id: string;
  email: string;
  name: string;
  description: string;
  /** By email (lower case). */
  members: Map<string, DirectoryMember>;
}

/** The sandbox's Directory: users and groups by their address (lower case), in one address space as at Google. */
export interface Directory {
  users: Map<string, DirectoryUser>;
  groups: Map<string, DirectoryGroup>;
  /** The Workspace domain; users and groups outside it and its subdomains are refused. Any domain when unset. */
  domain: string | undefined;
  /** The customer's Chrome OS devices; none when unset. */
  devices?: ChromeOsDevices;
}

const MAX_BODY_BYTES = 64 * 1024;
const MAX_MEMBERS = 200;
const ROLES: readonly string[] = ['MEMBER', 'OWNER', 'MANAGER'] satisfies MemberRole[];

const REASONS: Record<number, [reason: string, status: string]> = {
  400: ['invalid', 'INVALID_ARGUMENT'],
  403: ['forbidden', 'PERMISSION_DENIED'],
  404: ['notFound', 'NOT_FOUND'],
  409: ['duplicate', 'ALREADY_EXISTS'],
  412: ['conditionNotMet', 'FAILED_PRECONDITION'],
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

const groupResource = (group: DirectoryGroup) => ({
  kind: 'admin#directory#group',
  id: group.id,
  email: group.email,
  name: group.name,
  description: group.description,
  directMembersCount: String(group.members.size),
  adminCreated: true,
});

const memberResource = (member: DirectoryMember) => ({
  kind: 'admin#directory#member',
  ...member,
  type: 'USER',
  status: 'ACTIVE',
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const isEmail = (value: string) => /^[^@\s]+@[^@\s]+$/.test(value);

/** Whether a token of these scopes may call this path: users want the user scope, groups the group one. */
export function directoryScopeAllows(path: string, scopes: readonly string[], method = 'GET'): boolean {
  if (path.startsWith('/customer/')) {
    return (
      scopes.includes(DIRECTORY_DEVICE_SCOPE) ||
      (method === 'GET' && scopes.includes(DIRECTORY_DEVICE_READONLY_SCOPE))
    );
  }
  if (/^\/groups\/[^/]+\/members(\/|$)/.test(path)) {
    return scopes.includes(DIRECTORY_GROUP_SCOPE) || scopes.includes(DIRECTORY_GROUP_MEMBER_SCOPE);
  }
  if (path === '/groups' || path.startsWith('/groups/')) return scopes.includes(DIRECTORY_GROUP_SCOPE);
  return scopes.includes(DIRECTORY_USER_SCOPE);
}

/** The body as an object, or undefined once Google's 400 is answered. */
async function bodyOf(req: IncomingMessage, res: ServerResponse) {
  try {
    return await readJsonObject(req, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendDirectoryError(res, 400, 'Invalid JSON payload received.');
    return undefined;
  }
}

/** Handles a request under /admin/directory/v1 for a caller whose token holds the path's scope. */
export async function directoryApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: URLSearchParams,
  directory: Directory,
): Promise<void> {
  const { users, groups, domain } = directory;
  // The primary domain and its subdomains (a Workspace's secondary domains such as elev.example.se).
  const inDomain = (email: string) => {
    const at = email.split('@')[1] ?? '';
    return !domain || at === domain.toLowerCase() || at.endsWith(`.${domain.toLowerCase()}`);
  };
  const byKey = (key: string) =>
    users.get(key.toLowerCase()) ?? [...users.values()].find((u) => u.id === key);
  const devicePath = /^\/customer\/[^/]+\/devices\/chromeos(.*)$/.exec(path);
  if (devicePath) {
    return chromeOsDevicesApi(
      req,
      res,
      devicePath[1] ?? '',
      search,
      directory.devices ?? { list: [], byId: new Map() },
    );
  }
  if (path === '/groups' || path.startsWith('/groups/')) {
    return groupsApi(req, res, path.slice('/groups'.length), search, directory, inDomain);
  }
  if (req.method === 'POST' && path === '/users') {
    const body = await bodyOf(req, res);
    if (!body) return;
    const name = (typeof body.name === 'object' && body.name !== null ? body.name : {}) as Record<
      string,
      unknown
    >;
    const primaryEmail = text(body.primaryEmail)?.toLowerCase();
    const givenName = text(name.givenName);
    const familyName = text(name.familyName);
    const password = text(body.password);
    if (!primaryEmail || !isEmail(primaryEmail)) {
      return sendDirectoryError(res, 400, 'Invalid Input: primary_user_email');
    }
    if (!givenName || !familyName) return sendDirectoryError(res, 400, 'Invalid Given/Family Name');
    if (!password || password.length < 8) return sendDirectoryError(res, 400, 'Invalid Password');
    if (!inDomain(primaryEmail)) return sendDirectoryError(res, 400, 'Domain not found.');
    if (users.has(primaryEmail) || groups.has(primaryEmail)) {
      return sendDirectoryError(res, 409, 'Entity already exists.');
    }
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
  if (req.method === 'GET' && path === '/users') {
    req.resume();
    return listOf(res, search, [...users.values()], 'users', 'admin#directory#users', resource);
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

/**
 * users.list or groups.list of the customer (Google wants `customer` or `domain`), by address, a page
 * of `maxResults` (at most 500 users, 200 groups; the sandbox takes 200 for both) at a time.
 */
function listOf<T extends { primaryEmail?: string; email?: string }>(
  res: ServerResponse,
  search: URLSearchParams,
  all: T[],
  field: string,
  kind: string,
  answer: (item: T) => unknown,
) {
  if (!search.has('customer') && !search.has('domain')) {
    return sendDirectoryError(res, 400, 'Bad Request');
  }
  const maxResults = search.has('maxResults') ? Number(search.get('maxResults')) : 100;
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    return sendDirectoryError(res, 400, 'Invalid value for: maxResults');
  }
  const addressOf = (item: T) => item.primaryEmail ?? item.email ?? '';
  const token = search.get('pageToken');
  const after = token ? afterToken(token) : undefined;
  const sorted = all
    .filter((item) => after === undefined || addressOf(item) > after)
    .sort((a, b) => (addressOf(a) < addressOf(b) ? -1 : 1));
  const page = sorted.slice(0, Math.min(maxResults, MAX_MEMBERS));
  const last = page.at(-1);
  sendJson(res, 200, {
    kind,
    ...(page.length > 0 ? { [field]: page.map(answer) } : {}),
    ...(last !== undefined && sorted.length > page.length
      ? { nextPageToken: pageTokenOf(addressOf(last)) }
      : {}),
  });
}

const pageTokenOf = (lastEmail: string) => Buffer.from(lastEmail, 'utf8').toString('base64url');
const afterToken = (token: string) => Buffer.from(token, 'base64url').toString('utf8');

/** groups.get, insert and patch, and members list, insert and delete; `path` is below /groups. */
async function groupsApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: URLSearchParams,
  { users, groups }: Directory,
  inDomain: (email: string) => boolean,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '') {
    req.resume();
    return listOf(res, search, [...groups.values()], 'groups', 'admin#directory#groups', groupResource);
  }
  if (method === 'POST' && path === '') {
    const body = await bodyOf(req, res);
    if (!body) return;
    const email = text(body.email)?.toLowerCase();
    if (!email || !isEmail(email)) return sendDirectoryError(res, 400, 'Invalid Input: email');
    const name = body.name === undefined ? email.split('@')[0] : text(body.name);
    if (!name || name.length > 75) return sendDirectoryError(res, 400, 'Invalid Input: name');
    if (body.description !== undefined && typeof body.description !== 'string') {
      return sendDirectoryError(res, 400, 'Invalid Input: description');
    }
    if (!inDomain(email)) return sendDirectoryError(res, 400, 'Domain not found.');
    if (groups.has(email) || users.has(email)) return sendDirectoryError(res, 409, 'Entity already exists.');
    const group: DirectoryGroup = {
      // Google's group ids are 15 characters of lower-case letters and digits.
      id: `0${randomBytes(7).toString('hex')}`,
      email,
      name,
      description: body.description ?? '',
      members: new Map(),
    };
    groups.set(email, group);
    return sendJson(res, 200, groupResource(group));
  }
  const match = /^\/([^/]+)(\/members(?:\/([^/]+))?)?$/.exec(path);
  const groupKey = match?.[1] === undefined ? undefined : decoded(match[1]);
  const group =
    groupKey === undefined
      ? undefined
      : (groups.get(groupKey.toLowerCase()) ?? [...groups.values()].find((g) => g.id === groupKey));
  if (!match || !group) {
    req.resume();
    return sendDirectoryError(res, 404, 'Resource Not Found: groupKey');
  }
  if (match[2] === undefined) {
    if (method === 'GET') {
      req.resume();
      return sendJson(res, 200, groupResource(group));
    }
    if (method === 'PATCH') {
      const body = await bodyOf(req, res);
      if (!body) return;
      const name = body.name === undefined ? group.name : text(body.name);
      if (!name || name.length > 75) return sendDirectoryError(res, 400, 'Invalid Input: name');
      if (body.description !== undefined && typeof body.description !== 'string') {
        return sendDirectoryError(res, 400, 'Invalid Input: description');
      }
      group.name = name;
      group.description = body.description ?? group.description;
      return sendJson(res, 200, groupResource(group));
    }
  } else if (match[3] === undefined) {
    if (method === 'GET') {
      req.resume();
      const maxResults = search.has('maxResults') ? Number(search.get('maxResults')) : MAX_MEMBERS;
      if (!Number.isInteger(maxResults) || maxResults < 1) {
        return sendDirectoryError(res, 400, 'Invalid value for: maxResults');
      }
      const token = search.get('pageToken');
      const after = token ? afterToken(token) : undefined;
      const emails = [...group.members.keys()].filter((e) => after === undefined || e > after).sort();
      const page = emails.slice(0, Math.min(maxResults, MAX_MEMBERS));
      const last = page.at(-1);
      return sendJson(res, 200, {
        kind: 'admin#directory#members',
        // Google leaves `members` out of an empty group and `nextPageToken` out of the last page.
        ...(page.length > 0
          ? { members: page.map((e) => memberResource(group.members.get(e) as DirectoryMember)) }
          : {}),
        ...(last !== undefined && emails.length > page.length ? { nextPageToken: pageTokenOf(last) } : {}),
      });
    }
    if (method === 'POST') {
      const body = await bodyOf(req, res);
      if (!body) return;
      const email = text(body.email)?.toLowerCase();
      if (!email || !isEmail(email)) return sendDirectoryError(res, 400, 'Invalid Input: email');
      const role = body.role ?? 'MEMBER';
      if (typeof role !== 'string' || !ROLES.includes(role)) {
        return sendDirectoryError(res, 400, 'Invalid Input: role');
      }
      if (group.members.has(email)) return sendDirectoryError(res, 409, 'Member already exists.');
      const member: DirectoryMember = {
        id: users.get(email)?.id ?? groups.get(email)?.id ?? String(randomInt(10 ** 11, 10 ** 12 - 1)),
        email,
        role: role as MemberRole,
      };
      group.members.set(email, member);
      return sendJson(res, 200, memberResource(member));
    }
  } else if (method === 'DELETE') {
    req.resume();
    const memberKey = decoded(match[3]);
    const member =
      memberKey === undefined
        ? undefined
        : (group.members.get(memberKey.toLowerCase()) ??
          [...group.members.values()].find((m) => m.id === memberKey));
    if (!member) return sendDirectoryError(res, 404, 'Resource Not Found: memberKey');
    group.members.delete(member.email);
    res.writeHead(204).end();
    return;
  }
  req.resume();
  sendDirectoryError(res, 404, 'Resource Not Found');
}

/** A path segment decoded, or undefined for a broken %-escape. */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
