import type { HeldGrant } from '@kansli/domain/access/grants';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/** The grants a person holds: through each role at its location, and directly. */
export async function loadGrants(db: Db, personId: number): Promise<HeldGrant[]> {
  const rows = await queryRows<{ segment: string; location_id: number | null; flags: number }>(
    db,
    sql`
      select s.key as segment, pr.location_id, g.flags
      from person_roles pr
      join grants g on g.context = 'role' and g.context_id = pr.role_id
      join auth_segments s on s.id = g.segment_id
      where pr.person_id = ${personId} and g.flags <> 0
      union all
      select s.key, g.location_id, g.flags
      from grants g
      join auth_segments s on s.id = g.segment_id
      where g.context = 'person' and g.context_id = ${personId} and g.flags <> 0`,
  );
  return rows.map((row) => ({ segment: row.segment, locationId: row.location_id, flags: row.flags }));
}

/** Every location's parent: the tree permission checks walk. */
export async function loadLocationParents(db: Db): Promise<Map<number, number | null>> {
  const rows = await queryRows<{ id: number; parent_id: number | null }>(
    db,
    sql`select id, parent_id from locations`,
  );
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}

/** Every flag's bit by 'segment.FLAG'. */
export async function loadFlagBits(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ segment: string; flag: string; bit: number }>(
    db,
    sql`select s.key as segment, f.key as flag, f.bit from auth_flags f join auth_segments s on s.id = f.segment_id`,
  );
  return new Map(rows.map((row) => [`${row.segment}.${row.flag}`, row.bit]));
}
