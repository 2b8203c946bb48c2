import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationSecrets } from '../../db/schema/integrations.ts';
import type { SecretBox } from '../secret-box.ts';

/** Where the Visma client keeps the refresh token it was last given. */
export interface RefreshTokenStore {
  read(): Promise<string | undefined>;
  write(token: string): Promise<void>;
}

/** Kept in memory only: for tests, and as the start of the database store. */
export function memoryTokenStore(initial?: string): RefreshTokenStore {
  let token = initial;
  return {
    read: () => Promise.resolve(token),
    write: (next) => {
      token = next;
      return Promise.resolve();
    },
  };
}

/**
 * Kept in the database, sealed: every instance reads the newest token, and a restart goes on with
 * it. The first token comes from the configuration when nothing is stored yet.
 */
export function databaseTokenStore(
  db: Db,
  box: SecretBox,
  system: string,
  initial?: string,
): RefreshTokenStore {
  return {
    async read() {
      const [row] = await db.select().from(integrationSecrets).where(eq(integrationSecrets.system, system));
      return row ? box.open(system, row.sealed) : initial;
    },
    async write(token) {
      const sealed = box.seal(system, token);
      await db
        .insert(integrationSecrets)
        .values({ system, sealed })
        .onConflictDoUpdate({ target: integrationSecrets.system, set: { sealed, updatedAt: sql`now()` } });
    },
  };
}
