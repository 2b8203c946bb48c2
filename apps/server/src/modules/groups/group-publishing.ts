import { GROUP_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { type AuditActor, recordAuditBy } from '../../audit/audit.ts';
import type { Clock } from '../../context/clock.ts';
import type { Integrations } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { campusPersonData } from '../persons/publish.ts';
import { emailsOfPersons, personForPublishing, storeCampusId } from '../persons/publishing-repository.ts';
import { currentMembersOf, groupById, storeGroupPublished } from './repository.ts';

// A group published to the campus platform (the group, its current members and their memberships, all
// idempotent PUTs by our ids) or to Google (the group by its e-mail address and its members made the
// current ones). From the group card and from a unit's publish run; a second time changes nothing.

export interface PublishDeps {
  db: Db;
  clock: Clock;
  integrations: Pick<Integrations, 'campus' | 'directory'>;
  /** Who the changes are audited as: the person publishing, or who started the run. */
  actor: AuditActor;
}

export const CAMPUS_NOT_SET_UP =
  'Campusplattformen är inte konfigurerad. Be driften ange CAMPUS_API_URL och CAMPUS_API_KEY.';
export const GOOGLE_NOT_SET_UP =
  'Google Workspace är inte konfigurerat. Be driften ange ett Google-tjänstkonto (GOOGLE_SERVICE_ACCOUNT_KEY_FILE).';
/** A group without its own address cannot be a Google group. */
export const NO_GROUP_EMAIL = 'Gruppen saknar e-postadress';

/** Raised for a group that cannot be published as it stands: a run marks it skipped, not failed. */
export class NotPublishableError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

async function groupOrFail(db: Db, groupId: number) {
  const row = await groupById(db, groupId);
  if (!row) throw new HttpError(404, GROUP_NOT_FOUND_MESSAGE);
  return row;
}

/** The group on the campus platform with its current members; stores its campus id and publishedAt. */
export async function publishGroupToCampus(deps: PublishDeps, groupId: number) {
  const campus = deps.integrations.campus?.client;
  if (!campus) throw new HttpError(503, CAMPUS_NOT_SET_UP);
  const { group, locationName } = await groupOrFail(deps.db, groupId);
  const members = await currentMembersOf(deps.db, groupId);
  const personCampusIds = new Map<number, string>();
  for (const member of members) {
    const person = await personForPublishing(deps.db, member.personId);
    if (!person) continue;
    const put = await campus.putPerson(person.id, await campusPersonData(deps.db, person));
    personCampusIds.set(person.id, put.campusId);
  }
  const { campusId } = await campus.putGroup(group.id, {
    name: group.name,
    code: group.code,
    unit: locationName,
  });
  for (const member of members) await campus.putMembership(group.id, member.personId, member.roleName);

  const publishedAt = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await storeGroupPublished(tx, group.id, campusId, publishedAt);
    for (const [personId, personCampusId] of personCampusIds)
      await storeCampusId(tx, personId, personCampusId);
    await recordAuditBy(tx, deps.actor, {
      action: 'group.publish.campus',
      entity: 'group',
      entityId: group.id,
      before: { campusId: group.campusId, publishedAt: group.publishedAt },
      after: { campusId, publishedAt, members: members.length },
    });
  });
  return { campusId, publishedAt, members: members.length };
}

/** A member's address in the organisation's Google: one on the workspace's domain or a subdomain of it. */
function workspaceAddress(emails: readonly string[], domain: string): string | null {
  const lower = domain.toLowerCase();
  return (
    emails.find((email) => {
      const at = email.toLowerCase().split('@')[1] ?? '';
      return at === lower || at.endsWith(`.${lower}`);
    }) ?? null
  );
}

/**
 * The group in Google by its e-mail address, made or renamed, and its members made its current members
 * with an organisation address: missing ones added, others removed. Members without one are counted.
 */
export async function publishGroupToGoogle(deps: PublishDeps, groupId: number) {
  const directory = deps.integrations.directory;
  const google = directory?.groupClient;
  if (!directory || !google) throw new HttpError(503, GOOGLE_NOT_SET_UP);
  const { group, locationName } = await groupOrFail(deps.db, groupId);
  if (!group.email) throw new NotPublishableError(NO_GROUP_EMAIL);
  const key = group.email.toLowerCase();
  const description = `${group.name}, ${locationName}`;
  const existing = await google.getGroup(key);
  if (!existing) {
    await google.insertGroup({ email: key, name: group.name, description });
  } else if (existing.name !== group.name || existing.description !== description) {
    await google.patchGroup(key, { name: group.name, description });
  }

  const members = await currentMembersOf(deps.db, groupId);
  const emails = await emailsOfPersons(
    deps.db,
    members.map((m) => m.personId),
  );
  const wanted = new Map<string, string>();
  let withoutAccount = 0;
  for (const member of members) {
    const address = workspaceAddress(emails.get(member.personId) ?? [], directory.workspace.domain);
    if (address) wanted.set(address.toLowerCase(), address);
    else withoutAccount++;
  }
  const current = await google.listMembers(key);
  const present = new Set(current.map((m) => m.email.toLowerCase()));
  let added = 0;
  for (const [lower, address] of wanted) {
    if (present.has(lower)) continue;
    if ((await google.insertMember(key, { email: address, role: 'MEMBER' })).created) added++;
  }
  let removed = 0;
  for (const member of current) {
    if (wanted.has(member.email.toLowerCase())) continue;
    if ((await google.deleteMember(key, member.email)).deleted) removed++;
  }
  if (!existing || added > 0 || removed > 0) {
    await recordAuditBy(deps.db, deps.actor, {
      action: 'group.publish.google',
      entity: 'group',
      entityId: group.id,
      after: { email: key, created: !existing, added, removed },
    });
  }
  return { added, removed, withoutAccount };
}
