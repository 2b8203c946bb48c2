import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notEndedOn } from '../../db/ended-locations.ts';
import { chromebookInvoices } from '../../db/schema/chromebooks.ts';
import { chromeDevices } from '../../db/schema/devices.ts';
import { locations } from '../../db/schema/locations.ts';
import { personAddresses, personEmails, personGuardians, persons } from '../../db/schema/persons.ts';

// The SQL of the Chromebook invoice underlay.

export interface InvoiceLocation {
  id: number;
  name: string;
  costCenter: string;
  freshserviceId: number;
}

const freshserviceIdOf = sql<string | null>`${locations.extension}->>'freshserviceId'`;

function invoiceLocationOf(row: {
  id: number;
  name: string;
  costCenter: string | null;
  freshserviceId: string | null;
}) {
  const freshserviceId = Number(row.freshserviceId);
  if (!row.costCenter || !Number.isSafeInteger(freshserviceId) || freshserviceId <= 0) return null;
  return { id: row.id, name: row.name, costCenter: row.costCenter, freshserviceId };
}

/** The units not ended on the day with a cost center and a Freshservice department, by name. */
export async function invoiceLocations(db: Db, today: string): Promise<InvoiceLocation[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      costCenter: locations.costCenter,
      freshserviceId: freshserviceIdOf,
    })
    .from(locations)
    .where(and(isNotNull(locations.costCenter), sql`${freshserviceIdOf} is not null`, notEndedOn(today)))
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.flatMap((row) => invoiceLocationOf(row) ?? []);
}

/** The unit with the cost center, with or without a Freshservice department (null when unknown). */
export async function locationByCostCenter(
  db: Db,
  costCenter: string,
): Promise<{ id: number; name: string; costCenter: string; freshserviceId: number | null } | null> {
  const [row] = await db
    .select({
      id: locations.id,
      name: locations.name,
      costCenter: locations.costCenter,
      freshserviceId: freshserviceIdOf,
    })
    .from(locations)
    .where(eq(locations.costCenter, costCenter));
  if (!row) return null;
  return invoiceLocationOf(row) ?? { id: row.id, name: row.name, costCenter, freshserviceId: null };
}

/** The last ten digits of a civic number, the part both of its written forms share. */
const tenDigits = sql`right(regexp_replace(${persons.civicNumber}, '[^0-9]', '', 'g'), 10)`;

/** The persons with these civic numbers, by their last ten digits (YYMMDDNNNN). */
export async function personsByCivicDigits(db: Db, digits: readonly string[]): Promise<Map<string, number>> {
  if (digits.length === 0) return new Map();
  const rows = await db
    .select({ id: persons.id, digits: sql<string>`${tenDigits}` })
    .from(persons)
    .where(inArray(tenDigits, [...digits]));
  const found = new Map<string, number>();
  // A civic number shared by two persons is ambiguous: such a pupil is left unmatched.
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.digits)) found.delete(row.digits);
    else found.set(row.digits, row.id);
    seen.add(row.digits);
  }
  return found;
}

/** A person's first e-mail address, or null. */
const firstEmail = (personId: SQL | AnyPgColumn) =>
  sql<string | null>`(select ${personEmails.email} from ${personEmails}
    where ${personEmails.personId} = ${personId} order by ${personEmails.id} limit 1)`;

/**
 * The pupil's legal guardian who pays: the first with an e-mail address, else the first (whose case is
 * then invalid, spec 5); null without guardians.
 */
export async function payingGuardians(db: Db, studentIds: readonly number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ studentId: personGuardians.personId, guardianId: personGuardians.guardianId })
    .from(personGuardians)
    .where(inArray(personGuardians.personId, [...studentIds]))
    .orderBy(
      asc(personGuardians.personId),
      sql`(${firstEmail(sql`${personGuardians.guardianId}`)}) is null`,
      asc(personGuardians.guardianId),
    );
  const paying = new Map<number, number>();
  for (const row of rows) if (!paying.has(row.studentId)) paying.set(row.studentId, row.guardianId);
  return paying;
}

export interface FetchedCase {
  freshserviceId: number;
  locationId: number;
  serialNumber: string | null;
  category: string | null;
  costOre: number;
  subject: string;
  textHtml: string;
  requestedAt: Date;
  requester: string | null;
  studentCivicNumber: string | null;
  studentId: number | null;
  guardianId: number | null;
}

/**
 * Stores the fetched cases. A case not yet registered takes the ticket's current data; a registered one
 * keeps the snapshot staff registered, and no state column is ever touched here.
 */
