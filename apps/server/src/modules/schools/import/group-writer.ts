import type { TAuditAction } from '@kansli/domain/audit/audit-actions';
import type { ImportGroup } from '@kansli/domain/schools/export-import';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { groupMembers, groups } from '../../../db/schema/groups.ts';
import { persons } from '../../../db/schema/persons.ts';
import type { ImportScope, WriteProblem } from './person-writer.ts';

// Writing the export's groups, a batch in one transaction (the caller's): each group matched by the
// system's id at the unit, made or brought up to date, and its members made what the export lists; a
// member no longer listed is ended (deleted_at), never removed. Only what differs is written.

export interface GroupBatchOutcome {
  created: number;
  updated: number;
  problems: WriteProblem[];
}

/** The group membership's role: a teacher of the unit teaches, everyone else is a pupil. */
export type MemberRoleOf = (personId: number) => 'Lärare' | 'Elev';

const GROUP_FIELDS = [
  'name',
  'code',
  'typeName',
  'startDate',
  'endDate',
  'subjectName',
  'courseCode',
] as const;

export async function writeGroupBatch(
  tx: Db,
  scope: ImportScope,
  batch: readonly ImportGroup[],
  memberRoleOf: MemberRoleOf,
): Promise<GroupBatchOutcome> {
  const outcome: GroupBatchOutcome = { created: 0, updated: 0, problems: [] };
  if (batch.length === 0) return outcome;
  const existing = await tx
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.locationId, scope.locationId),
        eq(groups.system, scope.system),
        inArray(
          groups.systemId,
          batch.map((g) => g.systemId),
        ),
      ),
    );
  const bySystemId = new Map(existing.map((g) => [g.systemId, g]));
  const events: (typeof auditEvents.$inferInsert)[] = [];
  const audit = (action: TAuditAction, groupId: number, before: unknown, after: Record<string, unknown>) =>
    events.push({
      actorId: null,
      ghostAsId: null,
      action,
      entity: 'group',
      entityId: String(groupId),
      before,
      after: { source: scope.source, ...after },
      at: scope.now,
    });

  const groupIdOf = new Map<string, number>();
  const toCreate: ImportGroup[] = [];
  for (const group of batch) {
    const current = bySystemId.get(group.systemId);
    if (!current) {
      toCreate.push(group);
      continue;
    }
    groupIdOf.set(group.systemId, current.id);
    const changed = GROUP_FIELDS.filter((field) => current[field] !== group[field]);
    if (changed.length === 0) continue;
    const set = Object.fromEntries(changed.map((field) => [field, group[field]]));
    await tx
      .update(groups)
      .set({ ...set, updatedAt: scope.now })
      .where(eq(groups.id, current.id));
    audit(
      'import.group.update',
      current.id,
      Object.fromEntries(changed.map((field) => [field, current[field]])),
      set,
    );
    outcome.updated++;
  }
  if (toCreate.length > 0) {
    const created = await tx
      .insert(groups)
      .values(
        toCreate.map((g) => ({
          locationId: scope.locationId,
          system: scope.system,
          systemId: g.systemId,
          name: g.name,
          code: g.code,
          typeName: g.typeName,
          startDate: g.startDate,
          endDate: g.endDate,
          subjectName: g.subjectName,
          courseCode: g.courseCode,
          createdAt: scope.now,
          updatedAt: scope.now,
        })),
      )
      .returning({ id: groups.id, systemId: groups.systemId });
    for (const row of created) {
      if (row.systemId === null) continue;
      groupIdOf.set(row.systemId, row.id);
      const group = toCreate.find((g) => g.systemId === row.systemId);
      audit('import.group.create', row.id, null, { name: group?.name, typeName: group?.typeName });
    }
    outcome.created = created.length;
  }

  await writeMembers(tx, scope, batch, groupIdOf, memberRoleOf, outcome, audit);
  if (events.length > 0) await tx.insert(auditEvents).values(events);
  return outcome;
}

type Audit = (action: TAuditAction, groupId: number, before: unknown, after: Record<string, unknown>) => void;

