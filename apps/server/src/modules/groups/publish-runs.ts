import {
  publishableUnits,
  type TPublishLocation,
  type TPublishRun,
  type TPublishRunRequest,
} from '@kansli/domain/groups/publishing';
import { PUBLISH_RUN_NOT_FOUND_MESSAGE, UNIT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { endedUnitMessage, isEndedOn } from '@kansli/domain/organisation/locations';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { notEndedOn } from '../../db/ended-locations.ts';
import { personRoles } from '../../db/schema/access.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';
import { publishRunItems, publishRuns } from '../../db/schema/publishing.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { technicalFields, userMessageOf } from '../../integrations/call-log.ts';
import { IntegrationError } from '../../integrations/http.ts';
import { putPersonOnCampus } from '../persons/publish.ts';
import { personForPublishing } from '../persons/publishing-repository.ts';
import {
  CAMPUS_NOT_SET_UP,
  GOOGLE_NOT_SET_UP,
  NotPublishableError,
  type PublishDeps,
  publishGroupToCampus,
  publishGroupToGoogle,
} from './group-publishing.ts';
import { publishableGroupsAt } from './repository.ts';

// The publish dialog's run (spec part 1, 2.12; part 2, 2 and 4): a unit's groups, or its persons, put on
// the campus platform and Google one at a time by a job, each item's outcome kept for the dialog. One
// run a unit and mode is under way at a time; asking again answers it.

export const PERSONS_CAMPUS_ONLY = 'Personer publiceras bara till campus';

const flagOf = (mode: TPublishRunRequest['mode']) => (mode === 'groups' ? 'GROUPS' : 'PERSONS');

/** GET /api/publish/locations: the units not ended where the user may publish groups or persons, in the dialog's order. */
export async function publishLocations(ctx: RequestContext): Promise<TPublishLocation[]> {
  const units = await ctx.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(isNotNull(locations.businessId), notEndedOn(ctx.clock.today())));
  const reachable = await Promise.all(
    units.map(
      async (unit) =>
        (await ctx.actor.holdsAt('adminMenu', 'GROUPS', unit.id)) ||
        (await ctx.actor.holdsAt('adminMenu', 'PERSONS', unit.id)),
    ),
  );
  if (!reachable.some(Boolean)) await requireFlagAt(ctx, 'adminMenu', 'GROUPS', null);
  return publishableUnits(units.filter((_, i) => reachable[i]));
}

async function runOf(db: Db, runId: number): Promise<TPublishRun | undefined> {
  const [row] = await db
    .select({ run: publishRuns, locationName: locations.name })
    .from(publishRuns)
    .innerJoin(locations, eq(locations.id, publishRuns.locationId))
    .where(eq(publishRuns.id, runId));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(publishRunItems)
    .where(eq(publishRunItems.runId, runId))
    .orderBy(asc(publishRunItems.id));
  return {
    id: row.run.id,
    locationId: row.run.locationId,
    locationName: row.locationName,
    mode: row.run.mode,
    campus: row.run.campus,
    google: row.run.google,
    status: row.run.status,
    total: items.length,
    done: items.filter((item) => item.status !== 'pending').length,
    failed: items.filter((item) => item.status === 'failed').length,
    items: items.map((item) => ({
      id: item.itemId,
      name: item.name,
      status: item.status,
      message: item.message,
    })),
    createdAt: row.run.createdAt.toISOString(),
    finishedAt: row.run.finishedAt?.toISOString() ?? null,
  };
}

/** What a run of the unit publishes: its current groups, or everyone with a role there. */
async function itemsOf(ctx: RequestContext, locationId: number, mode: TPublishRunRequest['mode']) {
  if (mode === 'groups') return publishableGroupsAt(ctx.db, locationId, ctx.clock.today());
  const rows = await ctx.db
    .selectDistinct({
      id: persons.id,
      name: sql<string>`${persons.givenName} || ' ' || ${persons.familyName}`,
      sortName: persons.sortName,
    })
    .from(personRoles)
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(eq(personRoles.locationId, locationId))
    .orderBy(persons.sortName, persons.id);
  return rows.map(({ id, name }) => ({ id, name }));
}

/** POST /api/publish/runs: the run made and queued, or the one already under way for the unit and mode. */
export async function startPublishRun(
  ctx: RequestContext,
  request: TPublishRunRequest,
): Promise<TPublishRun> {
  const [location] = await ctx.db
    .select({ id: locations.id, endedAt: locations.endedAt })
    .from(locations)
    .where(and(eq(locations.id, request.locationId), isNotNull(locations.businessId)));
  if (!location) {
    await requireFlagAt(ctx, 'adminMenu', flagOf(request.mode), null);
    throw notFound(UNIT_NOT_FOUND_MESSAGE);
  }
  await requireFlagAt(ctx, 'adminMenu', flagOf(request.mode), request.locationId);
  if (isEndedOn(location.endedAt, ctx.clock.today()))
    throw conflict(endedUnitMessage(location.endedAt ?? ''));
  if (request.mode === 'persons' && request.google) throw new HttpError(400, PERSONS_CAMPUS_ONLY);
  if (request.campus && !ctx.integrations.campus) throw new HttpError(503, CAMPUS_NOT_SET_UP);
  if (request.google && !ctx.integrations.directory?.groupClient) throw new HttpError(503, GOOGLE_NOT_SET_UP);

  const items = await itemsOf(ctx, request.locationId, request.mode);
  const made = await ctx.transaction(async (tx) => {
    const [run] = await tx.db
      .insert(publishRuns)
      .values({
        locationId: request.locationId,
        mode: request.mode,
        campus: request.campus,
        google: request.google,
        startedBy: ctx.actor.realPersonId,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: publishRuns.id });
    if (!run) return undefined;
    if (items.length > 0) {
      await tx.db
        .insert(publishRunItems)
        .values(items.map((item) => ({ runId: run.id, itemId: item.id, name: item.name })));
    }
    await recordAudit(tx, {
      action: 'publish.run.start',
      entity: 'location',
      entityId: request.locationId,
      after: {
        runId: run.id,
        mode: request.mode,
        campus: request.campus,
        google: request.google,
        items: items.length,
      },
    });
    return run.id;
  });
  if (made === undefined) {
    const [under] = await ctx.db
      .select({ id: publishRuns.id })
      .from(publishRuns)
      .where(
        and(
          eq(publishRuns.locationId, request.locationId),
          eq(publishRuns.mode, request.mode),
          inArray(publishRuns.status, ['queued', 'running']),
        ),
      );
    if (!under) throw new HttpError(409, 'Enhetens publicering avslutades just. Starta den igen.');
    return (await runOf(ctx.db, under.id)) as TPublishRun;
  }
  await ctx.jobs.publishRun(made);
  return (await runOf(ctx.db, made)) as TPublishRun;
}

