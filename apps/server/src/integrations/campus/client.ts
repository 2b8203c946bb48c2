import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { type HttpPolicy, type IntegrationHttp, integrationHttp } from '../http.ts';

// The campus learning platform, through Kansli's own small contract (docs/integrations.md): persons,
// groups, guardian links and group memberships put by our ids. Every call is a PUT by our id, so a
// retry, or publishing again, changes what is there instead of making another.

export interface CampusPersonData {
  givenName: string;
  familyName: string;
  civicNumber: string | null;
  emails: { email: string; type: string }[];
  /** The person's roles at units, by name. */
  roles: { role: string; unit: string }[];
}

export interface CampusGroupData {
  name: string;
  code: string | null;
  /** The unit's name. */
  unit: string;
}

export interface CampusClient {
  /** Creates or updates the person; answers the platform's id of them. */
  putPerson(personId: number, person: CampusPersonData): Promise<{ campusId: string }>;
  /** Creates or updates the group; answers the platform's id of it. */
  putGroup(groupId: number, group: CampusGroupData): Promise<{ campusId: string }>;
  /** Makes the person a member of the group in that role; both must be on the platform. */
  putMembership(groupId: number, personId: number, role: string): Promise<void>;
  /** Links the guardian to the person; both must be on the platform. */
  putGuardian(personId: number, guardianId: number): Promise<void>;
  /** Asks the platform whether it answers and takes the API key; throws when it does not. */
  probe(): Promise<void>;
}

export interface CampusOptions {
  /** The platform's address, or the sandbox's; without /api/v1. */
  apiUrl: string;
  apiKey: string;
  http?: Partial<HttpPolicy>;
  /** Told how each call ended. */
  calls?: CallObserver;
}

const ZCreated = z.object({ campusId: z.string().min(1) });
const ZLinked = z.object({});
const ZHealth = z.object({ status: z.literal('ok') });

export function campusClient(options: CampusOptions): CampusClient {
  const http: IntegrationHttp = integrationHttp('Campus', options.http, options.calls);
  const base = `${options.apiUrl.replace(/\/$/, '')}/api/v1`;
  const headers = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
  const put = <T>(operation: string, path: string, schema: z.ZodType<T>, body: unknown) =>
    http.json(operation, `${base}${path}`, schema, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    async putPerson(personId, person) {
      const { campusId } = await put('person publishing', `/persons/${personId}`, ZCreated, person);
      return { campusId };
    },
    async putGroup(groupId, group) {
      const { campusId } = await put('group publishing', `/groups/${groupId}`, ZCreated, group);
      return { campusId };
    },
    async putMembership(groupId, personId, role) {
      await put('membership publishing', `/groups/${groupId}/members/${personId}`, ZLinked, { role });
    },
    async putGuardian(personId, guardianId) {
      await put('guardian publishing', `/persons/${personId}/guardians/${guardianId}`, ZLinked, {});
    },
    async probe() {
      await http.json('health check', `${base}/health`, ZHealth, { headers });
    },
  };
}
