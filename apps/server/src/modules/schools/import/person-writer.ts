import type { ImportPerson, ManagedRole } from '@kansli/domain/schools/export-import';
import type { ExportSystem } from '@kansli/domain/schools/export-system';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { endedPersonRoles, personRoles } from '../../../db/schema/access.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { personEmails, personGuardians, persons, systemIds } from '../../../db/schema/persons.ts';

// Writing the export's persons, a batch in one transaction (the caller's): each person is matched by
// the system's id, else by civic number, and made or brought up to date with their id in the system,
// e-mail, roles at the unit and, for a pupil, guardians. Only what differs is written, so a second run
// of the same export writes nothing. Every change is audited with no actor, as the import's.

export interface ImportScope {
  locationId: number;
  system: ExportSystem;
  /** What made the change, named in the audit and on ended roles: 'schoolsoft 2026-11-24'. */
  source: string;
  roleIds: Record<ManagedRole, number>;
  now: Date;
}

export interface WriteProblem {
  statusCode: number;
  message: string;
}

export interface PersonBatchOutcome {
  created: number;
  updated: number;
  /** Persons left out, by their id in the system. */
  problems: (WriteProblem & { systemId: string })[];
  /** Each written person's id and the roles the export gives them at the unit. */
  written: { personId: number; civicNumber: string; roles: ManagedRole[] }[];
}

const EMAIL_TYPE_OF: Record<ManagedRole, string> = {
  Elev: 'student',
  Vårdnadshavare: 'private',
  Lärare: 'work',
};