async function writeMembers(
  tx: Db,
  scope: ImportScope,
  batch: readonly ImportGroup[],
  groupIdOf: ReadonlyMap<string, number>,
  memberRoleOf: MemberRoleOf,
  outcome: GroupBatchOutcome,
  audit: Audit,
) {
  const civics = [...new Set(batch.flatMap((g) => g.members))];
  const people =
    civics.length === 0
      ? []
      : await tx
          .select({ id: persons.id, civicNumber: persons.civicNumber })
          .from(persons)
          .where(inArray(persons.civicNumber, civics));
  const personOf = new Map(people.map((p) => [p.civicNumber, p.id]));
  const groupIds = [...groupIdOf.values()];
  const memberships =
    groupIds.length === 0
      ? []
      : await tx
          .select({
            id: groupMembers.id,
            groupId: groupMembers.groupId,
            personId: groupMembers.personId,
            roleName: groupMembers.roleName,
            deletedAt: groupMembers.deletedAt,
          })
          .from(groupMembers)
          .where(inArray(groupMembers.groupId, groupIds));
  const membershipsOf = new Map<number, typeof memberships>();
  for (const m of memberships) membershipsOf.set(m.groupId, [...(membershipsOf.get(m.groupId) ?? []), m]);

  const inserts: (typeof groupMembers.$inferInsert)[] = [];
  const revived: { id: number; roleName: string }[] = [];
  const ended: number[] = [];
  for (const group of batch) {
    const groupId = groupIdOf.get(group.systemId);
    if (groupId === undefined) continue;
    const unknown = group.members.filter((civic) => !personOf.has(civic)).length;
    if (unknown > 0) {
      outcome.problems.push({
        statusCode: 422,
        message: `Gruppen ${group.systemId}: ${unknown} ${unknown === 1 ? 'medlem finns' : 'medlemmar finns'} inte bland personerna`,
      });
    }
    const listed = new Set(group.members.flatMap((civic) => personOf.get(civic) ?? []));
    const current = new Map((membershipsOf.get(groupId) ?? []).map((m) => [m.personId, m]));
    const added: number[] = [];
    const removed: number[] = [];
    for (const personId of listed) {
      const roleName = memberRoleOf(personId);
      const membership = current.get(personId);
      if (!membership) {
        inserts.push({ groupId, personId, roleName, createdAt: scope.now });
        added.push(personId);
      } else if (membership.deletedAt !== null || membership.roleName !== roleName) {
        revived.push({ id: membership.id, roleName });
        added.push(personId);
      }
    }
    for (const [personId, membership] of current) {
      if (membership.deletedAt === null && !listed.has(personId)) {
        ended.push(membership.id);
        removed.push(personId);
      }
    }
    if (added.length > 0 || removed.length > 0) {
      audit('import.group.members', groupId, null, {
        ...(added.length > 0 ? { added } : {}),
        ...(removed.length > 0 ? { ended: removed } : {}),
      });
    }
  }
  if (inserts.length > 0) await tx.insert(groupMembers).values(inserts).onConflictDoNothing();
  for (const { id, roleName } of revived) {
    await tx.update(groupMembers).set({ roleName, deletedAt: null }).where(eq(groupMembers.id, id));
  }
  if (ended.length > 0) {
    await tx.update(groupMembers).set({ deletedAt: scope.now }).where(inArray(groupMembers.id, ended));
  }
}

/**
 * The unit's groups of the system that the export no longer has: end-dated today (unless they ended
 * already) and their members ended. Whether a group is active stays the staff's choice. `kept` are
 * the ids of bad group records, left as they are.
 */
export async function endLeftGroups(
  tx: Db,
  scope: ImportScope,
  listed: readonly string[],
  kept: readonly string[],
  today: string,
): Promise<number> {
  const stays = new Set([...listed, ...kept]);
  const ofSystem = await tx
    .select({ id: groups.id, systemId: groups.systemId, endDate: groups.endDate })
    .from(groups)
    .where(and(eq(groups.locationId, scope.locationId), eq(groups.system, scope.system)));
  const left = ofSystem.filter((g) => g.systemId !== null && !stays.has(g.systemId));
  if (left.length === 0) return 0;
  const ending = left.filter((g) => g.endDate === null || g.endDate > today);
  if (ending.length > 0) {
    await tx
      .update(groups)
      .set({ endDate: today, updatedAt: scope.now })
      .where(
        inArray(
          groups.id,
          ending.map((g) => g.id),
        ),
      );
  }
  const endedMembers = await tx
    .update(groupMembers)
    .set({ deletedAt: scope.now })
    .where(
      and(
        inArray(
          groupMembers.groupId,
          left.map((g) => g.id),
        ),
        isNull(groupMembers.deletedAt),
      ),
    )
    .returning({ groupId: groupMembers.groupId, personId: groupMembers.personId });
  const events: (typeof auditEvents.$inferInsert)[] = left.flatMap((g) => {
    const ended = endedMembers.filter((m) => m.groupId === g.id).map((m) => m.personId);
    const endDated = ending.includes(g);
    if (!endDated && ended.length === 0) return [];
    return [
      {
        actorId: null,
        ghostAsId: null,
        action: 'import.group.end',
        entity: 'group',
        entityId: String(g.id),
        before: endDated ? { endDate: g.endDate } : null,
        after: {
          source: scope.source,
          ...(endDated ? { endDate: today } : {}),
          ...(ended.length > 0 ? { ended } : {}),
        },
        at: scope.now,
      },
    ];
  });
  if (events.length > 0) await tx.insert(auditEvents).values(events);
  return ending.length;
}
