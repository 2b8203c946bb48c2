import type { Db } from '../../db/client.ts';
import { integrationStatus } from '../../db/schema/integration-status.ts';

export type IntegrationStatusRow = typeof integrationStatus.$inferSelect;

/** Every system's stored status, by key; a system never called has none. */
export async function integrationStatusRows(db: Db): Promise<Map<string, IntegrationStatusRow>> {
  const rows = await db.select().from(integrationStatus);
  return new Map(rows.map((row) => [row.system, row]));
}
