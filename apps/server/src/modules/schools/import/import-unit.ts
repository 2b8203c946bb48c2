import { isEndedOn } from '@kansli/domain/organisation/locations';
import { EXPORT_TYPES_OF } from '@kansli/domain/schools/export-files';
import {
  type ExportProblem,
  groupsOfExport,
  MANAGED_ROLES,
  type ManagedRole,
  personsOfExport,
} from '@kansli/domain/schools/export-import';
import { type ExportSystem, exportSystemOf } from '@kansli/domain/schools/export-system';
import { importJobType, isSchoolBusiness, queueJobType } from '@kansli/domain/schools/synchronizations';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../../context/clock.ts';
import type { Db } from '../../../db/client.ts';
import { personRoles, roles } from '../../../db/schema/access.ts';
import { userMessageOf } from '../../../integrations/call-log.ts';
import type { StorageClient } from '../../../integrations/google/storage-client.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import { locationById } from '../repository.ts';
import { endLeftGroups, writeGroupBatch } from './group-writer.ts';
import { endLeftRoles, type ImportScope, personsOfSystemIds, writePersonBatch } from './person-writer.ts';
import { type FileOutcome, type ImportedType, readNewestExport, type UnitExport } from './read-export.ts';
import {
  endInterruptedSteps,
  finishStep,
  flagProblems,
  type SyncStep,
  startStep,
  stepProgress,
} from './sync-log.ts';

// The import of a school unit's newest export (spec part 2, 9; docs/integrations.md): each file read
// into the queue, then the persons and then the groups written in transactions of bounded size, each
// step traced in sync_entry with its progress and its problems. A re-run of the same export writes
// nothing; whoever and whatever left the export is ended, never deleted.

/** Persons a transaction writes: a failure leaves each of them wholly as before or wholly as exported. */
export const PERSON_BATCH = 500;
export const GROUP_BATCH = 200;

export interface ImportContext {
  db: Db;
  storage?: StorageClient | undefined;
  clock: Clock;
  /** Records a transaction writes, when not PERSON_BATCH and GROUP_BATCH. */
  batchSizes?: { persons: number; groups: number };
}

/** An import that cannot run as asked; running it again changes nothing. */
export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
}

export interface ImportSummary {
  date: string | null;
  persons: { total: number; created: number; updated: number; endedRoles: number };
  groups: { total: number; created: number; updated: number; ended: number };
  problems: number;
}

const FILE_LABEL: Record<ImportedType, string> = {
  group: 'grupper',
  person: 'personer',
  student: 'elever',
  parent: 'vårdnadshavare',
  teacher: 'lärare',
};

/** Imports the unit's newest export; a failure ends the running step with its status and is rethrown. */
export async function importUnit(job: ImportContext, locationId: number): Promise<ImportSummary> {
  const location = await locationById(job.db, locationId);
  if (!location || !isSchoolBusiness(location.businessId)) {
    throw new ImportRefusedError(`Unit ${locationId} is no school unit`);
  }
  // An import queued before the unit was ended finds nothing to do: the unit's pupils stay as they were.
  if (isEndedOn(location.endedAt, job.clock.today())) {
    throw new ImportRefusedError(`Unit ${locationId} is ended`);
  }
  if (!job.storage)
    throw new ImportRefusedError(
      'Skolsystemens exportfiler är inte konfigurerade. Be driften ange GOOGLE_STORAGE_BUCKET och ett Google-tjänstkonto.',
    );
  const system = exportSystemOf(location.name);
  // One import of a unit runs at a time (the queue's policy): a step still running is a crashed run's.
  await endInterruptedSteps(job.db, locationId, job.clock.now());
  const run = new UnitImport(job, job.storage, locationId, system);
  try {
    return await run.run();
  } catch (error) {
    await run.fail(error);
    throw error;
  }
}

class UnitImport {
  private step: SyncStep | null = null;
  private readonly summary: ImportSummary = {
    date: null,
    persons: { total: 0, created: 0, updated: 0, endedRoles: 0 },
    groups: { total: 0, created: 0, updated: 0, ended: 0 },
    problems: 0,
  };

  private readonly job: ImportContext;
  private readonly storage: StorageClient;
  private readonly locationId: number;
  private readonly system: ExportSystem;

  constructor(job: ImportContext, storage: StorageClient, locationId: number, system: ExportSystem) {
    this.job = job;
    this.storage = storage;
    this.locationId = locationId;
    this.system = system;
  }

