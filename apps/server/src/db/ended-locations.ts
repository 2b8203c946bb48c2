import { type SQL, sql } from 'drizzle-orm';
import { locations } from './schema/locations.ts';

// A unit ended in Superadmin › Organisation is never deleted: the lists that start new work (the unit
// pickers, the nightly import) leave it out from its end date on, while what refers to it stays.

/** The condition on `locations` that the unit is not ended on the day. */
export function notEndedOn(today: string): SQL {
  return sql`(${locations.endedAt} is null or ${locations.endedAt} > ${today})`;
}

/** As notEndedOn, for a query that names the locations table by an alias. */
export function aliasNotEndedOn(alias: string, today: string): SQL {
  const column = sql.raw(`${alias}.ended_at`);
  return sql`(${column} is null or ${column} > ${today})`;
}
