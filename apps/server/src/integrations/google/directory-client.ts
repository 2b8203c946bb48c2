import { z } from 'zod';
import { type HttpPolicy, IntegrationError, integrationHttp } from '../http.ts';
import {
  type ChromeDevice,
  type ChromeDevicePage,
  deviceOf,
  MAX_DEVICE_PAGE,
  ZChromeDevice,
  ZChromeDevices,
} from './chrome-device.ts';
import { GoogleApiError, googleErrorOf } from './google-error.ts';
import type { AccessTokenSource } from './service-account.ts';

// Google Admin SDK Directory API, the users Kansli makes: an organisation e-mail account for a member
// of staff (users.insert) and a lookup (users.get); and the groups a school's teaching groups are
// published to (groups and their members). The password goes in the body of the insert and nowhere
// else: no message, log or error of this client holds a body.

export const DIRECTORY_USER_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user';
/** Groups and their members; a token for the group calls needs it besides (or instead of) the user scope. */
export const DIRECTORY_GROUP_SCOPE = 'https://www.googleapis.com/auth/admin.directory.group';
/** Chrome OS devices: listing them and deprovisioning one. */
export const DIRECTORY_DEVICE_SCOPE = 'https://www.googleapis.com/auth/admin.directory.device.chromeos';

/** The externalIds type that carries Kansli's person id on the account. */
export const KANSLI_EXTERNAL_ID_TYPE = 'organization';

export interface NewDirectoryUser {
  primaryEmail: string;
  givenName: string;
  familyName: string;
  /** The initial password; the user must change it at the first sign-in. */
  password: string;
  orgUnitPath: string;
  /** Kansli's person id, kept on the account so a later try knows the account as this person's. */
  personId: number;
}

export interface DirectoryUser {
  id: string;
  primaryEmail: string;
  orgUnitPath: string;
  /** Kansli's person id from the account's externalIds, when it was made by Kansli. */
  personId: number | null;
}

export interface NewDirectoryGroup {
  email: string;
  name: string;
  description: string;
}

export interface DirectoryGroup {
  id: string;
  /** Lower case: Google compares addresses without case, and so can the caller. */
  email: string;
  name: string;
  description: string;
}

export type DirectoryMemberRole = 'MEMBER' | 'OWNER' | 'MANAGER';

export interface DirectoryMember {
  id: string;
  /** Lower case, like a group's. */
  email: string;
  role: DirectoryMemberRole;
}

export interface DirectoryClient {
  /**
   * users.insert with changePasswordAtNextLogin. When the address exists (409 duplicate: an earlier
   * try made it, or someone else has it) the existing user is answered with `created: false`.
   */
  insertUser(user: NewDirectoryUser): Promise<{ user: DirectoryUser; created: boolean }>;
  /** users.get by primaryEmail or id; null when Google knows no such user. */
  getUser(userKey: string): Promise<DirectoryUser | null>;
  /** groups.get by email or id; null when Google knows no such group. */
  getGroup(groupKey: string): Promise<DirectoryGroup | null>;
  /** groups.insert. A 409 duplicate (an earlier try made it) answers the existing group with `created: false`. */
  insertGroup(group: NewDirectoryGroup): Promise<{ group: DirectoryGroup; created: boolean }>;
  /** groups.patch of the name and description; the fields left out stay as they are. */
  patchGroup(
    groupKey: string,
    changes: Partial<Pick<NewDirectoryGroup, 'name' | 'description'>>,
  ): Promise<DirectoryGroup>;
  /** Every member of the group, over as many pages as there are. */
  listMembers(groupKey: string): Promise<DirectoryMember[]>;
  /** members.insert; a member already there (409 duplicate) is done, with `created: false`. */
  insertMember(
    groupKey: string,
    member: { email: string; role: DirectoryMemberRole },
  ): Promise<{ created: boolean }>;
  /** members.delete; a member not in the group (404) is done, with `deleted: false`. */
  deleteMember(groupKey: string, memberKey: string): Promise<{ deleted: boolean }>;
  /**
   * One page (at most 300) of the customer's Chrome OS devices, projection FULL; `query` is Google's
   * device search (`id:{serial}`, `user:{email}` …).
   */
  listChromeDevices(options?: { pageToken?: string; query?: string }): Promise<ChromeDevicePage>;
  /** Every page of the devices, one after another. */
  chromeDevicePages(options?: { query?: string }): AsyncGenerator<ChromeDevice[]>;
  /** The device with exactly this serial number, or null. */
  findChromeDeviceBySerial(serialNumber: string): Promise<ChromeDevice | null>;
  /** chromeosdevices.get by device id; null when Google knows no such device. */
  getChromeDevice(deviceId: string): Promise<ChromeDevice | null>;
  /**
   * Deprovisions the device (reason: retiring it). A device already deprovisioned is done, with
   * `deprovisioned: false`; an unknown device id is a GoogleApiError with status 404.
   */
  deprovisionChromeDevice(deviceId: string): Promise<{ deprovisioned: boolean }>;
}

