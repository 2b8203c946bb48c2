import type { TAuditEvent } from '@kansli/domain/audit/audit-log';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { persons } from '../../db/schema/persons.ts';
import { preschoolChildren, preschoolGuardians } from '../../db/schema/preschool.ts';

// The SQL of the audit log and of the persons' history: entries with the names of who acted and as whom.

const actor = alias(persons, 'actor');
const ghostAs = alias(persons, 'ghost_as');
const nameOf = (person: { givenName: AnyPgColumn; familyName: AnyPgColumn }) =>
  sql<string | null>`${person.givenName} || ' ' || ${person.familyName}`;

/** Up to `limit` entries that `where` leaves, newest first, with the names of who acted and as whom. */
export async function auditEventsWhere(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<Omit<TAuditEvent, 'subjectName'>[]> {
  const rows = await db
    .select({ event: auditEvents, actorName: nameOf(actor), ghostAsName: nameOf(ghostAs) })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(ghostAs, eq(ghostAs.id, auditEvents.ghostAsId))
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map(({ event, actorName, ghostAsName }) => ({
    id: event.id,
    at: event.at.toISOString(),
    actor: event.actorId === null ? null : { id: event.actorId, name: actorName ?? '' },
    ghostAs: event.ghostAsId === null ? null : { id: event.ghostAsId, name: ghostAsName ?? '' },
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    before: event.before,
    after: event.after,
  }));
}

/**
 * The ids of the newest entries of each source below `before`, merged: up to `limit` of them. Each
 * source is its own query, so each can use its own index rather than one OR the planner cannot split.
 */
export async function newestIdsOf(
  db: Db,
  sources: readonly SQL[],
  before: number | undefined,
  limit: number,
): Promise<number[]> {
  const lists = await Promise.all(
    sources.map((source) =>
      db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(and(source, before === undefined ? undefined : lt(auditEvents.id, before)))
        .orderBy(desc(auditEvents.id))
        .limit(limit),
    ),
  );
  const ids = new Set(lists.flat().map((row) => row.id));
  return [...ids].sort((a, b) => b - a).slice(0, limit);
}

export const withIds = (ids: readonly number[]) => inArray(auditEvents.id, [...ids]);

/** jsonb containment: the entry's `after` holds `value` (a number in a list, a key with a value). */
export const afterContains = (value: unknown) => sql`${auditEvents.after} @> ${JSON.stringify(value)}::jsonb`;

export type UnitMemberName = { id: number; name: string; locationId: number };

/** The names of the persons with these ids, as their rows hold them now. */
export function personNamesOf(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: persons.id, name: nameOf(persons) })
    .from(persons)
    .where(inArray(persons.id, ids)) as Promise<{ id: number; name: string }[]>;
}

/** The names of these preschool children, each with its unit. */
export function childNamesOf(db: Db, ids: number[]): Promise<UnitMemberName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: preschoolChildren.id,
      name: nameOf(preschoolChildren),
      locationId: preschoolChildren.locationId,
    })
    .from(preschoolChildren)
    .where(inArray(preschoolChildren.id, ids)) as Promise<UnitMemberName[]>;
}

/** The names of these preschool guardians, each with its unit. */
export function guardianNamesOf(db: Db, ids: number[]): Promise<UnitMemberName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: preschoolGuardians.id,
      name: nameOf(preschoolGuardians),
      locationId: preschoolGuardians.locationId,
    })
    .from(preschoolGuardians)
    .where(inArray(preschoolGuardians.id, ids)) as Promise<UnitMemberName[]>;
}
