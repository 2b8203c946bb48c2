import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TPersonCard, TPersonGroup } from '@kansli/domain/persons/person-card';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { campusGroupAdminUrl, campusPersonUrl } from '../../integrations/campus/urls.ts';
import { chromeDevicesOf, emailsOf, groupsOf, personById, phonesOf, systemIdsOf } from './card-repository.ts';
import { guardiansOf } from './guardians-repository.ts';
import { locationRolesOf } from './repository.ts';

/** Spec 9: up to 3 Chromebooks show on the card. */
export const CARD_CHROME_DEVICES = 3;
/** Memberships answered at most; a person is in a few dozen groups over the years. */
const CARD_GROUPS_LIMIT = 500;

const swedish = new Intl.Collator('sv');

export interface CardOptions {
  groups: boolean;
  image: boolean;
}

/**
 * GET /api/integration/person/{id} (with groups=1, image=1) and GET /api/persons/getPersonDetails/{id}:
 * the person card (spec 2.4, 3).
 */
export async function personCard(
  ctx: RequestContext,
  personId: number,
  options: CardOptions,
): Promise<TPersonCard> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const person = await personById(ctx.db, personId);
  if (!person) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  const [guardians, unitRoles, emails, phones, systemIds, devices, groups] = await Promise.all([
    guardiansOf(ctx.db, personId),
    locationRolesOf(ctx.db, personId),
    emailsOf(ctx.db, personId),
    phonesOf(ctx.db, personId),
    systemIdsOf(ctx.db, personId),
    chromeDevicesOf(ctx.db, personId, CARD_CHROME_DEVICES),
    options.groups ? groupsOf(ctx.db, personId, CARD_GROUPS_LIMIT) : undefined,
  ]);
  const locations = [...Map.groupBy(unitRoles, (row) => row.location_id).values()].map((rows) => ({
    id: rows[0]?.location_id ?? 0,
    name: rows[0]?.location_name ?? '',
    roles: rows.map((row) => row.role_name),
  }));
  return {
    id: person.id,
    givenName: person.givenName,
    familyName: person.familyName,
    civicNumber: person.civicNumber,
    guardians,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
    publishedAt: person.publishedAt?.toISOString() ?? null,
    extension: {
      avatarImage: options.image ? person.avatarImage : null,
      roles: [...new Set(unitRoles.map((row) => row.role_name))].sort(swedish.compare),
      locations,
      emails,
      phones: phones.map((phone) => ({ ...phone, isMobile: phone.type === 'mobile' })),
      systemIds,
      chromeDevices: devices.map((device) => ({
        ...device,
        lastSync: device.lastSync?.toISOString() ?? null,
      })),
      campusId: person.campusId,
      campusUrl: campusPersonUrl(ctx, person.campusId),
      googleId: person.googleId,
      isJensenEmployed: person.isEmployed,
      ...(groups && {
        groups: groups.map(
          (group): TPersonGroup => ({
            id: group.id,
            name: group.name,
            deletedAt: group.deletedAt?.toISOString() ?? null,
            campusAdminUrl: campusGroupAdminUrl(ctx, group.campusId),
          }),
        ),
      }),
    },
  };
}
