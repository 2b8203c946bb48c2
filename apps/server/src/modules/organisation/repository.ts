import type { TLocationFields, TOrganisationLocation } from '@kansli/domain/organisation/locations';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type LocationExtension, locations } from '../../db/schema/locations.ts';
import { preschoolDepartments, preschoolUnits } from '../../db/schema/preschool.ts';

// The SQL of the organisation editor.

/** Held by every change of the organisation until its transaction ends: two moves can never make a cycle. */
const ORGANISATION_LOCK = 4_265_190_311;

export async function lockOrganisation(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ORGANISATION_LOCK})`);
}

/** Every unit, ended ones too, by name, with a preschool's communes and departments. */
export async function loadOrganisation(db: Db): Promise<TOrganisationLocation[]> {
  const [rows, departments] = await Promise.all([
    db
      .select({ location: locations, communes: preschoolUnits.communes })
      .from(locations)
      .leftJoin(preschoolUnits, eq(preschoolUnits.locationId, locations.id))
      .orderBy(asc(locations.name), asc(locations.id)),
    db
      .select({
        id: preschoolDepartments.id,
        locationId: preschoolDepartments.locationId,
        name: preschoolDepartments.name,
      })
      .from(preschoolDepartments)
      .orderBy(asc(preschoolDepartments.sortOrder), asc(preschoolDepartments.id)),
  ]);
  const departmentsOf = Map.groupBy(departments, (department) => department.locationId);
  return rows.map(({ location, communes }) => ({
    id: location.id,
    parent_id: location.parentId,
    name: location.name,
    business_id: location.businessId,
    cost_center: location.costCenter,
    system_ids: (location.extension.systemIds ?? []).map((row) => ({
      system: row.system,
      system_id: row.systemId,
      system_segment: row.systemSegment ?? null,
    })),
    freshservice_id: freshserviceIdOf(location.extension),
    departments: (departmentsOf.get(location.id) ?? []).map(({ id, name }) => ({ id, name })),
    ended_at: location.endedAt,
    preschool: communes !== null,
    communes: communes ?? [],
  }));
}

function freshserviceIdOf(extension: LocationExtension): number | null {
  const id = Number(extension.freshserviceId);
  return extension.freshserviceId != null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The extension with the editor's fields written into it; whatever else it holds stays. */
function extensionWith(extension: LocationExtension, fields: TLocationFields): LocationExtension {
  const { systemIds: _systemIds, freshserviceId: _freshserviceId, ...rest } = extension;
  return {
    ...rest,
    ...(fields.system_ids.length > 0 && {
      systemIds: fields.system_ids.map((row) => ({
        system: row.system,
        systemId: row.system_id,
        ...(row.system_segment !== null && { systemSegment: row.system_segment }),
      })),
    }),
    ...(fields.freshservice_id !== null && { freshserviceId: fields.freshservice_id }),
  };
}

const columnsOf = (fields: TLocationFields) => ({
  parentId: fields.parent_id,
  name: fields.name,
  businessId: fields.business_id,
  costCenter: fields.cost_center,
});

export async function insertLocation(db: Db, fields: TLocationFields, now: Date): Promise<number> {
  const [made] = await db
    .insert(locations)
    .values({ ...columnsOf(fields), extension: extensionWith({}, fields), createdAt: now, updatedAt: now })
    .returning({ id: locations.id });
  if (!made) throw new Error('no location made');
  return made.id;
}

export async function updateLocation(db: Db, locationId: number, fields: TLocationFields, now: Date) {
  const [row] = await db
    .select({ extension: locations.extension })
    .from(locations)
    .where(eq(locations.id, locationId));
  await db
    .update(locations)
    .set({ ...columnsOf(fields), extension: extensionWith(row?.extension ?? {}, fields), updatedAt: now })
    .where(eq(locations.id, locationId));
}

export async function setEndedAt(db: Db, locationId: number, endedAt: string | null, now: Date) {
  await db.update(locations).set({ endedAt, updatedAt: now }).where(eq(locations.id, locationId));
}

/** Makes the unit a preschool unit, where children are registered and invoiced. */
export async function insertPreschoolUnit(db: Db, locationId: number, communes: string[]) {
  await db.insert(preschoolUnits).values({ locationId, communes });
}

export async function updateCommunes(db: Db, locationId: number, communes: string[]) {
  await db.update(preschoolUnits).set({ communes }).where(eq(preschoolUnits.locationId, locationId));
}

/**
 * Makes the preschool's departments the list: those with an id kept (renamed, reordered), the others
 * removed, the ones without id added. Answers the renames, old name to new.
 */
export async function saveDepartments(
  db: Db,
  locationId: number,
  stored: readonly { id: number; name: string }[],
  wanted: TLocationFields['departments'],
): Promise<Map<string, string>> {
  const keptIds = wanted.flatMap((department) => (department.id === undefined ? [] : [department.id]));
  await db
    .delete(preschoolDepartments)
    .where(
      and(
        eq(preschoolDepartments.locationId, locationId),
        keptIds.length > 0 ? notInArray(preschoolDepartments.id, keptIds) : undefined,
      ),
    );
  const renames = new Map<string, string>();
  for (const department of wanted) {
    const before = stored.find((row) => row.id === department.id);
    if (before && before.name !== department.name) renames.set(before.name, department.name);
  }
  if (renames.size > 0) {
    // Out of the way first, so that two departments may swap names under the unique key.
    await db
      .update(preschoolDepartments)
      .set({ name: sql`chr(1) || ${preschoolDepartments.id}::text` })
      .where(
        and(
          eq(preschoolDepartments.locationId, locationId),
          inArray(preschoolDepartments.name, [...renames.keys()]),
        ),
      );
  }
  for (const [sortOrder, department] of wanted.entries()) {
    if (department.id === undefined) {
      await db.insert(preschoolDepartments).values({ locationId, name: department.name, sortOrder });
    } else {
      await db
        .update(preschoolDepartments)
        .set({ name: department.name, sortOrder })
        .where(eq(preschoolDepartments.id, department.id));
    }
  }
  return renames;
}

/** The unit's care periods take their department's new name, all renames at once. Answers how many. */
export async function renameCarePeriodDepartments(
  db: Db,
  locationId: number,
  renames: ReadonlyMap<string, string>,
): Promise<number> {
  if (renames.size === 0) return 0;
  const cases = sql.join(
    [...renames].map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  );
  const renamed = await queryRows<{ id: number }>(
    db,
    sql`update preschool_care_periods p set department = case p.department ${cases} end
        from preschool_children c
        where c.id = p.child_id and c.location_id = ${locationId}
          and p.department in (${sql.join(
            [...renames.keys()].map((name) => sql`${name}`),
            sql`, `,
          )})
        returning p.id`,
  );
  return renamed.length;
}