interface Change {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The persons of one batch, in its order; guardians of its pupils are written by now. */
export async function writePersonBatch(
  tx: Db,
  scope: ImportScope,
  batch: readonly ImportPerson[],
): Promise<PersonBatchOutcome> {
  const outcome: PersonBatchOutcome = { created: 0, updated: 0, problems: [], written: [] };
  if (batch.length === 0) return outcome;
  const { system } = scope;

  // Who the export's persons already are: by the system's id, else by civic number.
  const known = await tx
    .select({ personId: systemIds.personId, systemId: systemIds.systemId })
    .from(systemIds)
    .where(
      and(
        eq(systemIds.system, system),
        isNull(systemIds.systemSegment),
        inArray(
          systemIds.systemId,
          batch.map((p) => p.systemId),
        ),
      ),
    );
  const personOfSystemId = new Map(known.map((k) => [k.systemId, k.personId]));
  const existing = await tx
    .select({
      id: persons.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      civicNumber: persons.civicNumber,
    })
    .from(persons)
    .where(
      or(
        inArray(
          persons.civicNumber,
          batch.map((p) => p.civicNumber),
        ),
        inArray(persons.id, [...personOfSystemId.values()]),
      ),
    );
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byCivic = new Map(existing.map((p) => [p.civicNumber, p]));

  const changes = new Map<number, Change>();
  const changeOf = (personId: number) => {
    let change = changes.get(personId);
    if (!change) {
      change = { before: {}, after: {} };
      changes.set(personId, change);
    }
    return change;
  };
  const toCreate: ImportPerson[] = [];
  const matched: { person: ImportPerson; personId: number }[] = [];
  const claimed = new Set<number>();
  for (const person of batch) {
    const byItsId = personOfSystemId.get(person.systemId);
    const holder = byCivic.get(person.civicNumber);
    if (byItsId !== undefined && holder && holder.id !== byItsId) {
      outcome.problems.push({
        systemId: person.systemId,
        statusCode: 409,
        message: `${person.systemId}: personnumret hör till en annan person än id:t i ${system}`,
      });
      continue;
    }
    const current = byItsId !== undefined ? byId.get(byItsId) : holder;
    if (!current) {
      toCreate.push(person);
      continue;
    }
    if (claimed.has(current.id)) {
      outcome.problems.push({
        systemId: person.systemId,
        statusCode: 409,
        message: `${person.systemId}: samma person som en annan post i exporten`,
      });
      continue;
    }
    claimed.add(current.id);
    matched.push({ person, personId: current.id });
    const set: Partial<typeof persons.$inferInsert> = {};
    if (current.givenName !== person.givenName) set.givenName = person.givenName;
    if (current.familyName !== person.familyName) set.familyName = person.familyName;
    if (current.civicNumber !== person.civicNumber) set.civicNumber = person.civicNumber;
    if (Object.keys(set).length === 0) continue;
    await tx
      .update(persons)
      .set({ ...set, updatedAt: scope.now })
      .where(eq(persons.id, current.id));
    const change = changeOf(current.id);
    for (const key of ['givenName', 'familyName'] as const) {
      if (set[key] !== undefined) {
        change.before[key] = current[key];
        change.after[key] = set[key];
      }
    }
    // The civic number itself stays out of the audit; that it changed is enough to trace.
    if (set.civicNumber !== undefined) change.after.civicNumberChanged = true;
  }

  const created =
    toCreate.length === 0
      ? []
      : await tx
          .insert(persons)
          .values(
            toCreate.map((p) => ({
              givenName: p.givenName,
              familyName: p.familyName,
              civicNumber: p.civicNumber,
              isEmployed: p.roles.includes('Lärare'),
              createdAt: scope.now,
              updatedAt: scope.now,
            })),
          )
          .returning({ id: persons.id, civicNumber: persons.civicNumber });
  const createdIds = new Set<number>();
  const createdByCivic = new Map(created.map((c) => [c.civicNumber, c.id]));
  for (const person of toCreate) {
    const personId = createdByCivic.get(person.civicNumber);
    if (personId === undefined) continue;
    createdIds.add(personId);
    matched.push({ person, personId });
  }
  outcome.created = created.length;

  await writeSystemIds(tx, scope, matched, changeOf);
  await writeEmails(tx, scope, matched, changeOf);
  await writeRoles(tx, scope, matched, changeOf);
  await writeGuardians(tx, matched, changeOf);

  const events = [];
  for (const { person, personId } of matched) {
    outcome.written.push({ personId, civicNumber: person.civicNumber, roles: person.roles });
    const change = changes.get(personId);
    if (createdIds.has(personId)) {
      events.push({
        action: 'import.person.create',
        entityId: String(personId),
        before: null,
        after: {
          source: scope.source,
          givenName: person.givenName,
          familyName: person.familyName,
          ...change?.after,
        },
      });
    } else if (change) {
      outcome.updated++;
      events.push({
        action: 'import.person.update',
        entityId: String(personId),
        before: change.before,
        after: { source: scope.source, ...change.after },
      });
    }
  }
  if (events.length > 0) {
    await tx
      .insert(auditEvents)
      .values(events.map((e) => ({ ...e, actorId: null, ghostAsId: null, entity: 'person', at: scope.now })));
  }
  return outcome;
}

type Matched = readonly { person: ImportPerson; personId: number }[];
type ChangeOf = (personId: number) => Change;

/** The person's id in the system: added, or replaced when the system gave them a new one. */
async function writeSystemIds(tx: Db, scope: ImportScope, matched: Matched, changeOf: ChangeOf) {
  const rows = await tx
    .select({ id: systemIds.id, personId: systemIds.personId, systemId: systemIds.systemId })
    .from(systemIds)
    .where(
      and(
        eq(systemIds.system, scope.system),
        isNull(systemIds.systemSegment),
        inArray(
          systemIds.personId,
          matched.map((m) => m.personId),
        ),
      ),
    );
  const idsOf = new Map<number, { id: number; systemId: string }[]>();
  for (const row of rows) idsOf.set(row.personId, [...(idsOf.get(row.personId) ?? []), row]);
  const inserts: (typeof systemIds.$inferInsert)[] = [];
  for (const { person, personId } of matched) {
    const held = idsOf.get(personId) ?? [];
    if (held.some((h) => h.systemId === person.systemId)) continue;
    const change = changeOf(personId);
    change.after.systemId = person.systemId;
    const first = held[0];
    if (first) {
      change.before.systemId = first.systemId;
      await tx.update(systemIds).set({ systemId: person.systemId }).where(eq(systemIds.id, first.id));
    } else {
      inserts.push({ personId, system: scope.system, systemId: person.systemId, systemSegment: null });
    }
  }
  if (inserts.length > 0) await tx.insert(systemIds).values(inserts).onConflictDoNothing();
}

/**
 * The export's e-mail address: nothing when the person has it already (from any system), else the
 * system's address replaced, else added. An address the export no longer sends is kept.
 */
async function writeEmails(tx: Db, scope: ImportScope, matched: Matched, changeOf: ChangeOf) {
  const withEmail = matched.filter((m) => m.person.email !== null);
  if (withEmail.length === 0) return;
  const rows = await tx
    .select({
      id: personEmails.id,
      personId: personEmails.personId,
      email: personEmails.email,
      system: personEmails.system,
    })
    .from(personEmails)
    .where(
      inArray(
        personEmails.personId,
        withEmail.map((m) => m.personId),
      ),
    );
  const emailsOf = new Map<number, typeof rows>();
  for (const row of rows) emailsOf.set(row.personId, [...(emailsOf.get(row.personId) ?? []), row]);
  const inserts: (typeof personEmails.$inferInsert)[] = [];
  for (const { person, personId } of withEmail) {
    const email = person.email as string;
    const held = emailsOf.get(personId) ?? [];
    if (held.some((h) => h.email.toLowerCase() === email.toLowerCase())) continue;
    const change = changeOf(personId);
    change.after.email = email;
    const systems = held.find((h) => h.system === scope.system);
    if (systems) {
      change.before.email = systems.email;
      await tx.update(personEmails).set({ email }).where(eq(personEmails.id, systems.id));
    } else {
      const role = person.roles[0] ?? 'Elev';
      inserts.push({ personId, email, type: EMAIL_TYPE_OF[role], system: scope.system });
    }
  }
  if (inserts.length > 0) await tx.insert(personEmails).values(inserts);
}

/** The roles the export gives at the unit, added where missing; ending them is `endLeftRoles`. */
async function writeRoles(tx: Db, scope: ImportScope, matched: Matched, changeOf: ChangeOf) {
  const rows = await tx
    .select({ personId: personRoles.personId, roleId: personRoles.roleId })
    .from(personRoles)
    .where(
      and(
        eq(personRoles.locationId, scope.locationId),
        inArray(
          personRoles.personId,
          matched.map((m) => m.personId),
        ),
      ),
    );
  const held = new Set(rows.map((r) => `${r.personId}:${r.roleId}`));
  const inserts: (typeof personRoles.$inferInsert)[] = [];
  for (const { person, personId } of matched) {
    const added = person.roles.filter((role) => !held.has(`${personId}:${scope.roleIds[role]}`));
    if (added.length === 0) continue;
    changeOf(personId).after.rolesAdded = added;
    for (const role of added) {
      inserts.push({ personId, roleId: scope.roleIds[role], locationId: scope.locationId });
    }
  }
  if (inserts.length > 0) await tx.insert(personRoles).values(inserts).onConflictDoNothing();
}

/**
 * A pupil's guardians as the export lists them: links added and removed. A guardian the export names
 * but Kansli does not have (their record was bad) leaves the pupil's links as they are.
 */
async function writeGuardians(tx: Db, matched: Matched, changeOf: ChangeOf) {
  const pupils = matched.filter((m) => m.person.guardians !== undefined);
  if (pupils.length === 0) return;
  const guardianCivics = [...new Set(pupils.flatMap((m) => m.person.guardians ?? []))];
  const guardians =
    guardianCivics.length === 0
      ? []
      : await tx
          .select({ id: persons.id, civicNumber: persons.civicNumber })
          .from(persons)
          .where(inArray(persons.civicNumber, guardianCivics));
  const guardianOf = new Map(guardians.map((g) => [g.civicNumber, g.id]));
  const links = await tx
    .select({ personId: personGuardians.personId, guardianId: personGuardians.guardianId })
    .from(personGuardians)
    .where(
      inArray(
        personGuardians.personId,
        pupils.map((m) => m.personId),
      ),
    );
  const linkedOf = new Map<number, number[]>();
  for (const link of links)
    linkedOf.set(link.personId, [...(linkedOf.get(link.personId) ?? []), link.guardianId]);

  const inserts: (typeof personGuardians.$inferInsert)[] = [];
  const removals: { personId: number; guardianId: number }[] = [];
  for (const { person, personId } of pupils) {
    const wanted = (person.guardians ?? []).map((civic) => guardianOf.get(civic));
    if (wanted.some((id) => id === undefined)) continue;
    const wantedIds = wanted as number[];
    const linked = linkedOf.get(personId) ?? [];
    const added = wantedIds.filter((id) => !linked.includes(id));
    const removed = linked.filter((id) => !wantedIds.includes(id));
    if (added.length === 0 && removed.length === 0) continue;
    const change = changeOf(personId);
    if (added.length > 0) change.after.guardiansAdded = added;
    if (removed.length > 0) change.after.guardiansRemoved = removed;
    for (const guardianId of added) inserts.push({ personId, guardianId });
    for (const guardianId of removed) removals.push({ personId, guardianId });
  }
  if (inserts.length > 0) await tx.insert(personGuardians).values(inserts).onConflictDoNothing();
  for (const { personId, guardianId } of removals) {
    await tx
      .delete(personGuardians)
      .where(and(eq(personGuardians.personId, personId), eq(personGuardians.guardianId, guardianId)));
  }
}

/**
 * Ends the owned roles at the unit of everyone the export no longer gives them to: the role moves to
 * ended_person_roles with the time and the export. `kept` are the persons a bad record may stand for,
 * whom the import leaves as they are. A role the export gives to no one is spared, since an empty file
 * is more likely an exporter's fault than a school without pupils; the spared roles with holders are
 * answered.
 */
export async function endLeftRoles(
  tx: Db,
  scope: ImportScope,
  owned: readonly ManagedRole[],
  given: ReadonlyMap<ManagedRole, ReadonlySet<number>>,
  kept: ReadonlySet<number>,
): Promise<{ ended: number; spared: ManagedRole[] }> {
  if (owned.length === 0) return { ended: 0, spared: [] };
  const roleOfId = new Map(owned.map((role) => [scope.roleIds[role], role]));
  const held = await tx
    .select({ id: personRoles.id, personId: personRoles.personId, roleId: personRoles.roleId })
    .from(personRoles)
    .where(
      and(eq(personRoles.locationId, scope.locationId), inArray(personRoles.roleId, [...roleOfId.keys()])),
    );
  const spared = new Set<ManagedRole>();
  const ended = held.filter((row) => {
    const role = roleOfId.get(row.roleId) as ManagedRole;
    const givenTo = given.get(role);
    if (!givenTo || givenTo.size === 0) {
      spared.add(role);
      return false;
    }
    return !givenTo.has(row.personId) && !kept.has(row.personId);
  });
  const result = { ended: ended.length, spared: owned.filter((role) => spared.has(role)) };
  if (ended.length === 0) return result;
  await tx.delete(personRoles).where(
    inArray(
      personRoles.id,
      ended.map((row) => row.id),
    ),
  );
  await tx.insert(endedPersonRoles).values(
    ended.map((row) => ({
      personId: row.personId,
      roleId: row.roleId,
      locationId: scope.locationId,
      endedAt: scope.now,
      endedBy: scope.source,
    })),
  );
  await tx.insert(auditEvents).values(
    ended.map((row) => ({
      actorId: null,
      ghostAsId: null,
      action: 'import.person.role.end',
      entity: 'person',
      entityId: String(row.personId),
      before: { role: roleOfId.get(row.roleId), locationId: scope.locationId },
      after: { source: scope.source },
      at: scope.now,
    })),
  );
  return result;
}

/** The persons the system's ids of skipped records stand for. */
export async function personsOfSystemIds(
  tx: Db,
  system: ExportSystem,
  ids: readonly string[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ personId: systemIds.personId })
    .from(systemIds)
    .where(and(eq(systemIds.system, system), inArray(systemIds.systemId, [...ids])));
  return rows.map((r) => r.personId);
}
