import type { TAuditAction } from '@kansli/domain/audit/audit-actions';
import { MISSING_DEVICE_STATUS } from '@kansli/domain/devices/chrome-devices';
import { and, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../../context/clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { chromeDevices, personChromeDevices } from '../../db/schema/devices.ts';
import { personEmails } from '../../db/schema/persons.ts';
import type { ChromeDevice } from '../../integrations/google/chrome-device.ts';
import type { DirectoryClient } from '../../integrations/google/directory-client.ts';
import { chromeDeviceRow, deviceUsersOf } from './device-rows.ts';

// The periodic import of Google Admin's Chrome OS devices: page by page (at most 300 devices, each page
// one transaction) the devices are upserted and linked to the persons whose addresses are their
// annotated and recent users; after the last page, devices Google no longer lists are marked MISSING,
// never deleted. Audited as the import (no actor), only where what a person reads changed: a new device,
// its status, user, organisational unit, serial number or model; not each hourly sync time.

export interface DeviceImportSummary {
  seen: number;
  created: number;
  changed: number;
  missing: number;
  links: number;
}

const AUDITED = ['serialNumber', 'status', 'model', 'orgUnitPath', 'annotatedUser'] as const;
const CHUNK = 1000;

type Row = ReturnType<typeof chromeDeviceRow>;
type AuditRow = typeof auditEvents.$inferInsert;

export async function importChromeDevices(
  job: { db: Db; clock: Clock },
  client: DirectoryClient,
): Promise<DeviceImportSummary> {
  // Whole milliseconds, as the database keeps them, so `seen_at < started` is exact.
  const started = new Date(job.clock.now().getTime());
  const summary: DeviceImportSummary = { seen: 0, created: 0, changed: 0, missing: 0, links: 0 };
  for await (const page of client.chromeDevicePages()) {
    // Google answers each device once; a repeat within a page would make the upsert touch a row twice.
    const devices = [...new Map(page.map((d) => [d.deviceId, d])).values()];
    if (devices.length === 0) continue;
    await job.db.transaction((tx) => importPage(tx, devices, started, summary));
  }
  // An empty answer is a misconfigured account rather than an organisation without devices.
  if (summary.seen > 0) summary.missing = await markMissing(job.db, started);
  return summary;
}

async function importPage(tx: Tx, devices: ChromeDevice[], started: Date, summary: DeviceImportSummary) {
  const rows = devices.map(chromeDeviceRow);
  const ids = rows.map((r) => r.deviceId);
  const before = await tx
    .select({
      deviceId: chromeDevices.deviceId,
      serialNumber: chromeDevices.serialNumber,
      status: chromeDevices.status,
      model: chromeDevices.model,
      orgUnitPath: chromeDevices.orgUnitPath,
      annotatedUser: chromeDevices.annotatedUser,
    })
    .from(chromeDevices)
    .where(inArray(chromeDevices.deviceId, ids));
  const beforeOf = new Map(before.map((b) => [b.deviceId, b]));

  // A serial number kept by a row of another device id (a device Kansli saw before under an id Google
  // has since replaced) steps aside, marked missing, so the unique serial number goes to Google's device.
  await tx
    .update(chromeDevices)
    .set({
      serialNumber: sql`${chromeDevices.serialNumber} || '~' || ${chromeDevices.deviceId}`,
      status: MISSING_DEVICE_STATUS,
      updatedAt: started,
    })
    .where(
      and(
        inArray(
          chromeDevices.serialNumber,
          rows.map((r) => r.serialNumber),
        ),
        notInArray(chromeDevices.deviceId, ids),
      ),
    );

  await tx
    .insert(chromeDevices)
    .values(rows.map((row) => ({ ...row, seenAt: started, updatedAt: started })))
    .onConflictDoUpdate({
      target: chromeDevices.deviceId,
      set: {
        serialNumber: sql`excluded.serial_number`,
        model: sql`excluded.model`,
        status: sql`excluded.status`,
        orgUnitPath: sql`excluded.org_unit_path`,
        macAddress: sql`excluded.mac_address`,
        osVersion: sql`excluded.os_version`,
        lastSync: sql`excluded.last_sync`,
        annotatedUser: sql`excluded.annotated_user`,
        data: sql`excluded.data`,
        seenAt: sql`excluded.seen_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });

  const events: AuditRow[] = [];
  for (const row of rows) {
    const old = beforeOf.get(row.deviceId);
    const after = Object.fromEntries(AUDITED.map((key) => [key, row[key]]));
    if (!old) {
      summary.created++;
      events.push(auditRow('import.chromedevice.create', row.deviceId, null, after, started));
    } else if (AUDITED.some((key) => old[key] !== row[key])) {
      summary.changed++;
      const was = Object.fromEntries(AUDITED.map((key) => [key, old[key]]));
      events.push(auditRow('import.chromedevice.update', row.deviceId, was, after, started));
    }
  }
  summary.seen += rows.length;
  summary.links += await linkPersons(tx, devices, rows);
  if (events.length > 0) await tx.insert(auditEvents).values(events);
}

/**
 * The devices' persons by address, each device's links made to be exactly those; then the devices of
 * every person whose links changed are numbered again (sort_order), so the card's order holds.
 */
async function linkPersons(tx: Tx, devices: ChromeDevice[], rows: Row[]) {
  const wanted = devices.map((device) => ({ deviceId: device.deviceId, users: deviceUsersOf(device) }));
  const emails = [...new Set(wanted.flatMap((w) => w.users.map((u) => u.email)))];
  const found =
    emails.length === 0
      ? []
      : await tx
          .select({ personId: personEmails.personId, email: sql<string>`lower(${personEmails.email})` })
          .from(personEmails)
          .where(inArray(sql`lower(${personEmails.email})`, emails));
  // An address on two persons links the one with the lower id, so every run picks the same.
  const personOf = new Map<string, number>();
  for (const { email, personId } of found.toSorted((a, b) => a.personId - b.personId)) {
    if (!personOf.has(email)) personOf.set(email, personId);
  }
  const links = new Map<
    string,
    { deviceId: string; personId: number; userRank: number; sortOrder: number }
  >();
  for (const { deviceId, users } of wanted) {
    for (const { email, userRank } of users) {
      const personId = personOf.get(email);
      const key = `${personId}:${deviceId}`;
      // Two addresses of one person: the earlier place counts. The order is set below.
      if (personId !== undefined && !links.has(key)) {
        links.set(key, { deviceId, personId, userRank, sortOrder: userRank });
      }
    }
  }
  const ids = rows.map((r) => r.deviceId);
  const keep = [...links.values()];
  const removed = await tx
    .delete(personChromeDevices)
    .where(
      keep.length === 0
        ? inArray(personChromeDevices.deviceId, ids)
        : and(
            inArray(personChromeDevices.deviceId, ids),
            sql`(${personChromeDevices.personId}, ${personChromeDevices.deviceId}) not in (${sql.join(
              keep.map((l) => sql`(${l.personId}::integer, ${l.deviceId}::text)`),
              sql`, `,
            )})`,
          ),
    )
    .returning({ personId: personChromeDevices.personId });
  const changed = new Set(removed.map((r) => r.personId));
  if (keep.length > 0) {
    const written = await tx
      .insert(personChromeDevices)
      .values(keep)
      .onConflictDoUpdate({
        target: [personChromeDevices.personId, personChromeDevices.deviceId],
        set: { userRank: sql`excluded.user_rank` },
        // Only a link that is new or whose rank moved needs the person's devices numbered again.
        setWhere: sql`${personChromeDevices.userRank} <> excluded.user_rank`,
      })
      .returning({ personId: personChromeDevices.personId });
    for (const { personId } of written) changed.add(personId);
  }
  if (changed.size > 0) await numberDevicesOf(tx, [...changed]);
  return keep.length;
}

/** Each person's devices numbered 1, 2, 3… by their rank on it, then serial number. */
async function numberDevicesOf(tx: Tx, personIds: number[]) {
  await tx.execute(sql`
    update person_chrome_devices p set sort_order = r.rn
    from (
      select l.person_id, l.device_id,
        row_number() over (partition by l.person_id order by l.user_rank, d.serial_number) as rn
      from person_chrome_devices l join chrome_devices d on d.device_id = l.device_id
      where l.person_id in (${sql.join(
        personIds.map((id) => sql`${id}::integer`),
        sql`, `,
      )})
    ) r
    where p.person_id = r.person_id and p.device_id = r.device_id and p.sort_order <> r.rn`);
}

/** Devices this run did not find are marked MISSING, in chunks of one transaction each. */
async function markMissing(db: Db, started: Date) {
  let missing = 0;
  for (;;) {
    const marked = await db.transaction(async (tx) => {
      const gone = await tx
        .select({ deviceId: chromeDevices.deviceId, status: chromeDevices.status })
        .from(chromeDevices)
        .where(
          and(
            or(isNull(chromeDevices.seenAt), lt(chromeDevices.seenAt, started)),
            ne(chromeDevices.status, MISSING_DEVICE_STATUS),
          ),
        )
        .limit(CHUNK);
      if (gone.length === 0) return 0;
      await tx
        .update(chromeDevices)
        .set({ status: MISSING_DEVICE_STATUS, updatedAt: started })
        .where(
          inArray(
            chromeDevices.deviceId,
            gone.map((g) => g.deviceId),
          ),
        );
      await tx
        .insert(auditEvents)
        .values(
          gone.map((g) =>
            auditRow(
              'import.chromedevice.missing',
              g.deviceId,
              { status: g.status },
              { status: MISSING_DEVICE_STATUS },
              started,
            ),
          ),
        );
      return gone.length;
    });
    missing += marked;
    if (marked < CHUNK) return missing;
  }
}

const auditRow = (
  action: TAuditAction,
  deviceId: string,
  before: unknown,
  after: Record<string, unknown>,
  at: Date,
): AuditRow => ({
  actorId: null,
  ghostAsId: null,
  action,
  entity: 'chrome_device',
  entityId: deviceId,
  before,
  after: { source: 'google', ...after },
  at,
});
