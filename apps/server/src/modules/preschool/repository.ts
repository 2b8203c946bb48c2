import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { notEndedOn } from '../../db/ended-locations.ts';
import { personRoles } from '../../db/schema/access.ts';
import { locations } from '../../db/schema/locations.ts';
import {
  preschoolCarePeriods,
  preschoolChildGuardians,
  preschoolChildren,
  preschoolDataRevision,
  preschoolGuardians,
  preschoolInvoiceLines,
  preschoolInvoices,
  preschoolUnits,
} from '../../db/schema/preschool.ts';
import { allWordsMatch } from '../../db/text-search.ts';

export interface Unit {
  locationId: number;
  name: string;
  costCenter: string;
  communes: string[];
  departments: string[];
}

const unitColumns = {
  locationId: preschoolUnits.locationId,
  name: locations.name,
  costCenter: sql<string>`${locations.costCenter}`,
  communes: preschoolUnits.communes,
  departments: sql<string[]>`coalesce((select jsonb_agg(d.name order by d.sort_order, d.id)
    from preschool_departments d where d.location_id = ${preschoolUnits.locationId}), '[]'::jsonb)`,
};

/** The preschool units by name; with a day, only those not ended then (the units new work starts at). */
export function listUnits(db: Db, openOn?: string): Promise<Unit[]> {
  return db
    .select(unitColumns)
    .from(preschoolUnits)
    .innerJoin(locations, eq(locations.id, preschoolUnits.locationId))
    .where(openOn === undefined ? undefined : notEndedOn(openOn))
    .orderBy(asc(locations.name));
}

export async function findUnit(db: Db, costCenter: string): Promise<Unit | undefined> {
  const [unit] = await db
    .select(unitColumns)
    .from(preschoolUnits)
    .innerJoin(locations, eq(locations.id, preschoolUnits.locationId))
    .where(eq(locations.costCenter, costCenter));
  return unit;
}

export async function roleLocationsOf(db: Db, personId: number): Promise<Set<number>> {
  const rows = await db
    .select({ locationId: personRoles.locationId })
    .from(personRoles)
    .where(eq(personRoles.personId, personId));
  return new Set(rows.map((r) => r.locationId));
}

/** The texts searched: they are the expressions of the trigram indexes, so the indexes serve the search. */
const CHILD_SEARCH_TEXT = sql.raw(
  `lower(coalesce(c.given_name, '') || ' ' || coalesce(c.family_name, '') || ' ' || coalesce(c.civic_number, ''))`,
);
const GUARDIAN_SEARCH_TEXT = sql.raw(
  `lower(coalesce(g.given_name, '') || ' ' || coalesce(g.family_name, '') || ' ' || coalesce(g.email, ''))`,
);

export interface Page {
  ids: number[];
  total: number;
}

/** Guardians registered at the unit or with a child there. */
const guardianOfUnit = (locationId: number) =>
  sql`(g.location_id = ${locationId} or exists (
        select 1 from preschool_child_guardians cg join preschool_children c on c.id = cg.child_id
        where cg.guardian_id = g.id and c.location_id = ${locationId}))`;

const searchSources = {
  children: {
    from: sql.raw('preschool_children c'),
    id: sql.raw('c.id'),
    ofUnit: (locationId: number) => sql`c.location_id = ${locationId}`,
    text: CHILD_SEARCH_TEXT,
    order: sql.raw('c.family_name, c.given_name, c.id'),
  },
  guardians: {
    from: sql.raw('preschool_guardians g'),
    id: sql.raw('g.id'),
    ofUnit: guardianOfUnit,
    text: GUARDIAN_SEARCH_TEXT,
    order: sql.raw('g.family_name, g.given_name, g.id'),
  },
};