export async function upsertFetchedCases(db: Db, cases: readonly FetchedCase[], now: Date): Promise<void> {
  if (cases.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(chromebookInvoices)
    .values(cases.map((c) => ({ ...c, fetchedAt: now, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: chromebookInvoices.freshserviceId,
      set: {
        locationId: excluded('location_id'),
        serialNumber: excluded('serial_number'),
        category: excluded('category'),
        costOre: excluded('cost_ore'),
        subject: excluded('subject'),
        textHtml: excluded('text_html'),
        requestedAt: excluded('requested_at'),
        requester: excluded('requester'),
        studentCivicNumber: excluded('student_civic_number'),
        studentId: excluded('student_id'),
        guardianId: excluded('guardian_id'),
        fetchedAt: excluded('fetched_at'),
        updatedAt: excluded('updated_at'),
      },
      setWhere: isNull(chromebookInvoices.registeredAt),
    });
}

const student = alias(persons, 'student');
const guardian = alias(persons, 'guardian');

/** The payer's registered address: the guardian's when there is a guardian, else the pupil's. */
const payerAddress = alias(personAddresses, 'payer_address');

/** The device's status as Google last reported it to Kansli's device list, unless Kansli released it. */
const deviceStatus = sql<
  string | null
>`coalesce(${chromebookInvoices.chromedeviceStatus}, (select ${chromeDevices.status}
  from ${chromeDevices} where ${chromeDevices.serialNumber} = ${chromebookInvoices.serialNumber}
  and ${chromeDevices.status} <> ''))`;

const caseColumns = {
  row: chromebookInvoices,
  deviceStatus,
  locationName: locations.name,
  costCenter: sql<string>`coalesce(${locations.costCenter}, '')`,
  student: {
    id: student.id,
    givenName: student.givenName,
    familyName: student.familyName,
    civicNumber: student.civicNumber,
    email: firstEmail(student.id),
  },
  guardian: {
    id: guardian.id,
    givenName: guardian.givenName,
    familyName: guardian.familyName,
    civicNumber: guardian.civicNumber,
    email: firstEmail(guardian.id),
  },
  address: {
    streetAddress: sql<string | null>`${payerAddress.streetAddress}`,
    postalCode: sql<string | null>`${payerAddress.postalCode}`,
    city: sql<string | null>`${payerAddress.city}`,
  },
};

function caseQuery(db: Db) {
  return db
    .select(caseColumns)
    .from(chromebookInvoices)
    .innerJoin(locations, eq(locations.id, chromebookInvoices.locationId))
    .leftJoin(student, eq(student.id, chromebookInvoices.studentId))
    .leftJoin(guardian, eq(guardian.id, chromebookInvoices.guardianId))
    .leftJoin(payerAddress, eq(payerAddress.personId, sql`coalesce(${guardian.id}, ${student.id})`))
    .$dynamic();
}

export type CaseView = Awaited<ReturnType<typeof casesByIds>>[number];

/** The cases with their unit, pupil, guardian and address, in the order of the ids. */
export async function casesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await caseQuery(db).where(inArray(chromebookInvoices.freshserviceId, [...ids]));
  const byId = new Map(rows.map((row) => [row.row.freshserviceId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function caseById(db: Db, id: number): Promise<CaseView | undefined> {
  const [row] = await casesByIds(db, [id]);
  return row;
}

/**
 * The case's row, locked until the transaction ends: two clicks on the same case run one after the
 * other, and the second sees what the first stored.
 */
export async function lockCase(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(chromebookInvoices)
    .where(eq(chromebookInvoices.freshserviceId, id))
    .for('update');
  return row;
}

export type CaseRow = typeof chromebookInvoices.$inferSelect;

export async function updateCase(
  db: Db,
  id: number,
  values: Partial<Omit<CaseRow, 'freshserviceId' | 'createdAt'>>,
  now: Date,
): Promise<void> {
  await db
    .update(chromebookInvoices)
    .set({ ...values, updatedAt: now })
    .where(eq(chromebookInvoices.freshserviceId, id));
}

/** The registered cases of a device, oldest first, locked. */
export function lockRegisteredCasesBySerial(db: Db, serialNumber: string) {
  return db
    .select()
    .from(chromebookInvoices)
    .where(
      and(
        sql`lower(${chromebookInvoices.serialNumber}) = lower(${serialNumber})`,
        isNotNull(chromebookInvoices.registeredAt),
      ),
    )
    .orderBy(asc(chromebookInvoices.registeredAt), asc(chromebookInvoices.freshserviceId))
    .for('update');
}

/** Whether any case, registered or not, has the serial number. */
export async function serialIsKnown(db: Db, serialNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chromebookInvoices.freshserviceId })
    .from(chromebookInvoices)
    .where(sql`lower(${chromebookInvoices.serialNumber}) = lower(${serialNumber})`)
    .limit(1);
  return !!row;
}

/** What the search box asks for: `system:id` in one of the case's systems, or a serial number or e-mail. */
export type CaseSearch = { text: string } | { system: string; systemId: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: CaseSearch): SQL | undefined {
  if ('system' in search) {
    const id = search.systemId;
    switch (search.system) {
      case 'freshservice':
      case 'admin':
        return /^\d{1,15}$/.test(id) ? eq(chromebookInvoices.freshserviceId, Number(id)) : sql`false`;
      case 'visma':
        return or(eq(chromebookInvoices.vismaInvoiceNumber, id), eq(chromebookInvoices.vismaInvoiceId, id));
      case 'chromedevice':
        return sql`lower(${chromebookInvoices.serialNumber}) = lower(${id})`;
      default:
        return sql`false`;
    }
  }
  if (!search.text) return undefined;
  const pattern = `%${escapeLike(search.text)}%`;
  const emailOf = (personId: AnyPgColumn) =>
    sql`exists (select 1 from ${personEmails} where ${personEmails.personId} = ${personId}
      and ${personEmails.email} ilike ${pattern})`;
  return or(
    sql`${chromebookInvoices.serialNumber} ilike ${pattern}`,
    emailOf(chromebookInvoices.studentId),
    emailOf(chromebookInvoices.guardianId),
  );
}

/** A page of the registered cases found at the units, newest first, and how many there are in all. */
export async function searchCaseIds(
  db: Db,
  search: CaseSearch,
  locationIds: readonly number[] | 'all',
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  if (locationIds !== 'all' && locationIds.length === 0) return { ids: [], total: 0 };
  const where = and(
    isNotNull(chromebookInvoices.registeredAt),
    searchCondition(search),
    locationIds === 'all' ? undefined : inArray(chromebookInvoices.locationId, [...locationIds]),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: chromebookInvoices.freshserviceId })
      .from(chromebookInvoices)
      .where(where)
      .orderBy(desc(chromebookInvoices.requestedAt), desc(chromebookInvoices.freshserviceId))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(chromebookInvoices).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** The units that have cases. */
export async function locationsWithCases(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ id: chromebookInvoices.locationId }).from(chromebookInvoices);
  return rows.map((row) => row.id);
}

/** The unit's cases reported from `from` to `to` (YYYY-MM-DD, Stockholm's days, both included), of the categories, oldest first. */
export async function casesOfPeriod(
  db: Db,
  locationId: number,
  from: string,
  to: string,
  categories: readonly string[],
): Promise<CaseView[]> {
  if (categories.length === 0) return [];
  const day = sql`(${chromebookInvoices.requestedAt} at time zone 'Europe/Stockholm')::date`;
  return caseQuery(db)
    .where(
      and(
        eq(chromebookInvoices.locationId, locationId),
        sql`${day} between ${from}::date and ${to}::date`,
        inArray(chromebookInvoices.category, [...categories]),
      ),
    )
    .orderBy(asc(chromebookInvoices.requestedAt), asc(chromebookInvoices.freshserviceId));
}

/** The cases sent to Visma at the units, newest first (the older Visma list). */
export async function sentCases(db: Db, locationIds: readonly number[] | 'all', limit: number) {
  if (locationIds !== 'all' && locationIds.length === 0) return [];
  return caseQuery(db)
    .where(
      and(
        isNotNull(chromebookInvoices.vismaInvoiceId),
        locationIds === 'all' ? undefined : inArray(chromebookInvoices.locationId, [...locationIds]),
      ),
    )
    .orderBy(desc(chromebookInvoices.requestedAt), desc(chromebookInvoices.freshserviceId))
    .limit(limit);
}

/** Open invoices among the cases whose payment was last asked before `before` (or never), oldest asked first. */
export async function openInvoicesToCheck(db: Db, ids: readonly number[], before: Date, limit: number) {
  if (ids.length === 0) return [];
  return db
    .select({
      freshserviceId: chromebookInvoices.freshserviceId,
      vismaInvoiceId: chromebookInvoices.vismaInvoiceId,
    })
    .from(chromebookInvoices)
    .where(
      and(
        inArray(chromebookInvoices.freshserviceId, [...ids]),
        eq(chromebookInvoices.vismaStatus, 'open'),
        isNotNull(chromebookInvoices.vismaInvoiceId),
        or(isNull(chromebookInvoices.statusCheckedAt), lte(chromebookInvoices.statusCheckedAt, before)),
      ),
    )
    .orderBy(sql`${chromebookInvoices.statusCheckedAt} asc nulls first`)
    .limit(limit);
}

/**
 * Kansli's own row of a device Google has just released shows it released at once, before the next
 * import reads the same from Google.
 */
export async function markDeviceDeprovisioned(db: Db, deviceId: string, status: string, now: Date) {
  await db
    .update(chromeDevices)
    .set({
      status,
      data: sql`jsonb_set(${chromeDevices.data}, '{status}', to_jsonb(${status}::text))`,
      updatedAt: now,
    })
    .where(eq(chromeDevices.deviceId, deviceId));
}
