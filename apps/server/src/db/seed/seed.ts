import { Random } from '@kansli/domain/fictional/random';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import { sql } from 'drizzle-orm';
import { chromeDeviceRow, deviceUsersOf } from '../../modules/devices/device-rows.ts';
import type { Db, Tx } from '../client.ts';
import { personRoles, roles } from '../schema/access.ts';
import { chromeDevices, personChromeDevices } from '../schema/devices.ts';
import { groupMembers, groups } from '../schema/groups.ts';
import { locations } from '../schema/locations.ts';
import {
  personAddresses,
  personEmails,
  personGuardians,
  personPhones,
  persons,
  systemIds,
} from '../schema/persons.ts';
import { generateAddresses } from './addresses.ts';
import { demoPeople, SEED } from './demo-people.ts';
import { chromeDevicesOf } from './devices.ts';
import { generateGroups } from './groups.ts';
import { freshserviceDepartmentId, type SeedLocation, seedLocations } from './organisation.ts';
import type { SeedPerson } from './people.ts';
import { seedPreschools } from './preschool.ts';
import { seedStudybuddy } from './studybuddy.ts';

/** The demo data's seed; the school-system export files are made from the same people and groups. */
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Whether the database already holds an organisation. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: locations.id }).from(locations).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with the deterministic demo organisation, in one transaction. The permission
 * catalogue and the built-in roles are the start-up's (syncPermissionCatalogue); the demo's people
 * are given those roles by name.
 */
export async function seedDatabase(db: Db, { scale = 1 }: { scale?: number } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(locations).values(
      seedLocations.map(({ kind, ...location }) => ({
        ...location,
        extension: schoolSystemIds(kind, location),
      })),
    );
    const random = new Random(SEED);
    const people = await seedPeople(tx, random, scale);
    await seedPreschools(tx, random, scale);
    // Their own generators, so that adding them left the people and the preschools as they were.
    await seedGroups(tx, new Random(SEED + 1), people);
    await seedChromeDevices(tx, people);
    await seedAddresses(tx, new Random(SEED + 7), people);
    await seedStudybuddy(tx, new Date());
    // Rows were inserted with explicit ids; move the identity on so new rows do not collide.
    await tx.execute(sql`select setval(pg_get_serial_sequence('locations', 'id'), 1000)`);
  });
  // Fresh statistics, so the planner knows the sizes of what was just loaded.
  await db.execute(sql`analyze`);
}

interface SeededPeople {
  people: SeedPerson[];
  /** The id of each person, by index. */
  ids: number[];
}

async function seedPeople(tx: Tx, random: Random, scale: number): Promise<SeededPeople> {
  const people = demoPeople(random, scale);
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  const roleIds = new Map(roleRows.map((row) => [row.name, row.id]));
  const roleId = (name: string) => {
    const id = roleIds.get(name);
    if (id === undefined) throw new Error(`the built-in role ${name} is missing: the start-up makes it`);
    return id;
  };

  const ids: number[] = [];
  await insertChunked(people, async (chunk) => {
    const rows = await tx
      .insert(persons)
      .values(
        chunk.map(({ givenName, familyName, civicNumber, isEmployed, campusId, googleId }) => ({
          givenName,
          familyName,
          civicNumber,
          isEmployed,
          campusId,
          googleId,
        })),
      )
      .returning({ id: persons.id });
    ids.push(...rows.map((row) => row.id));
  });
  const idOf = (index: number) => ids[index] as number;

  const each = <T>(pick: (person: (typeof people)[number]) => T[]) =>
    people.flatMap((person, index) => pick(person).map((row) => ({ ...row, personId: idOf(index) })));

  await insertChunked(
    each((p) => p.emails),
    (chunk) => tx.insert(personEmails).values(chunk),
  );
  await insertChunked(
    each((p) => p.phones),
    (chunk) => tx.insert(personPhones).values(chunk),
  );
  await insertChunked(
    each((p) => p.systemIds),
    (chunk) => tx.insert(systemIds).values(chunk),
  );
  await insertChunked(
    each((p) => p.roles.map(({ role, locationId }) => ({ roleId: roleId(role), locationId }))),
    (chunk) => tx.insert(personRoles).values(chunk),
  );
  await insertChunked(
    each((p) => p.guardianIndexes.map((guardian) => ({ guardianId: idOf(guardian) }))),
    (chunk) => tx.insert(personGuardians).values(chunk),
  );
  return { people, ids };
}

