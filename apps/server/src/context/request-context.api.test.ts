import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { testDatabase } from '../test/database.ts';
import { testSignInProvider } from '../test/identity.ts';
import { queueOnly } from '../test/jobs.ts';
import { fixedClock } from './clock.ts';
import { createRequestContext, OpenTransactionError } from './request-context.ts';

let database: Database;
let jobs: JobQueue;
beforeAll(async () => {
  database = await testDatabase();
  jobs = (await queueOnly(database)).queue;
});

const person = { id: 1, givenName: 'Test', familyName: 'Person', avatarImage: null };
const contextAt = (instant: string) =>
  createRequestContext(
    {
      actor: createActor(database.db, person.id, person),
      clock: fixedClock(instant),
      integrations: { signIn: testSignInProvider, visma: undefined },
      jobs,
    },
    database.db,
  );
const auditMarked = (marker: string) => database.db.$count(auditEvents, eq(auditEvents.action, marker));

describe('the request context', () => {
  it("tells the day in Stockholm from the clock it was given, not the wall's", () => {
    expect(contextAt('2026-03-31T21:59:59Z').clock.today()).toBe('2026-03-31');
    expect(contextAt('2026-03-31T22:00:00Z').clock.today()).toBe('2026-04-01');
    expect(contextAt('2026-12-31T23:30:00Z').clock.today()).toBe('2027-01-01');
  });

  it('refuses the outer database while a transaction is open, so writes cannot slip past it', async () => {
    const ctx = contextAt('2026-03-15T10:00:00Z');
    const marker = `context-test-${Math.random()}`;
    await expect(
      ctx.transaction(async (tx) => {
        await tx.db.insert(auditEvents).values({ actorId: 1, action: marker, entity: 'test' });
        await ctx.db.insert(auditEvents).values({ actorId: 1, action: marker, entity: 'test' });
      }),
    ).rejects.toBeInstanceOf(OpenTransactionError);
    // The failure rolled the transaction's own write back too.
    expect(await auditMarked(marker)).toBe(0);
    // Once the transaction is over, the outer database answers again.
    await ctx.db.insert(auditEvents).values({ actorId: 1, action: marker, entity: 'test' });
    expect(await auditMarked(marker)).toBe(1);
  });

  it('commits the work of a transaction that succeeds', async () => {
    const marker = `context-test-${Math.random()}`;
    await contextAt('2026-03-15T10:00:00Z').transaction((tx) =>
      tx.db.insert(auditEvents).values({ actorId: 1, action: marker, entity: 'test' }),
    );
    expect(await auditMarked(marker)).toBe(1);
  });
});
