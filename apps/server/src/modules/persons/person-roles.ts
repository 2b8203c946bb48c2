import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { ZPersonDetailsResponse, ZPersonRolesResponse } from '@kansli/domain/persons/person-card';
import type { z } from 'zod';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { chromeDevicesOf, emailsOf, phonesOf, systemIdsOf, unitRolesOf } from './card-repository.ts';
import { CARD_CHROME_DEVICES } from './person-card.ts';
import { locationRolesOf, personExists } from './repository.ts';

/** Units answered at most: a role at the root reaches every unit. */
export const UNIT_ROLES_LIMIT = 200;

const swedish = new Intl.Collator('sv');

async function requirePerson(ctx: RequestContext, personId: number) {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  if (!(await personExists(ctx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
}

/** GET /api/integration/person/{id}/roles: per unit, the roles held there or above it (inherited). */
export async function personUnitRoles(
  ctx: RequestContext,
  personId: number,
): Promise<z.infer<typeof ZPersonRolesResponse>> {
  await requirePerson(ctx, personId);
  const rows = await unitRolesOf(ctx.db, personId, UNIT_ROLES_LIMIT);
  return { data: rows.map((row) => ({ ...row, roles: [...row.roles].sort(swedish.compare) })) };
}

const joined = <T>(rows: T[], entry: (row: T) => string) => rows.map(entry).join('; ');

/**
 * GET /api/integration/person/{id}/details: each list as one string, entries joined by '; ' —
 * 'Unit: Role1, Role2', 'a@b.se (type, system)', 'system:systemId[/segment]', 'number (type, system)',
 * 'serial (model)'.
 */
export async function personDetails(
  ctx: RequestContext,
  personId: number,
): Promise<z.infer<typeof ZPersonDetailsResponse>> {
  await requirePerson(ctx, personId);
  const [unitRoles, emails, systemIds, phones, devices] = await Promise.all([
    locationRolesOf(ctx.db, personId),
    emailsOf(ctx.db, personId),
    systemIdsOf(ctx.db, personId),
    phonesOf(ctx.db, personId),
    chromeDevicesOf(ctx.db, personId, CARD_CHROME_DEVICES),
  ]);
  const units = [...Map.groupBy(unitRoles, (row) => row.location_id).values()];
  return {
    data: {
      locations: joined(
        units,
        (rows) => `${rows[0]?.location_name}: ${rows.map((r) => r.role_name).join(', ')}`,
      ),
      emails: joined(emails, (e) => `${e.email} (${e.type}, ${e.system})`),
      systemIds: joined(
        systemIds,
        (s) => `${s.system}:${s.systemId}${s.systemSegment ? `/${s.systemSegment}` : ''}`,
      ),
      phones: joined(phones, (p) => `${p.number} (${p.type}, ${p.system})`),
      chromeDevices: joined(devices, (d) => `${d.serialNumber} (${d.model})`),
    },
  };
}
