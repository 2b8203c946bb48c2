import { z } from 'zod';
import { type HttpPolicy, IntegrationError, integrationHttp } from '../http.ts';
import { GoogleApiError, googleErrorOf } from './google-error.ts';
import type { AccessTokenSource } from './service-account.ts';

// Google Admin SDK Directory API, the users Kansli makes: an organisation e-mail account for a member
// of staff (users.insert) and a lookup (users.get). The password goes in the body of the insert and
// nowhere else: no message, log or error of this client holds a body.

export const DIRECTORY_USER_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user';

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

export interface DirectoryClient {
  /**
   * users.insert with changePasswordAtNextLogin. When the address exists (409 duplicate: an earlier
   * try made it, or someone else has it) the existing user is answered with `created: false`.
   */
  insertUser(user: NewDirectoryUser): Promise<{ user: DirectoryUser; created: boolean }>;
  /** users.get by primaryEmail or id; null when Google knows no such user. */
  getUser(userKey: string): Promise<DirectoryUser | null>;
}

export interface DirectoryOptions {
  /** `https://admin.googleapis.com`, or the sandbox's address; without /admin/directory/v1. */
  apiUrl: string;
  tokens: AccessTokenSource;
  http?: Partial<HttpPolicy>;
}

const SYSTEM = 'Google Directory';
/** Statuses answered with Google's error body that no retry mends; 429 and 5xx are retried. */
const ANSWERED_ERRORS = [400, 401, 403, 404, 409, 412];

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

export function directoryClient(options: DirectoryOptions): DirectoryClient {
  const http = integrationHttp(SYSTEM, options.http);
  const base = `${options.apiUrl.replace(/\/$/, '')}/admin/directory/v1`;

  /** The answer of a call: the user, or the status Google refused with (404, 409) for the caller. */
  async function call(
    operation: string,
    url: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
    handled: readonly number[],
  ): Promise<DirectoryUser | number> {
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
        // A repeated insert whose first answer was lost answers 409, which insertUser turns into the user.
        idempotent: true,
      });
      if (response.ok) {
        const parsed = ZUser.safeParse(await response.json().catch(() => undefined));
        if (parsed.success) return userOf(parsed.data);
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

  const getUser = async (userKey: string) => {
    const found = await call(
      'user lookup',
      `${base}/users/${encodeURIComponent(userKey)}`,
      { method: 'GET' },
      [404],
    );
    return typeof found === 'number' ? null : found;
  };

  return {
    getUser,
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
      );
      if (typeof inserted !== 'number') return { user: inserted, created: true };
      const existing = await getUser(user.primaryEmail);
      // A duplicate that cannot be found again: Google's answers disagree; say so rather than guess.
      if (!existing) throw new GoogleApiError(SYSTEM, 'user creation', 409, 'ALREADY_EXISTS');
      return { user: existing, created: false };
    },
  };
}