export interface DirectoryOptions {
  /** `https://admin.googleapis.com`, or the sandbox's address; without /admin/directory/v1. */
  apiUrl: string;
  tokens: AccessTokenSource;
  /** Members a page (maxResults); Google's default of 200 when unset. */
  pageSize?: number;
  /** Chrome OS devices a page (maxResults, at most 300); 300 when unset. */
  devicePageSize?: number;
  http?: Partial<HttpPolicy>;
}

const SYSTEM = 'Google Directory';
/** Statuses answered with Google's error body that no retry mends; 429 and 5xx are retried. */
const ANSWERED_ERRORS = [400, 401, 403, 404, 409, 412];
/** A listing of more pages than this is a loop (a page token answered again), not a group. */
const MAX_PAGES = 1000;

const ZUser = z.object({
  id: z.string().min(1),
  primaryEmail: z.string().min(1),
  orgUnitPath: z.string().optional(),
  externalIds: z.array(z.object({ type: z.string().optional(), value: z.string().optional() })).optional(),
});

const userOf = (user: z.infer<typeof ZUser>): DirectoryUser => {
  const value = user.externalIds?.find((e) => e.type === KANSLI_EXTERNAL_ID_TYPE)?.value;
  return {
    id: user.id,
    primaryEmail: user.primaryEmail,
    orgUnitPath: user.orgUnitPath ?? '/',
    personId: value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null,
  };
};

const ZGroup = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string().optional(),
  description: z.string().optional(),
});

const groupOf = (group: z.infer<typeof ZGroup>): DirectoryGroup => ({
  id: group.id,
  email: group.email.toLowerCase(),
  name: group.name ?? '',
  description: group.description ?? '',
});

