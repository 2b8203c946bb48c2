import { INTEGRATION_NAMES, type TIntegrationKey } from '@kansli/domain/integrations/status';
import { sql } from 'drizzle-orm';
import type { Clock } from '../context/clock.ts';
import type { Db } from '../db/client.ts';
import { safeErrorFields } from '../db/errors.ts';
import { integrationStatus } from '../db/schema/integration-status.ts';
import type { CallObserver } from './calls.ts';
import { IntegrationError, integrationUserMessage } from './http.ts';

// How each outside system's calls end, kept in integration_status for Superadmin › Integrationer. An
// unchanged outcome is written at most every 30 s per system, so a busy job does not write per call;
// a change (a failure after successes, another message, a recovery) is written at once.

/** How long an unchanged outcome of a system's calls goes unwritten. */
export const CALL_LOG_INTERVAL_MS = 30_000;

export type CallOutcome = { ok: true } | { ok: false; error: unknown };

interface CallLogLogger {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface CallLog {
  /** The observer of one system's ordinary calls: it returns at once and never throws. */
  observer(key: TIntegrationKey): CallObserver;
  /** Writes a test's outcome now, whatever was written last; rejects when the database does. */
  record(key: TIntegrationKey, outcome: CallOutcome): Promise<void>;
}

/** The Swedish message the screen shows for a failed call to the system. */
export function userMessageOf(system: string, error: unknown): string {
  const own = typeof error === 'object' && error !== null && 'userMessage' in error && error.userMessage;
  if (typeof own === 'string' && own.trim() !== '') return own;
  if (error instanceof IntegrationError) {
    return integrationUserMessage({ system, failure: error.failure, status: error.status });
  }
  return `Okänt fel vid anropet till ${system}.`;
}

/** What the log may say of a failed call: the system, operation and status, never a URL or a body. */
export function technicalFields(error: unknown): Record<string, unknown> {
  if (error instanceof IntegrationError) {
    const { name, system, operation, failure, status, attempts } = error;
    return { type: name, system, operation, failure, status, attempts };
  }
  const { stack: _stack, ...fields } = safeErrorFields(error);
  return fields;
}

export function createCallLog({ db, clock, log }: { db: Db; clock: Clock; log: CallLogLogger }): CallLog {
  /** What this instance last wrote of each system, and when. */
  const written = new Map<TIntegrationKey, { ok: boolean; message: string | null; at: number }>();

  const write = async (key: TIntegrationKey, ok: boolean, message: string | null, at: Date) => {
    await db
      .insert(integrationStatus)
      .values({ system: key, ok, message, checkedAt: at, lastSuccessAt: ok ? at : null })
      .onConflictDoUpdate({
        target: integrationStatus.system,
        set: {
          ok: sql`excluded.ok`,
          message: sql`excluded.message`,
          checkedAt: sql`excluded.checked_at`,
          lastSuccessAt: sql`coalesce(excluded.last_success_at, ${integrationStatus.lastSuccessAt})`,
        },
        // Writes are not awaited in order: an older outcome never replaces a newer one.
        setWhere: sql`${integrationStatus.checkedAt} <= excluded.checked_at`,
      });
  };

  /** Writes the outcome unless it repeats what was written less than the interval ago; undefined then. */
  function note(key: TIntegrationKey, outcome: CallOutcome, force: boolean): Promise<void> | undefined {
    const at = clock.now();
    const message = outcome.ok ? null : userMessageOf(INTEGRATION_NAMES[key], outcome.error);
    const last = written.get(key);
    const unchanged = last !== undefined && last.ok === outcome.ok && last.message === message;
    if (!force && unchanged && at.getTime() - last.at < CALL_LOG_INTERVAL_MS) return undefined;
    const entry = { ok: outcome.ok, message, at: at.getTime() };
    written.set(key, entry);
    if (!outcome.ok) {
      log.warn({ system: key, failure: technicalFields(outcome.error) }, 'outside system call failed');
    }
    return write(key, outcome.ok, message, at).then(
      () => undefined,
      (error: unknown) => {
        // Not written: the next call tries again.
        if (written.get(key) === entry) written.delete(key);
        throw error;
      },
    );
  }

  const observe = (key: TIntegrationKey, outcome: CallOutcome) => {
    const failed = (error: unknown) =>
      log.error({ system: key, failure: safeErrorFields(error) }, 'recording an outside system call failed');
    try {
      note(key, outcome, false)?.catch(failed);
    } catch (error) {
      failed(error);
    }
  };

  return {
    observer: (key) => ({
      succeeded: () => observe(key, { ok: true }),
      failed: (error) => observe(key, { ok: false, error }),
    }),
    record: async (key, outcome) => {
      await note(key, outcome, true);
    },
  };
}
