import type {
  TGooglePublishResult,
  TGroup,
  TGroupMember,
  TGroupSearchQuery,
  TGroupSearchResponse,
} from '@kansli/domain/groups/groups';
import { GROUP_MEMBER_NOT_FOUND_MESSAGE, GROUP_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { campusGroupAdminUrl } from '../../integrations/campus/urls.ts';
import { type PublishDeps, publishGroupToCampus, publishGroupToGoogle } from './group-publishing.ts';
import {
  currentMembersOf,
  endMembership,
  type GroupRow,
  type GroupSearch,
  groupById,
  groupsByIds,
  locationsWithGroups,
  searchGroupIds,
  setGroupActive,
} from './repository.ts';

// The groups screen (spec part 2, 2 'Groups screen', 4 and 7): the menu flag GROUPS, held at a unit or
// above it, reaches that unit's groups.

const SYSTEM_SEARCH = /^([a-z0-9_-]{1,40}):(.+)$/i;

/** 'system:id' finds one group by its id in a system ('admin:12' by Kansli's); other text, by its words. */
export function groupSearchOf(text: string): GroupSearch {
  const match = SYSTEM_SEARCH.exec(text.trim());
  if (match) return { system: (match[1] as string).toLowerCase(), systemId: (match[2] as string).trim() };
  return { words: text.trim().split(/\s+/).filter(Boolean) };
}

type WithIntegrations = Pick<RequestContext, 'integrations'>;

/** The group as the screen shows it (spec part 2, 3 'Group'). */
export function groupOf(ctx: WithIntegrations, { group, locationName, memberCount }: GroupRow): TGroup {
  return {
    id: group.id,
    name: group.name,
    code: group.code,
    start: group.startDate,
    end: group.endDate,
    active: group.active,
    email: group.email,
    typeName: group.typeName,
    locationId: group.locationId,
    extension: {
      locationName,
      typeName: group.typeName,
      subjectName: group.subjectName,
      courseCode: group.courseCode,
      systemIds: [
        { system: 'admin', systemId: String(group.id), systemSegment: null },
        ...(group.system && group.systemId
          ? [{ system: group.system, systemId: group.systemId, systemSegment: null }]
          : []),
      ],
      campusId: group.campusId,
      campusAdminUrl: campusGroupAdminUrl(ctx, group.campusId),
    },
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
    publishedAt: group.publishedAt?.toISOString() ?? null,
    memberCount,
  };
}

/** The group, when the user holds GROUPS at its unit; 404 for an unknown one, 403 out of reach. */
export async function requireGroup(ctx: RequestContext, groupId: number): Promise<GroupRow> {
  const row = await groupById(ctx.db, groupId);
  if (!row) {
    await requireFlagAt(ctx, 'adminMenu', 'GROUPS', null);
    throw notFound(GROUP_NOT_FOUND_MESSAGE);
  }
  await requireFlagAt(ctx, 'adminMenu', 'GROUPS', row.group.locationId);
  return row;
}

/** GET /api/integration/groups: a page of the groups found at the units the user reaches. */
export async function searchGroups(
  ctx: RequestContext,
  query: TGroupSearchQuery,
): Promise<TGroupSearchResponse> {
  await requireFlagAt(ctx, 'adminMenu', 'GROUPS', null);
  const units = await locationsWithGroups(ctx.db);
  const reachable = await Promise.all(units.map((id) => ctx.actor.holdsAt('adminMenu', 'GROUPS', id)));
  const within = reachable.every(Boolean) ? 'all' : units.filter((_, i) => reachable[i]);
  const page = await searchGroupIds(
    ctx.db,
    groupSearchOf(query.search),
    within,
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const rows = new Map((await groupsByIds(ctx.db, page.ids)).map((row) => [row.group.id, row]));
  return {
    groupCount: page.total,
    groups: page.ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [groupOf(ctx, row)] : [];
    }),
  };
}

/** GET /api/integration/groups/{id}/members. */
export async function groupMembers(ctx: RequestContext, groupId: number): Promise<TGroupMember[]> {
  await requireGroup(ctx, groupId);
  const members = await currentMembersOf(ctx.db, groupId);
  return members.map((m) => ({
    id: m.id,
    personId: m.personId,
    name: `${m.givenName} ${m.familyName}`,
    roleName: m.roleName,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** POST /api/groups/{id}/setActiveStatus (spec part 2, 4 'Group active flag'). */
export async function setActiveStatus(
  ctx: RequestContext,
  groupId: number,
  active: boolean,
): Promise<TGroup> {
  const row = await requireGroup(ctx, groupId);
  if (row.group.active !== active) {
    await ctx.transaction(async (tx) => {
      await setGroupActive(tx.db, groupId, active, ctx.clock.now());
      await recordAudit(tx, {
        action: active ? 'group.activate' : 'group.deactivate',
        entity: 'group',
        entityId: groupId,
        before: { active: row.group.active },
        after: { active },
      });
    });
  }
  return groupOf(ctx, (await groupById(ctx.db, groupId)) as GroupRow);
}

/** POST /api/groups/{id}/deleteMember/{memberId}: the membership ends (spec part 2, 4 'Member delete'). */
export async function deleteMember(
  ctx: RequestContext,
  groupId: number,
  memberId: number,
): Promise<{ id: number }> {
  await requireGroup(ctx, groupId);
  return ctx.transaction(async (tx) => {
    const ended = await endMembership(tx.db, groupId, memberId, ctx.clock.now());
    if (!ended) throw notFound(GROUP_MEMBER_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      action: 'group.member.end',
      entity: 'group',
      entityId: groupId,
      before: { memberId, personId: ended.personId, roleName: ended.roleName },
    });
    return { id: ended.id };
  });
}

const publishDeps = (ctx: RequestContext): PublishDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  integrations: ctx.integrations,
  actor: ctx.actor,
});

/** POST /api/integration/group/{id}/publish/campus: the group as it now stands, publishedAt set. */
export async function publishToCampus(ctx: RequestContext, groupId: number): Promise<TGroup> {
  await requireGroup(ctx, groupId);
  await publishGroupToCampus(publishDeps(ctx), groupId);
  return groupOf(ctx, (await groupById(ctx.db, groupId)) as GroupRow);
}

/** POST /api/integration/group/{id}/publish/google. */
export async function publishToGoogle(ctx: RequestContext, groupId: number): Promise<TGooglePublishResult> {
  await requireGroup(ctx, groupId);
  const outcome = await publishGroupToGoogle(publishDeps(ctx), groupId);
  return { group: groupOf(ctx, (await groupById(ctx.db, groupId)) as GroupRow), ...outcome };
}