const ZMembers = z.object({
  members: z
    .array(
      z.object({
        id: z.string().min(1),
        email: z.string().min(1),
        role: z.enum(['MEMBER', 'OWNER', 'MANAGER']),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

/** members.insert answers the member and members.delete nothing; Kansli reads neither. */
const ZIgnored = z.unknown().transform(() => null);

export function directoryClient(options: DirectoryOptions): DirectoryClient {
  const http = integrationHttp(SYSTEM, options.http);
  const base = `${options.apiUrl.replace(/\/$/, '')}/admin/directory/v1`;
  const groupUrl = (groupKey: string) => `${base}/groups/${encodeURIComponent(groupKey)}`;

  /** The answer of a call read with the schema, or the status Google refused with (404, 409) for the caller. */
  async function call<T>(
    operation: string,
    url: string,
    init: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown },
    handled: readonly number[],
    schema: z.ZodType<T>,
  ): Promise<T | number> {
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.accessToken();
      const response = await http.fetch(operation, url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        accept: ANSWERED_ERRORS,
        // A repeated insert whose first answer was lost answers 409, and a repeated delete 404, which
        // the methods below take as done; a patch sets the same values again.
        idempotent: true,
      });
      if (response.ok) {
        const parsed = schema.safeParse(await response.json().catch(() => undefined));
        if (parsed.success) return parsed.data;
        throw new IntegrationError({
          system: SYSTEM,
          operation,
          failure: 'answer',
          status: response.status,
          attempts: 1,
        });
      }
      if (response.status === 401 && attempt === 0) {
        options.tokens.invalidate(token);
        continue;
      }
      if (handled.includes(response.status)) {
        await response.body?.cancel();
        return response.status;
      }
      throw await googleErrorOf(SYSTEM, operation, response);
    }
  }

  /** A call that handles no refusal: its answer read with the schema, or an error. */
  const read = async <T extends object>(
    operation: string,
    url: string,
    init: { method: 'GET' | 'PATCH'; body?: unknown },
    schema: z.ZodType<T>,
  ) => {
    const answer = await call(operation, url, init, [], schema);
    // No status was handed back, so a number cannot come; the type does not know that.
    if (typeof answer === 'number') throw new GoogleApiError(SYSTEM, operation, answer);
    return answer;
  };

  const getUser = async (userKey: string) => {
    const found = await call(
      'user lookup',
      `${base}/users/${encodeURIComponent(userKey)}`,
      { method: 'GET' },
      [404],
      ZUser,
    );
    return typeof found === 'number' ? null : userOf(found);
  };

  const devicesUrl = `${base}/customer/my_customer/devices/chromeos`;
  const devicePageSize = Math.min(options.devicePageSize ?? MAX_DEVICE_PAGE, MAX_DEVICE_PAGE);

  const listChromeDevices = async ({ pageToken, query }: { pageToken?: string; query?: string } = {}) => {
    const search = new URLSearchParams({ projection: 'FULL', maxResults: String(devicePageSize) });
    if (query !== undefined && query !== '') search.set('query', query);
    if (pageToken !== undefined) search.set('pageToken', pageToken);
    const answer = await read('device listing', `${devicesUrl}?${search}`, { method: 'GET' }, ZChromeDevices);
    return {
      devices: (answer.chromeosdevices ?? []).map(deviceOf),
      nextPageToken: answer.nextPageToken || undefined,
    };
  };

  async function* chromeDevicePages({ query }: { query?: string } = {}) {
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await listChromeDevices({ pageToken, query });
      yield answer.devices;
      pageToken = answer.nextPageToken;
      if (!pageToken) return;
    }
    throw new IntegrationError({
      system: SYSTEM,
      operation: 'device listing',
      failure: 'answer',
      status: 200,
      attempts: 1,
    });
  }

  const getChromeDevice = async (deviceId: string) => {
    const found = await call(
      'device lookup',
      `${devicesUrl}/${encodeURIComponent(deviceId)}?projection=FULL`,
      { method: 'GET' },
      [404],
      ZChromeDevice,
    );
    return typeof found === 'number' ? null : deviceOf(found);
  };

  const getGroup = async (groupKey: string) => {
    const found = await call('group lookup', groupUrl(groupKey), { method: 'GET' }, [404], ZGroup);
    return typeof found === 'number' ? null : groupOf(found);
  };

  return {
    getUser,
    getGroup,
    listChromeDevices,
    chromeDevicePages,
    getChromeDevice,
    async findChromeDeviceBySerial(serialNumber) {
      const serial = serialNumber.trim();
      // Google's query language splits on spaces and quotes; no serial number has them.
      if (!/^[A-Za-z0-9._-]{1,64}$/.test(serial)) return null;
      // `id:` matches serial numbers by prefix, so the exact one is picked out here.
      for await (const devices of chromeDevicePages({ query: `id:${serial}` })) {
        const exact = devices.find((d) => d.serialNumber.toUpperCase() === serial.toUpperCase());
        if (exact) return exact;
      }
      return null;
    },
    async deprovisionChromeDevice(deviceId) {
      const device = await getChromeDevice(deviceId);
      if (!device) throw new GoogleApiError(SYSTEM, 'device deprovisioning', 404, 'notFound');
      if (device.status === 'DEPROVISIONED') return { deprovisioned: false };
      const answer = await call(
        'device deprovisioning',
        `${devicesUrl}/${encodeURIComponent(deviceId)}/action`,
        { method: 'POST', body: { action: 'deprovision', deprovisionReason: 'retiring_device' } },
        [412],
        ZIgnored,
      );
      if (typeof answer !== 'number') return { deprovisioned: true };
      // 412 is Google's illegal state transition: a deprovisioning in between (an earlier try whose
      // answer was lost) made it so; any other state is not ours to force.
      const now = await getChromeDevice(deviceId);
      if (now?.status === 'DEPROVISIONED') return { deprovisioned: false };
      throw new GoogleApiError(SYSTEM, 'device deprovisioning', 412, 'conditionNotMet');
    },
    async insertUser(user) {
      const inserted = await call(
        'user creation',
        `${base}/users`,
        {
          method: 'POST',
          body: {
            primaryEmail: user.primaryEmail,
            name: { givenName: user.givenName, familyName: user.familyName },
            password: user.password,
            orgUnitPath: user.orgUnitPath,
            changePasswordAtNextLogin: true,
            externalIds: [{ type: KANSLI_EXTERNAL_ID_TYPE, value: String(user.personId) }],
          },
        },
        [409],
        ZUser,
      );
      if (typeof inserted !== 'number') return { user: userOf(inserted), created: true };
      const existing = await getUser(user.primaryEmail);
      // A duplicate that cannot be found again: Google's answers disagree; say so rather than guess.
      if (!existing) throw new GoogleApiError(SYSTEM, 'user creation', 409, 'ALREADY_EXISTS');
      return { user: existing, created: false };
    },
    async insertGroup(group) {
      const inserted = await call(
        'group creation',
        `${base}/groups`,
        { method: 'POST', body: { email: group.email, name: group.name, description: group.description } },
        [409],
        ZGroup,
      );
      if (typeof inserted !== 'number') return { group: groupOf(inserted), created: true };
      const existing = await getGroup(group.email);
      // The address is a user's or an alias's, not a group's: not ours to take over.
      if (!existing) throw new GoogleApiError(SYSTEM, 'group creation', 409, 'ALREADY_EXISTS');
      return { group: existing, created: false };
    },
    async patchGroup(groupKey, changes) {
      const patched = await read(
        'group update',
        groupUrl(groupKey),
        { method: 'PATCH', body: { name: changes.name, description: changes.description } },
        ZGroup,
      );
      return groupOf(patched);
    },
    async listMembers(groupKey) {
      const members: DirectoryMember[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams();
        if (options.pageSize !== undefined) query.set('maxResults', String(options.pageSize));
        if (pageToken !== undefined) query.set('pageToken', pageToken);
        const answer = await read(
          'member listing',
          `${groupUrl(groupKey)}/members${query.size > 0 ? `?${query}` : ''}`,
          { method: 'GET' },
          ZMembers,
        );
        for (const member of answer.members ?? []) {
          members.push({ id: member.id, email: member.email.toLowerCase(), role: member.role });
        }
        pageToken = answer.nextPageToken;
        if (!pageToken) return members;
      }
      throw new IntegrationError({
        system: SYSTEM,
        operation: 'member listing',
        failure: 'answer',
        status: 200,
        attempts: 1,
      });
    },
    async insertMember(groupKey, member) {
      const inserted = await call(
        'member addition',
        `${groupUrl(groupKey)}/members`,
        { method: 'POST', body: { email: member.email, role: member.role } },
        [409],
        ZIgnored,
      );
      return { created: typeof inserted !== 'number' };
    },
    async deleteMember(groupKey, memberKey) {
      const deleted = await call(
        'member removal',
        `${groupUrl(groupKey)}/members/${encodeURIComponent(memberKey)}`,
        { method: 'DELETE' },
        [404],
        ZIgnored,
      );
      return { deleted: typeof deleted !== 'number' };
    },
  };
}
