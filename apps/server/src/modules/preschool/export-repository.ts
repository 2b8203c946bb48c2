import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface StatisticsChild {
  id: number;
  locationId: number;
  civicNumber: string;
  active: boolean;
  periods: {
    start: string;
    end: string | null;
    commune: string;
    department: string;
    careTime: 'Heltid' | 'Deltid';
  }[];
}

/**
 * The children of the units that have a care period (deleted ones do not count), active or not, each
 * with those periods; names are not read, since the statistics carry none. Two queries whatever the
 * number of units.
 */
export async function childrenForStatistics(db: Db, locationIds: number[]): Promise<StatisticsChild[]> {
  if (locationIds.length === 0) return [];
  const units = sql`${`{${locationIds.join(',')}}`}::int[]`;
  const [children, periods] = await Promise.all([
    queryRows<{ id: number; location_id: number; civic_number: string; active: boolean }>(
      db,
      sql`select c.id, c.location_id, c.civic_number, c.active from preschool_children c
          where c.location_id = any(${units})
            and exists (select 1 from preschool_care_periods p where p.child_id = c.id and not p.deleted)
          order by c.civic_number, c.id`,
    ),
    queryRows<{
      child_id: number;
      start: string;
      end: string | null;
      commune: string;
      department: string;
      care_time: 'Heltid' | 'Deltid';
    }>(
      db,
      sql`select p.child_id, p.start::text as start, p."end"::text as "end", p.commune, p.department, p.care_time
          from preschool_care_periods p join preschool_children c on c.id = p.child_id
          where c.location_id = any(${units}) and not p.deleted order by p.start, p.id`,
    ),
  ]);
  const periodsOf = Map.groupBy(periods, (p) => p.child_id);
  return children.map((c) => ({
    id: c.id,
    locationId: c.location_id,
    civicNumber: c.civic_number,
    active: c.active,
    periods: (periodsOf.get(c.id) ?? []).map((p) => ({
      start: p.start,
      end: p.end,
      commune: p.commune,
      department: p.department,
      careTime: p.care_time,
    })),
  }));
}
