import { admin_directory_v1 } from '@googleapis/admin';
import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import {
  type ChromeDevice,
  type ChromeDevicePage,
  deviceOf,
  MAX_DEVICE_PAGE,
  ZChromeDevice,
  ZChromeDevices,
} from './chrome-device.ts';
import { type GooglePolicy, googleCaller, Refusal } from './google-call.ts';
import { GoogleApiError } from './google-error.ts';
import { type ServiceAccount, serviceAccountAuth } from './service-account.ts';

// Google Admin SDK Directory API through Google's library (@googleapis/admin), as the delegated
// Workspace admin: the users Kansli makes (an organisation e-mail account for a member of staff, and a
// lookup), the groups a school's teaching groups are published to (groups and their members), and the
// Chrome OS devices (listed, and released with batchChangeStatus). The password goes in the body of the
// insert and nowhere else: no message, log or error of this client holds a body.

export const DIRECTORY_USER_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user';
/** Groups and their members; a token for the group calls needs it besides (or instead of) the user scope. */
export const DIRECTORY_GROUP_SCOPE = 'https://www.googleapis.com/auth/admin.directory.group';
/** Chrome OS devices: listing them and deprovisioning one. */
export const DIRECTORY_DEVICE_SCOPE = 'https://www.googleapis.com/auth/admin.directory.device.chromeos';

const SYSTEM = 'Google Directory';

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
   * Deprovisions the device (reason: retiring it) with batchChangeStatus, reading the device's own
   * outcome. A device already deprovisioned is done, with `deprovisioned: false`; an unknown device id
   * is a GoogleApiError with status 404.
   */
  deprovisionChromeDevice(deviceId: string): Promise<{ deprovisioned: boolean }>;
  /** One read for each of the client's scopes (a list of one user, group or device): throws what a call would. */
  probe(): Promise<void>;
}

export interface DirectoryOptions {
  /** `https://admin.googleapis.com`, or the stand-in's address; without /admin/directory/v1. */
  apiUrl: string;
  account: ServiceAccount;
  /** The Workspace admin the service account acts as (domain-wide delegation). */
  actAs: string;
  /** The scopes of its token: one of the three Directory scopes in production, each client its own. */
  scopes: readonly DirectoryScope[];
  /** Members a page (maxResults); Google's default of 200 when unset. */
  pageSize?: number;
  /** Chrome OS devices a page (maxResults, at most 300); 300 when unset. */
  devicePageSize?: number;
  policy?: Partial<GooglePolicy>;
  /** Told the outcome of every call, after its retries. */
  calls?: CallObserver;
}

export type DirectoryScope =
  | typeof DIRECTORY_USER_SCOPE
  | typeof DIRECTORY_GROUP_SCOPE
  | typeof DIRECTORY_DEVICE_SCOPE;

/** A listing of more pages than this is a loop (a page token answered again), not a group. */
const MAX_PAGES = 1000;
const CUSTOMER = 'my_customer';

const ZUser = z.object({
  id: z.string().min(1),
  primaryEmail: z.string().min(1),
  orgUnitPath: z.string().nullish(),
  externalIds: z.array(z.object({ type: z.string().nullish(), value: z.string().nullish() })).nullish(),
});

const userOf = (user: z.infer<typeof ZUser>): DirectoryUser => {
  const value = user.externalIds?.find((e) => e.type === KANSLI_EXTERNAL_ID_TYPE)?.value;
  return {
    id: user.id,
    primaryEmail: user.primaryEmail,
    orgUnitPath: user.orgUnitPath ?? '/',
    personId: value !== undefined && value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null,
  };
};

const ZGroup = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string().nullish(),
  description: z.string().nullish(),
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
    .nullish(),
  nextPageToken: z.string().nullish(),
});

/** The outcome of each device of a batchChangeStatus: a response, or an error with a gRPC code. */
const ZStatusResults = z.object({
  changeChromeOsDeviceStatusResults: z
    .array(
      z.object({
        deviceId: z.string().nullish(),
        error: z.object({ code: z.number().nullish() }).nullish(),
        response: z.object({}).nullish(),
      }),
    )
    .nullish(),
});

