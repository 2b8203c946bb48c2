import type { ExportProblem } from '@kansli/domain/schools/export-import';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { syncEntries } from '../../../db/schema/sync.ts';

// The import's trace in sync_entry: a 'sync' entry per step with its progress, and a 'syncflag' entry
// per problem, which the units and synchronisation screens show.

/** Problems of one kind written at most per run; the rest are counted in one more entry. */
export const PROBLEM_ENTRY_LIMIT = 50;

export interface SyncStep {
  readonly id: number;
  readonly locationId: number;
  readonly type: string;
}

export async function startStep(
  db: Db,
  step: { locationId: number; type: string; bucketsize: number; message: string; now: Date },
): Promise<SyncStep> {
  const [row] = await db
    .insert(syncEntries)
    .values({
      locationId: step.locationId,
      context: 'sync',
      type: step.type,
      message: step.message,
      data: { current: 0, bucketsize: step.bucketsize },
      createdAt: step.now,
    })
    .returning({ id: syncEntries.id });
  if (!row) throw new Error('no sync entry made');
  return { id: row.id, locationId: step.locationId, type: step.type };
}

/** Ends the unit's steps left running by an import that stopped without ending them (a crash). */
export async function endInterruptedSteps(db: Db, locationId: number, now: Date): Promise<void> {
  await db
    .update(syncEntries)
    .set({
      finishedAt: now,
      statusCode: 500,
      message: 'Avbruten: synkroniseringen stoppades innan steget var klart',
    })
    .where(
      and(
        eq(syncEntries.locationId, locationId),
        eq(syncEntries.context, 'sync'),
        isNull(syncEntries.finishedAt),
      ),
    );
}

/** How far the step has come; written in the transaction of the work it counts. */
export async function stepProgress(db: Db, step: SyncStep, current: number): Promise<void> {
  await db
    .update(syncEntries)
    .set({ data: sql`jsonb_set(${syncEntries.data}, '{current}', to_jsonb(${current}::int))` })
    .where(eq(syncEntries.id, step.id));
}

export async function finishStep(
  db: Db,
  step: SyncStep,
  outcome: { message: string; now: Date; statusCode?: number; current?: number },
): Promise<void> {
  await db
    .update(syncEntries)
    .set({
      message: outcome.message,
      statusCode: outcome.statusCode ?? null,
      finishedAt: outcome.now,
      ...(outcome.current === undefined
        ? {}
        : { data: sql`jsonb_set(${syncEntries.data}, '{current}', to_jsonb(${outcome.current}::int))` }),
    })
    .where(eq(syncEntries.id, step.id));
}

/** The step's problems as 'syncflag' entries, at most PROBLEM_ENTRY_LIMIT and a count of the rest. */
export async function flagProblems(
  db: Db,
  step: Pick<SyncStep, 'locationId' | 'type'>,
  problems: readonly Pick<ExportProblem, 'statusCode' | 'message'>[],
  now: Date,
): Promise<void> {
  if (problems.length === 0) return;
  const shown = problems.slice(0, PROBLEM_ENTRY_LIMIT);
  const rest = problems.length - shown.length;
  const entries = [
    ...shown,
    ...(rest > 0 ? [{ statusCode: 422, message: `Ytterligare ${rest} problem i samma körning` }] : []),
  ];
  await db.insert(syncEntries).values(
    entries.map((problem) => ({
      locationId: step.locationId,
      context: 'syncflag' as const,
      type: step.type,
      message: problem.message,
      statusCode: problem.statusCode,
      createdAt: now,
      finishedAt: now,
    })),
  );
}