  async run(): Promise<ImportSummary> {
    const { db } = this.job;
    const personsType = importJobType(this.system, 'persons');
    const exported = await readNewestExport(this.storage, this.system, this.locationId);
    if (!exported) {
      const message = `Exportfil från ${this.system} saknas i google storage`;
      const step = await this.start(personsType, 0, message);
      await this.finish(step, message, 404);
      await this.flag(personsType, [{ statusCode: 404, message }]);
      return this.summary;
    }
    this.summary.date = exported.date;
    // Imported all the same, being the newest there is; an exporter that stopped is a problem to see.
    if (exported.date < this.job.clock.today()) {
      await this.flag(personsType, [
        {
          statusCode: 404,
          message: `Exportfil från ${this.system} är inte från i dag, senaste: ${exported.date}`,
        },
      ]);
    }
    for (const type of EXPORT_TYPES_OF[this.system] as ImportedType[]) {
      await this.traceFile(exported, exported.files[type] as FileOutcome<ImportedType> | undefined, type);
    }

    const records = <T extends ImportedType>(type: T) =>
      (exported.files[type] as FileOutcome<T> | undefined)?.checked?.records;
    const people = personsOfExport(this.system, {
      student: records('student'),
      parent: records('parent'),
      teacher: records('teacher'),
      person: records('person'),
    });
    await this.flag(personsType, people.problems);
    const scope: ImportScope = {
      locationId: this.locationId,
      system: this.system,
      source: `${this.system} ${exported.date}`,
      roleIds: await managedRoleIds(db),
      now: this.job.clock.now(),
    };

    // The persons, a batch a transaction, its progress counted in the same transaction.
    const personStep = await this.start(personsType, people.persons.length, `Export ${exported.date}`);
    const given = new Map<ManagedRole, Set<number>>(MANAGED_ROLES.map((role) => [role, new Set()]));
    const conflicting: string[] = [];
    let done = 0;
    const size = this.job.batchSizes?.persons ?? PERSON_BATCH;
    for (let i = 0; i < people.persons.length; i += size) {
      const batch = people.persons.slice(i, i + size);
      const outcome = await db.transaction(async (tx) => {
        const written = await writePersonBatch(tx, scope, batch);
        await stepProgress(tx, personStep, done + batch.length);
        return written;
      });
      done += batch.length;
      this.summary.persons.created += outcome.created;
      this.summary.persons.updated += outcome.updated;
      for (const w of outcome.written) for (const role of w.roles) given.get(role)?.add(w.personId);
      conflicting.push(...outcome.problems.map((p) => p.systemId));
      await this.flag(personsType, outcome.problems);
    }
    this.summary.persons.total = people.persons.length;

    // Roles of those no longer exported end, unless their file was empty or a bad record may be them.
    const skippedIds = [
      ...conflicting,
      ...(['student', 'parent', 'teacher', 'person'] as const).flatMap(
        (type) => exported.files[type]?.checked?.skippedIds ?? [],
      ),
    ];
    const kept = new Set(await personsOfSystemIds(db, this.system, skippedIds));
    const { ended, spared } = await db.transaction((tx) =>
      endLeftRoles(tx, scope, people.ownedRoles, given, kept),
    );
    this.summary.persons.endedRoles = ended;
    await this.flag(
      personsType,
      spared.map((role) => ({
        statusCode: 422,
        message: `Exporten från ${exported.date} har ingen med rollen ${role}; rollen avslutas inte för någon`,
      })),
    );
    const { created, updated, endedRoles } = this.summary.persons;
    await this.finish(
      personStep,
      `Export ${exported.date}: ${done} personer, ${created} nya, ${updated} ändrade, ${endedRoles} avslutade roller`,
    );

    await this.importGroups(exported, scope);
    return this.summary;
  }