/** One page of a unit's children or guardians whose texts hold every term, with the total. */
export async function searchUnit(
  db: Db,
  kind: keyof typeof searchSources,
  locationId: number,
  terms: string[],
  offset: number,
  limit: number,
): Promise<Page> {
  const source = searchSources[kind];
  const where = sql`${source.ofUnit(locationId)} and ${allWordsMatch(source.text, terms)}`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select ${source.id} as id, count(*) over ()::int as total from ${source.from} where ${where}
        order by ${source.order} limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // A page past the last result still answers the total, which the window count cannot.
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${source.from} where ${where}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

export async function isGuardianOfUnit(db: Db, guardianId: number, locationId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select g.id from preschool_guardians g where g.id = ${guardianId} and ${guardianOfUnit(locationId)}`,
  );
  return rows.length > 0;
}

/**
 * A guardian of the unit, its row locked until the transaction ends: two requests for the guardian's
 * Visma customer run one after the other, so the second finds the customer the first linked.
 */
export async function lockGuardianOfUnit(db: Db, guardianId: number, locationId: number) {
  const [row] = await queryRows<{
    id: number;
    given_name: string;
    family_name: string;
    email: string;
    street_address: string;
    postal_code: string;
    city: string;
    visma_id: string | null;
  }>(
    db,
    sql`select g.id, g.given_name, g.family_name, g.email, g.street_address, g.postal_code, g.city, g.visma_id
        from preschool_guardians g where g.id = ${guardianId} and ${guardianOfUnit(locationId)}
        for no key update`,
  );
  return row;
}

export async function setGuardianVismaId(db: Db, guardianId: number, vismaId: string) {
  await db.update(preschoolGuardians).set({ vismaId }).where(eq(preschoolGuardians.id, guardianId));
}

export function loadChildren(db: Db, ids: number[]): Promise<ChildRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(childColumns).from(preschoolChildren).where(inArray(preschoolChildren.id, ids));
}

/**
 * The children, their rows locked until the transaction ends: saves of one child run one after the
 * other, so each sees the care periods the one before it left. Locked in id order, so that two batches
 * holding the same children cannot deadlock. 'for no key update' is the lock an update of the row takes:
 * it excludes other saves of the child but not a guardian's save linking it.
 */
export function lockChildren(db: Db, ids: number[]): Promise<ChildRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(childColumns)
    .from(preschoolChildren)
    .where(inArray(preschoolChildren.id, ids))
    .orderBy(asc(preschoolChildren.id))
    .for('no key update');
}

export function loadGuardians(db: Db, ids: number[]): Promise<GuardianRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(guardianColumns).from(preschoolGuardians).where(inArray(preschoolGuardians.id, ids));
}

export function loadCarePeriods(db: Db, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(preschoolCarePeriods)
    .where(inArray(preschoolCarePeriods.childId, childIds))
    .orderBy(asc(preschoolCarePeriods.start), asc(preschoolCarePeriods.id));
}

export function loadLinksOfChildren(db: Db, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(preschoolChildGuardians)
    .where(inArray(preschoolChildGuardians.childId, childIds))
    .orderBy(asc(preschoolChildGuardians.sortOrder));
}

export function loadLinksOfGuardians(db: Db, guardianIds: number[]) {
  if (guardianIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(preschoolChildGuardians)
    .where(inArray(preschoolChildGuardians.guardianId, guardianIds))
    .orderBy(asc(preschoolChildGuardians.sortOrder));
}

const childColumns = {
  id: preschoolChildren.id,
  locationId: preschoolChildren.locationId,
  givenName: preschoolChildren.givenName,
  familyName: preschoolChildren.familyName,
  civicNumber: preschoolChildren.civicNumber,
  active: preschoolChildren.active,
  note: preschoolChildren.note,
};
const guardianColumns = {
  id: preschoolGuardians.id,
  locationId: preschoolGuardians.locationId,
  givenName: preschoolGuardians.givenName,
  familyName: preschoolGuardians.familyName,
  email: preschoolGuardians.email,
  phone: preschoolGuardians.phone,
  streetAddress: preschoolGuardians.streetAddress,
  postalCode: preschoolGuardians.postalCode,
  city: preschoolGuardians.city,
  note: preschoolGuardians.note,
  vismaId: preschoolGuardians.vismaId,
};
export type ChildRow = { [K in keyof typeof childColumns]: (typeof preschoolChildren.$inferSelect)[K] };
export type GuardianRow = {
  [K in keyof typeof guardianColumns]: (typeof preschoolGuardians.$inferSelect)[K];
};

/** The token of the preschool data as it is now; undefined before the first write. */
export async function preschoolRevision(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ revision: preschoolDataRevision.revision }).from(preschoolDataRevision);
  return row?.revision;
}

/** The guardians with these ids, with their contact data and Visma customer. */
export function guardiansByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: preschoolGuardians.id,
      given_name: preschoolGuardians.givenName,
      family_name: preschoolGuardians.familyName,
      email: preschoolGuardians.email,
      phone: preschoolGuardians.phone,
      street_address: preschoolGuardians.streetAddress,
      postal_code: preschoolGuardians.postalCode,
      city: preschoolGuardians.city,
      visma_id: preschoolGuardians.vismaId,
    })
    .from(preschoolGuardians)
    .where(inArray(preschoolGuardians.id, ids));
}

/** The unit's invoices of a month, one per guardian at most. */
/** The unit's invoices of the month, each with its lines. */
export async function invoicesOfMonth(db: Db, locationId: number, period: string) {
  const invoices = await db
    .select()
    .from(preschoolInvoices)
    .where(and(eq(preschoolInvoices.locationId, locationId), eq(preschoolInvoices.period, period)));
  return withLines(db, invoices);
}

export async function guardiansWithInvoice(db: Db, locationId: number, period: string): Promise<Set<number>> {
  const rows = await db
    .select({ guardianId: preschoolInvoices.guardianId })
    .from(preschoolInvoices)
    .where(and(eq(preschoolInvoices.locationId, locationId), eq(preschoolInvoices.period, period)));
  return new Set(rows.map((r) => r.guardianId));
}

export async function invoicesOfGuardian(db: Db, guardianId: number, locationId: number) {
  const invoices = await db
    .select()
    .from(preschoolInvoices)
    .where(and(eq(preschoolInvoices.guardianId, guardianId), eq(preschoolInvoices.locationId, locationId)))
    .orderBy(sql`${preschoolInvoices.period} desc`);
  return withLines(db, invoices);
}

async function withLines(db: Db, invoices: (typeof preschoolInvoices.$inferSelect)[]) {
  const lines =
    invoices.length === 0
      ? []
      : await db
          .select()
          .from(preschoolInvoiceLines)
          .where(
            inArray(
              preschoolInvoiceLines.invoiceId,
              invoices.map((i) => i.id),
            ),
          )
          .orderBy(asc(preschoolInvoiceLines.lineNumber));
  const linesOf = Map.groupBy(lines, (line) => line.invoiceId);
  return invoices.map((invoice) => ({ invoice, lines: linesOf.get(invoice.id) ?? [] }));
}

/** An invoice with its lines, as the repository answers it. */
export type InvoiceWithLines = Awaited<ReturnType<typeof withLines>>[number];

export interface ChildWithCare {
  child: ChildRow;
  periods: (typeof preschoolCarePeriods.$inferSelect)[];
  links: {
    link: typeof preschoolChildGuardians.$inferSelect;
    guardian: Pick<GuardianRow, 'id' | 'givenName' | 'familyName' | 'email'>;
  }[];
}

/**
 * Children with their care periods and guardians: three plain queries run side by side, whatever the
 * number of children; the rows are assembled here, which is cheaper than building JSON in the database.
 */
export async function loadChildrenWithCare(
  db: Db,
  which: { locationId: number; activeOnly: boolean } | { ids: number[] },
): Promise<ChildWithCare[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  // The children's ids first, so that periods and guardians are found through their child_id indexes
  // (a hash join over the whole tables cost four times as much at ten times the demo data).
  const childIds =
    'ids' in which
      ? sql`${`{${which.ids.join(',')}}`}::int[]`
      : sql`array(select id from preschool_children where location_id = ${which.locationId}
          ${which.activeOnly ? sql`and active` : sql``})`;
  const filter =
    'ids' in which
      ? sql`c.id = any(${childIds})`
      : sql`c.location_id = ${which.locationId} ${which.activeOnly ? sql`and c.active` : sql``}`;
  const [children, periods, links] = await Promise.all([
    queryRows<{
      id: number;
      location_id: number;
      given_name: string;
      family_name: string;
      civic_number: string;
      active: boolean;
      note: string;
    }>(
      db,
      sql`select c.id, c.location_id, c.given_name, c.family_name, c.civic_number, c.active, c.note
          from preschool_children c where ${filter} order by c.family_name, c.given_name, c.id`,
    ),
    queryRows<{
      id: number;
      child_id: number;
      start: string;
      end: string | null;
      commune: string;
      department: string;
      care_time: 'Heltid' | 'Deltid';
      cost_ore: string | number | null;
      note: string;
      deleted: boolean;
    }>(
      db,
      sql`select p.id, p.child_id, p.start::text as start, p."end"::text as "end", p.commune, p.department,
            p.care_time, p.cost_ore, p.note, p.deleted
          from preschool_care_periods p where p.child_id = any(${childIds}) order by p.start, p.id`,
    ),
    queryRows<{
      child_id: number;
      guardian_id: number;
      percent: number;
      sort_order: number;
      given_name: string;
      family_name: string;
      email: string;
    }>(
      db,
      sql`select cg.child_id, cg.guardian_id, cg.percent, cg.sort_order, g.given_name, g.family_name, g.email
          from preschool_child_guardians cg join preschool_guardians g on g.id = cg.guardian_id
          where cg.child_id = any(${childIds}) order by cg.sort_order, g.id`,
    ),
  ]);
  const result = new Map<number, ChildWithCare>(
    children.map((row) => [
      row.id,
      {
        child: {
          id: row.id,
          locationId: row.location_id,
          givenName: row.given_name,
          familyName: row.family_name,
          civicNumber: row.civic_number,
          active: row.active,
          note: row.note,
        },
        periods: [],
        links: [],
      },
    ]),
  );
  for (const p of periods) {
    result.get(p.child_id)?.periods.push({
      id: p.id,
      childId: p.child_id,
      start: p.start,
      end: p.end,
      commune: p.commune,
      department: p.department,
      careTime: p.care_time,
      // bigint arrives as text from node-postgres and as a number from PGlite.
      costOre: p.cost_ore === null ? null : Number(p.cost_ore),
      note: p.note,
      deleted: p.deleted,
    });
  }
  for (const l of links) {
    result.get(l.child_id)?.links.push({
      link: { childId: l.child_id, guardianId: l.guardian_id, percent: l.percent, sortOrder: l.sort_order },
      guardian: { id: l.guardian_id, givenName: l.given_name, familyName: l.family_name, email: l.email },
    });
  }
  return [...result.values()];
}

export interface NewInvoice {
  guardianId: number;
  locationId: number;
  period: string;
  name: string;
  text: string;
  reference: string;
  costSumOre: number;
  lines: { description: string; costOre: number; note: string }[];
}

/**
 * Stores the guardian's invoice of the month with its lines, unless one exists: answers the new id, or
 * undefined and the existing id. The unique key on guardian, unit and month decides between two at once.
 */
export async function insertInvoiceOnce(
  db: Db,
  invoice: NewInvoice,
): Promise<{ created?: number; existing?: number }> {
  const [inserted] = await db
    .insert(preschoolInvoices)
    .values({
      guardianId: invoice.guardianId,
      locationId: invoice.locationId,
      period: invoice.period,
      name: invoice.name,
      text: invoice.text,
      reference: invoice.reference,
      costSumOre: invoice.costSumOre,
    })
    .onConflictDoNothing()
    .returning({ id: preschoolInvoices.id });
  if (!inserted) {
    const [existing] = await db
      .select({ id: preschoolInvoices.id })
      .from(preschoolInvoices)
      .where(
        and(
          eq(preschoolInvoices.guardianId, invoice.guardianId),
          eq(preschoolInvoices.locationId, invoice.locationId),
          eq(preschoolInvoices.period, invoice.period),
        ),
      );
    return { existing: existing?.id };
  }
  await db.insert(preschoolInvoiceLines).values(
    invoice.lines.map((line, index) => ({
      invoiceId: inserted.id,
      lineNumber: index + 1,
      description: line.description,
      costOre: line.costOre,
      note: line.note,
    })),
  );
  return { created: inserted.id };
}

export async function invoiceOfUnit(db: Db, invoiceId: number, locationId: number) {
  const [invoice] = await db
    .select()
    .from(preschoolInvoices)
    .where(and(eq(preschoolInvoices.id, invoiceId), eq(preschoolInvoices.locationId, locationId)));
  if (!invoice) return undefined;
  const lines = await db
    .select()
    .from(preschoolInvoiceLines)
    .where(eq(preschoolInvoiceLines.invoiceId, invoiceId))
    .orderBy(asc(preschoolInvoiceLines.lineNumber));
  return { invoice, lines };
}
