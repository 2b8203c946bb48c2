import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { integrationSecrets } from '../../db/schema/integrations.ts';
import { testDatabase } from '../../test/database.ts';
import { secretBox } from '../secret-box.ts';
import { databaseTokenStore } from './token-store.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

describe('the refresh token kept in the database', () => {
  it('starts from the configured token, keeps each new one sealed, and another instance reads the newest', async () => {
    const key = randomBytes(32);
    const store = databaseTokenStore(database.db, secretBox(key), 'visma-test', 'från-konfigurationen');
    expect(await store.read()).toBe('från-konfigurationen');

    await store.write('roterad-1');
    await store.write('roterad-2');
    const [row] = await database.db
      .select()
      .from(integrationSecrets)
      .where(eq(integrationSecrets.system, 'visma-test'));
    expect(row?.sealed).not.toContain('roterad');

    const otherInstance = databaseTokenStore(
      database.db,
      secretBox(key),
      'visma-test',
      'från-konfigurationen',
    );
    expect(await otherInstance.read()).toBe('roterad-2');
    const wrongKey = databaseTokenStore(database.db, secretBox(randomBytes(32)), 'visma-test');
    await expect(wrongKey.read()).rejects.toThrow();
  });
});