/** gRPC codes of a device's outcome as the HTTP status and reason Google would answer one call with. */
const DEVICE_ERRORS: Record<number, [status: number, reason: string]> = {
  5: [404, 'notFound'],
  7: [403, 'forbidden'],
  9: [412, 'conditionNotMet'],
};

/** An answer Kansli does not read (members.insert's member, members.delete's nothing). */
const ZIgnored = z.unknown().transform(() => null);

export function directoryClient(options: DirectoryOptions): DirectoryClient {
  const auth = serviceAccountAuth(options.account, options.scopes, options.actAs);
  const { call, read, policy } = googleCaller({
    auth,
    system: SYSTEM,
    service: 'Google',
    policy: options.policy,
    calls: options.calls,
  });
  const api = new admin_directory_v1.Admin({
    auth,
    rootUrl: `${options.apiUrl.replace(/\/$/, '')}/`,
    timeout: policy.timeoutMs,
    retry: false,
  });
  const refusedWith = (operation: string, status: number, reason: string) =>
    new GoogleApiError({
      system: SYSTEM,
      service: 'Google',
      operation,
      failure: 'status',
      status,
      reason,
      attempts: 1,
    });
  const loopError = (operation: string) =>
    new GoogleApiError({
      system: SYSTEM,
      service: 'Google',
      operation,
      failure: 'answer',
      status: 200,
      attempts: 1,
    });

  const getUser = async (userKey: string) => {
    const found = await call('user lookup', () => api.users.get({ userKey }), ZUser, [404]);
    return found instanceof Refusal ? null : userOf(found);
  };

  const getGroup = async (groupKey: string) => {
    const found = await call('group lookup', () => api.groups.get({ groupKey }), ZGroup, [404]);
    return found instanceof Refusal ? null : groupOf(found);
  };

  const devicePageSize = Math.min(options.devicePageSize ?? MAX_DEVICE_PAGE, MAX_DEVICE_PAGE);

  const listChromeDevices = async ({ pageToken, query }: { pageToken?: string; query?: string } = {}) => {
    const answer = await read(
      'device listing',
      () =>
        api.chromeosdevices.list({
          customerId: CUSTOMER,
          projection: 'FULL',
          maxResults: devicePageSize,
          ...(query !== undefined && query !== '' ? { query } : {}),
          ...(pageToken !== undefined ? { pageToken } : {}),
        }),
      ZChromeDevices,
    );
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
    throw loopError('device listing');
  }

  const getChromeDevice = async (deviceId: string) => {
    const found = await call(
      'device lookup',
      () => api.chromeosdevices.get({ customerId: CUSTOMER, deviceId, projection: 'FULL' }),
      ZChromeDevice,
      [404],
    );
    return found instanceof Refusal ? null : deviceOf(found);
  };

  const probes: Record<DirectoryScope, () => Promise<unknown>> = {
    [DIRECTORY_USER_SCOPE]: () =>
      read('probe', () => api.users.list({ customer: CUSTOMER, maxResults: 1 }), z.unknown()),
    [DIRECTORY_GROUP_SCOPE]: () =>
      read('probe', () => api.groups.list({ customer: CUSTOMER, maxResults: 1 }), z.unknown()),
    [DIRECTORY_DEVICE_SCOPE]: () =>
      read('probe', () => api.chromeosdevices.list({ customerId: CUSTOMER, maxResults: 1 }), z.unknown()),
  };

  return {
    getUser,
    getGroup,
    listChromeDevices,
    chromeDevicePages,
    getChromeDevice,
    async probe() {
      for (const scope of options.scopes) await probes[scope]();
    },
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
      const operation = 'device deprovisioning';
      const answer = await read(
        operation,
        () =>
          api.customer.devices.chromeos.batchChangeStatus({
            customerId: CUSTOMER,
            requestBody: {
              deviceIds: [deviceId],
              changeChromeOsDeviceStatusAction: 'CHANGE_CHROME_OS_DEVICE_STATUS_ACTION_DEPROVISION',
              deprovisionReason: 'DEPROVISION_REASON_RETIRING_DEVICE',
            },
          }),
        ZStatusResults,
      );
      const outcome = answer.changeChromeOsDeviceStatusResults?.find(
        (result) => result.deviceId === deviceId,
      );
      if (!outcome) throw loopError(operation);
      if (!outcome.error) return { deprovisioned: true };
      const [status, reason] = DEVICE_ERRORS[outcome.error.code ?? -1] ?? [500, 'backendError'];
      // An illegal state transition: a release in between (an earlier try whose answer was lost) made
      // it so, or the device is in a state that is not ours to force.
      if (status === 412 && (await getChromeDevice(deviceId))?.status === 'DEPROVISIONED') {
        return { deprovisioned: false };
      }
      throw refusedWith(operation, status, reason);
    },
    async insertUser(user) {
      const inserted = await call(
        'user creation',
        () =>
          api.users.insert({
            requestBody: {
              primaryEmail: user.primaryEmail,
              name: { givenName: user.givenName, familyName: user.familyName },
              password: user.password,
              orgUnitPath: user.orgUnitPath,
              changePasswordAtNextLogin: true,
              externalIds: [{ type: KANSLI_EXTERNAL_ID_TYPE, value: String(user.personId) }],
            },
          }),
        ZUser,
        // A repeated insert whose first answer was lost answers 409, taken below as done.
        [409],
      );
      if (!(inserted instanceof Refusal)) return { user: userOf(inserted), created: true };
      const existing = await getUser(user.primaryEmail);
      // A duplicate that cannot be found again: Google's answers disagree; say so rather than guess.
      if (!existing) throw refusedWith('user creation', 409, 'duplicate');
      return { user: existing, created: false };
    },
    async insertGroup(group) {
      const inserted = await call(
        'group creation',
        () =>
          api.groups.insert({
            requestBody: { email: group.email, name: group.name, description: group.description },
          }),
        ZGroup,
        [409],
      );
      if (!(inserted instanceof Refusal)) return { group: groupOf(inserted), created: true };
      const existing = await getGroup(group.email);
      // The address is a user's or an alias's, not a group's: not ours to take over.
      if (!existing) throw refusedWith('group creation', 409, 'duplicate');
      return { group: existing, created: false };
    },
    async patchGroup(groupKey, changes) {
      const patched = await read(
        'group update',
        () =>
          api.groups.patch({
            groupKey,
            requestBody: { name: changes.name, description: changes.description },
          }),
        ZGroup,
      );
      return groupOf(patched);
    },
    async listMembers(groupKey) {
      const members: DirectoryMember[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await read(
          'member listing',
          () =>
            api.members.list({
              groupKey,
              ...(options.pageSize !== undefined ? { maxResults: options.pageSize } : {}),
              ...(pageToken !== undefined ? { pageToken } : {}),
            }),
          ZMembers,
        );
        for (const member of answer.members ?? []) {
          members.push({ id: member.id, email: member.email.toLowerCase(), role: member.role });
        }
        pageToken = answer.nextPageToken ?? undefined;
        if (!pageToken) return members;
      }
      throw loopError('member listing');
    },
    async insertMember(groupKey, member) {
      const inserted = await call(
        'member addition',
        () => api.members.insert({ groupKey, requestBody: { email: member.email, role: member.role } }),
        ZIgnored,
        [409],
      );
      return { created: !(inserted instanceof Refusal) };
    },
    async deleteMember(groupKey, memberKey) {
      const deleted = await call(
        'member removal',
        () => api.members.delete({ groupKey, memberKey }),
        ZIgnored,
        [404],
      );
      return { deleted: !(deleted instanceof Refusal) };
    },
  };
}
