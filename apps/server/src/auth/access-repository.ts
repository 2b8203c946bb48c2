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

/** The location and its ancestors up to the root; empty for an unknown location. */
export async function loadAncestors(db: Db, locationId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from locations where id = ${locationId}
        union all
        select l.id, l.parent_id, up.depth + 1 from locations l join up on l.id = up.parent_id where up.depth < 64
      )
      select id from up order by depth`,
  );
  return rows.map((row) => row.id);
}

/** The bit of a flag, or 0 when the segment or flag does not exist. */
export async function loadFlagBit(db: Db, segment: string, flag: string): Promise<number> {
  const [row] = await queryRows<{ bit: number }>(
    db,
    sql`select f.bit from auth_flags f join auth_segments s on s.id = f.segment_id
        where s.key = ${segment} and f.key = ${flag}`,
  );
  return row?.bit ?? 0;
}