  private async importGroups(exported: UnitExport, scope: ImportScope) {
    const { db } = this.job;
    const groupsType = importJobType(this.system, 'groups');
    const file = exported.files.group;
    if (!file?.checked) {
      const step = await this.start(groupsType, 0, `Export ${exported.date}`);
      await this.finish(step, file?.failure?.message ?? 'Ingen gruppfil', file?.failure?.statusCode ?? 404);
      return;
    }
    const { groups, problems } = groupsOfExport(file.checked.records);
    await this.flag(groupsType, problems);
    const teachers = new Set(
      (
        await db
          .select({ personId: personRoles.personId })
          .from(personRoles)
          .where(
            and(eq(personRoles.locationId, this.locationId), eq(personRoles.roleId, scope.roleIds.Lärare)),
          )
      ).map((r) => r.personId),
    );
    const memberRoleOf = (personId: number) => (teachers.has(personId) ? 'Lärare' : 'Elev');
    const step = await this.start(groupsType, groups.length, `Export ${exported.date}`);
    let done = 0;
    const size = this.job.batchSizes?.groups ?? GROUP_BATCH;
    for (let i = 0; i < groups.length; i += size) {
      const batch = groups.slice(i, i + size);
      const outcome = await db.transaction(async (tx) => {
        const written = await writeGroupBatch(tx, scope, batch, memberRoleOf);
        await stepProgress(tx, step, done + batch.length);
        return written;
      });
      done += batch.length;
      this.summary.groups.created += outcome.created;
      this.summary.groups.updated += outcome.updated;
      await this.flag(groupsType, outcome.problems);
    }
    this.summary.groups.total = groups.length;
    if (groups.length > 0) {
      this.summary.groups.ended = await db.transaction((tx) =>
        endLeftGroups(
          tx,
          scope,
          groups.map((g) => g.systemId),
          file.checked?.skippedIds ?? [],
          this.job.clock.today(),
        ),
      );
    } else {
      await this.flag(groupsType, [
        {
          statusCode: 422,
          message: `Exporten från ${exported.date} har inga grupper; inga grupper avslutas`,
        },
      ]);
    }
    const { created, updated, ended } = this.summary.groups;
    await this.finish(
      step,
      `Export ${exported.date}: ${done} grupper, ${created} nya, ${updated} ändrade, ${ended} avslutade`,
    );
  }

  /** The 'Skapa kö för att ...' step of a file: its records read and checked, its problems flagged. */
  private async traceFile(
    exported: UnitExport,
    file: FileOutcome<ImportedType> | undefined,
    type: ImportedType,
  ) {
    const queueType = queueJobType(this.system, type);
    const step = await this.start(queueType, file?.total ?? 0, `Läser ${type}.json från ${exported.date}`);
    if (!file?.checked) {
      const failure = file?.failure ?? { statusCode: 404, message: `${type}.json saknas` };
      await this.finish(step, failure.message, failure.statusCode);
      await this.flag(queueType, [failure]);
      return;
    }
    const good = file.checked.records.length;
    await this.finish(
      step,
      `${good} av ${file.total} ${FILE_LABEL[type]} från ${exported.date} i kön`,
      undefined,
      file.total,
    );
    await this.flag(queueType, file.checked.problems);
  }

  private async start(type: string, bucketsize: number, message: string): Promise<SyncStep> {
    this.step = await startStep(this.job.db, {
      locationId: this.locationId,
      type,
      bucketsize,
      message,
      now: this.job.clock.now(),
    });
    return this.step;
  }

  private async finish(step: SyncStep, message: string, statusCode?: number, current?: number) {
    await finishStep(this.job.db, step, { message, statusCode, current, now: this.job.clock.now() });
    if (this.step?.id === step.id) this.step = null;
  }

  private async flag(type: string, problems: readonly Pick<ExportProblem, 'statusCode' | 'message'>[]) {
    this.summary.problems += problems.length;
    await flagProblems(this.job.db, { locationId: this.locationId, type }, problems, this.job.clock.now());
  }

  /** Ends the step that was running with the failure's status and a message that names no person. */
  async fail(error: unknown): Promise<void> {
    const step =
      this.step ?? (await this.start(importJobType(this.system, 'persons'), 0, '').catch(() => null));
    if (!step) return;
    const statusCode = error instanceof IntegrationError ? 502 : 500;
    // Staff read the Swedish words; the English detail goes to the log with the rethrown error.
    const message =
      error instanceof IntegrationError
        ? userMessageOf(error.system, error)
        : 'Synkroniseringen avbröts av ett fel i Kansli. Synkronisera enheten igen; kvarstår felet, kontakta systemförvaltaren.';
    await this.finish(step, message, statusCode).catch(() => {});
    await this.flag(step.type, [{ statusCode, message }]).catch(() => {});
  }
}

/** The ids of the built-in roles the import gives; every start makes one a database lacks. */
async function managedRoleIds(db: Db): Promise<Record<ManagedRole, number>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...MANAGED_ROLES]));
  const ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const missing = MANAGED_ROLES.filter((role) => ids[role] === undefined);
  if (missing.length > 0) throw new Error(`the built-in roles ${missing.join(', ')} are missing`);
  return ids as Record<ManagedRole, number>;
}