/** GET /api/publish/runs/{id}: how far the run has come, and each item's outcome. */
export async function publishRunState(ctx: RequestContext, runId: number): Promise<TPublishRun> {
  const run = await runOf(ctx.db, runId);
  if (!run) {
    await requireFlagAt(ctx, 'adminMenu', 'GROUPS', null);
    throw notFound(PUBLISH_RUN_NOT_FOUND_MESSAGE);
  }
  await requireFlagAt(ctx, 'adminMenu', flagOf(run.mode), run.locationId);
  return run;
}

/** Why an item failed, in Swedish words that name no person: an outside system's answer, or our own fault. */
function failureOf(error: unknown): string {
  if (error instanceof IntegrationError) return userMessageOf(error.system, error);
  if (error instanceof HttpError) return error.message;
  return 'Publiceringen misslyckades av ett fel i Kansli. Publicera igen; kvarstår felet, kontakta systemförvaltaren.';
}

interface PublishRunLog {
  warn(fields: object, message: string): void;
}

/** The job's work: each pending item published, its outcome stored; a retried run goes on where it stopped. */
export async function workPublishRun(
  deps: Omit<PublishDeps, 'actor'> & { log?: PublishRunLog },
  runId: number,
): Promise<void> {
  const [run] = await deps.db.select().from(publishRuns).where(eq(publishRuns.id, runId));
  if (!run || run.status === 'done' || run.status === 'failed') return;
  await deps.db.update(publishRuns).set({ status: 'running' }).where(eq(publishRuns.id, runId));
  const publish: PublishDeps = { ...deps, actor: { realPersonId: run.startedBy, ghostAsId: null } };
  const pending = await deps.db
    .select()
    .from(publishRunItems)
    .where(and(eq(publishRunItems.runId, runId), eq(publishRunItems.status, 'pending')))
    .orderBy(asc(publishRunItems.id));
  for (const item of pending) {
    let status: 'published' | 'partial' | 'skipped' | 'failed' = 'published';
    let message = '';
    try {
      const outcome =
        run.mode === 'groups'
          ? await publishGroup(publish, run, item.itemId)
          : { message: await publishPerson(publish, item.itemId), partial: false };
      message = outcome.message;
      if (outcome.partial) status = 'partial';
    } catch (error) {
      status = error instanceof NotPublishableError ? 'skipped' : 'failed';
      message = failureOf(error);
      // The stored message is for staff; the call and its status are for the log.
      if (status === 'failed') {
        deps.log?.warn(
          { runId, itemId: item.itemId, failure: technicalFields(error) },
          'publish run item failed',
        );
      }
    }
    await deps.db.update(publishRunItems).set({ status, message }).where(eq(publishRunItems.id, item.id));
  }
  await deps.db
    .update(publishRuns)
    .set({ status: 'done', finishedAt: deps.clock.now() })
    .where(eq(publishRuns.id, runId));
}

async function publishGroup(deps: PublishDeps, run: typeof publishRuns.$inferSelect, groupId: number) {
  const said: string[] = [];
  let partial = false;
  if (run.campus) {
    const { members } = await publishGroupToCampus(deps, groupId);
    said.push(`Campus: ${members} medlemmar`);
  }
  if (run.google) {
    try {
      const { added, removed, withoutAccount } = await publishGroupToGoogle(deps, groupId);
      said.push(
        `Google: ${added} tillagda, ${removed} borttagna${withoutAccount > 0 ? `, ${withoutAccount} utan Google-konto` : ''}`,
      );
    } catch (error) {
      // Published to campus already: a group Google cannot have is said, not failed.
      if (!(error instanceof NotPublishableError) || !run.campus) throw error;
      said.push(`Google: ${error.message}`);
      partial = true;
    }
  }
  return { message: said.join('; '), partial };
}

async function publishPerson(deps: PublishDeps, personId: number) {
  const campus = deps.integrations.campus?.client;
  if (!campus) throw new HttpError(503, CAMPUS_NOT_SET_UP);
  const person = await personForPublishing(deps.db, personId);
  if (!person) throw new NotPublishableError('Personen finns inte längre');
  await putPersonOnCampus({ ...deps, campus }, person);
  return 'Campus';
}
