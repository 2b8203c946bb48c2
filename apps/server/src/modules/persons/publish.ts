import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TPublishResult } from '@kansli/domain/persons/publishing';
import { type AuditActor, recordAudit, recordAuditBy } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { Clock } from '../../context/clock.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { CampusClient, CampusPersonData } from '../../integrations/campus/client.ts';
import {
  activeMembershipsOf,
  emailsOf,
  guardianIdsOf,
  type PublishingPerson,
  personForPublishing,
  storeCampusId,
  storeGroupCampusId,
  unitRolesOf,
} from './publishing-repository.ts';

// 'Publicera' and 'Publicera NY' (spec 2.4, 7.2): the person, and with NY their guardians and group
// memberships, put on the campus platform. Every outside call comes first; what Kansli stores of it
// (the platform's ids, the time) is written in one transaction after the last call succeeded, so a
// failure writes nothing, and publishing again repeats the same idempotent PUTs.

export const CAMPUS_NOT_SET_UP_MESSAGE =
  'Campusplattformen är inte konfigurerad. Be driften ange CAMPUS_API_URL och CAMPUS_API_KEY.';

function campusOf(ctx: RequestContext): CampusClient {
  const campus = ctx.integrations.campus;
  if (!campus) throw new HttpError(503, CAMPUS_NOT_SET_UP_MESSAGE);
  return campus.client;
}

async function requirePublishable(ctx: RequestContext, personId: number): Promise<PublishingPerson> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const person = await personForPublishing(ctx.db, personId);
  if (!person) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  return person;
}

/** What the platform gets of a person: names, civic number, e-mail addresses and roles at units. */
export async function campusPersonData(db: Db, person: PublishingPerson): Promise<CampusPersonData> {
  const [emails, unitRoles] = await Promise.all([emailsOf(db, person.id), unitRolesOf(db, person.id)]);
  return {
    givenName: person.givenName,
    familyName: person.familyName,
    civicNumber: person.civicNumber,
    emails,
    roles: unitRoles.map(({ role, unit }) => ({ role, unit })),
  };
}

/**
 * The person on the platform, its campus id and the time stored and audited as the actor's: for
 * 'Publicera' and for a unit's publish run alike.
 */
export async function putPersonOnCampus(
  deps: { db: Db; clock: Clock; campus: CampusClient; actor: AuditActor },
  person: PublishingPerson,
): Promise<TPublishResult> {
  const { campusId } = await deps.campus.putPerson(person.id, await campusPersonData(deps.db, person));
  const publishedAt = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await storeCampusId(tx, person.id, campusId, publishedAt);
    await recordAuditBy(tx, deps.actor, {
      action: 'person.publish',
      entity: 'person',
      entityId: person.id,
      before: { campusId: person.campusId, publishedAt: person.publishedAt },
      after: { campusId, publishedAt },
    });
  });
  return { publishedAt: publishedAt.toISOString(), campusId };
}

/** POST /api/integration/person/{id}/publish. */
export async function publishPerson(ctx: RequestContext, personId: number): Promise<TPublishResult> {
  const person = await requirePublishable(ctx, personId);
  return putPersonOnCampus({ db: ctx.db, clock: ctx.clock, campus: campusOf(ctx), actor: ctx.actor }, person);
}

/**
 * POST /api/integration/persons/publish/campus/{id} ('Publicera NY'): the person, each guardian and
 * the link to them, and each membership that has not ended, its group put first (a PUT, so a group
 * already there is only brought up to date).
 */
export async function publishPersonWithRelations(
  ctx: RequestContext,
  personId: number,
): Promise<TPublishResult> {
  const person = await requirePublishable(ctx, personId);
  const campus = campusOf(ctx);
  const { campusId } = await campus.putPerson(person.id, await campusPersonData(ctx.db, person));

  const guardianCampusIds = new Map<number, string>();
  for (const guardianId of await guardianIdsOf(ctx.db, person.id)) {
    const guardian = await personForPublishing(ctx.db, guardianId);
    if (!guardian) continue;
    const put = await campus.putPerson(guardian.id, await campusPersonData(ctx.db, guardian));
    await campus.putGuardian(person.id, guardian.id);
    guardianCampusIds.set(guardian.id, put.campusId);
  }

  const memberships = await activeMembershipsOf(ctx.db, person.id);
  const groupCampusIds = new Map<number, string>();
  for (const membership of memberships) {
    if (!groupCampusIds.has(membership.groupId)) {
      const put = await campus.putGroup(membership.groupId, {
        name: membership.name,
        code: membership.code,
        unit: membership.unit,
      });
      groupCampusIds.set(membership.groupId, put.campusId);
    }
    await campus.putMembership(membership.groupId, person.id, membership.role);
  }

  const publishedAt = ctx.clock.now();
  await ctx.transaction(async (tx) => {
    await storeCampusId(tx.db, person.id, campusId, publishedAt);
    for (const [guardianId, guardianCampusId] of guardianCampusIds) {
      await storeCampusId(tx.db, guardianId, guardianCampusId);
    }
    for (const [groupId, groupCampusId] of groupCampusIds) {
      await storeGroupCampusId(tx.db, groupId, groupCampusId);
    }
    await recordAudit(tx, {
      action: 'person.publish.campus',
      entity: 'person',
      entityId: person.id,
      before: { campusId: person.campusId, publishedAt: person.publishedAt },
      after: {
        campusId,
        publishedAt,
        guardianIds: [...guardianCampusIds.keys()],
        groupIds: memberships.map((m) => m.groupId),
      },
    });
  });
  return {
    publishedAt: publishedAt.toISOString(),
    campusId,
    guardians: guardianCampusIds.size,
    memberships: memberships.length,
  };
}