async function seedAddresses(tx: Tx, random: Random, { people, ids }: SeededPeople) {
  const addresses = generateAddresses(random, people).map((address, index) => ({
    ...address,
    personId: ids[index] as number,
  }));
  await insertChunked(addresses, (chunk) => tx.insert(personAddresses).values(chunk));
}

async function seedGroups(tx: Tx, random: Random, { people, ids }: SeededPeople) {
  const seeded = generateGroups(random, people);
  const groupIds: number[] = [];
  await insertChunked(seeded, async (chunk) => {
    const rows = await tx
      .insert(groups)
      .values(chunk.map(({ members: _members, ...group }) => group))
      .returning({ id: groups.id });
    groupIds.push(...rows.map((row) => row.id));
  });
  const members = seeded.flatMap((group, g) => {
    // A teacher picked twice for one group is its member once.
    const once = new Map(group.members.map((member) => [member.index, member]));
    return [...once.values()].map(({ index, roleName, deletedAt }) => ({
      groupId: groupIds[g] as number,
      personId: ids[index] as number,
      roleName,
      deletedAt,
    }));
  });
  await insertChunked(members, (chunk) => tx.insert(groupMembers).values(chunk));
}

/** The devices as the Google sandbox serves them (demoChromeDevices), stored as the import stores them. */
async function seedChromeDevices(tx: Tx, { people, ids }: SeededPeople) {
  const devices = chromeDevicesOf(people, new Date(), SEED).map((device) => ({
    ...device,
    annotatedUser: device.annotatedUser ?? null,
    raw: { ...device },
  }));
  await insertChunked(devices, (chunk) => tx.insert(chromeDevices).values(chunk.map(chromeDeviceRow)));
  const personOf = new Map(
    people.flatMap((person, index) =>
      person.emails.map((e) => [e.email.toLowerCase(), ids[index] as number]),
    ),
  );
  const links = devices.flatMap((device) =>
    deviceUsersOf(device).flatMap(({ email, userRank }) => {
      const personId = personOf.get(email);
      return personId === undefined
        ? []
        : [{ deviceId: device.deviceId, serialNumber: device.serialNumber, personId, userRank }];
    }),
  );
  // Each person's devices numbered as the import numbers them: by rank on the device, then serial number.
  const byPerson = Map.groupBy(links, (link) => link.personId);
  const rows = [...byPerson.values()].flatMap((own) =>
    own
      .toSorted((a, b) => a.userRank - b.userRank || a.serialNumber.localeCompare(b.serialNumber))
      .map(({ serialNumber: _serial, ...link }, index) => ({ ...link, sortOrder: index + 1 })),
  );
  await insertChunked(rows, (chunk) => tx.insert(personChromeDevices).values(chunk));
}

/**
 * The ids the school systems know a school by: its export system's unit id, and Skola24's with its
 * segment; and its Freshservice department, where its Chromebook cases are filed.
 */
function schoolSystemIds(kind: SeedLocation['kind'], location: { id: number; name: string }) {
  if (!['grundskola', 'gymnasium', 'komvux'].includes(kind)) return {};
  const system = exportSystemOf(location.name);
  return {
    systemIds: [
      { system, systemId: `${system}-enhet-${location.id}` },
      { system: 'skola24', systemId: `s24-${location.id}`, systemSegment: 'nordljus' },
    ],
    freshserviceId: freshserviceDepartmentId(location.id),
  };
}
