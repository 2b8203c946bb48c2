// npm run seed -- [--scale N]: a fresh database holding N times the demo organisation.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config.ts';
import { reportCommandFailure } from '../../log/command-failure.ts';
import { openDatabase } from '../client.ts';
import { syncPermissionCatalogue } from '../permission-catalogue.ts';
import { seedDatabase } from './seed.ts';

try {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    throw new ConfigError('--scale must be a whole number 1–100');
  const config = loadConfig();
  if (config.production) throw new ConfigError('Refusing to replace a production database with demo data.');

  if (!config.databaseUrl) await rm(config.dataDir, { recursive: true, force: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.databaseUrl) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  await syncPermissionCatalogue(database.db);
  const started = performance.now();
  await seedDatabase(database.db, { scale });
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  console.log(
    `Seeded ${scale}× the demo data into ${where} in ${Math.round(performance.now() - started)} ms.`,
  );
  await database.close();
} catch (error) {
  reportCommandFailure(error, error instanceof ConfigError);
}
