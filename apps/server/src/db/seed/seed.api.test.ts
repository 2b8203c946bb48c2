import { Random } from '@kansli/domain/fictional/random';
import { isValidCivicNumber } from '@kansli/domain/persons/civic-number';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, testDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { authSegments, personRoles, roles } from '../schema/access.ts';
import { chromeDevices, personChromeDevices } from '../schema/devices.ts';
import { groupMembers, groups } from '../schema/groups.ts';
import { locations } from '../schema/locations.ts';
import { personEmails, persons } from '../schema/persons.ts';
import { generateChromeDevices } from './devices.ts';
import { generateGroups } from './groups.ts';
import { generatePeople } from './people.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  // The checks are of the data as seeded; other files of this worker change it.
  await resetDatabase(database);
});

describe('the demo organisation', () => {
  it('has the root 1 and the preschool root 100 with at least six preschools, each with a cost center', async () => {
    const all = await database.db.select().from(locations);
    expect(all.find((l) => l.id === 1)?.parentId).toBeNull();
    const preschools = all.filter((l) => l.parentId === 100);
    expect(preschools.length).toBeGreaterThanOrEqual(6);
    for (const preschool of preschools) expect(preschool.costCenter).toMatch(/^\d{4}$/);
    for (const kind of ['grundskola', 'gymnasium', 'komvux']) {
      expect(all.some((l) => l.name.includes(kind))).toBe(true);
    }
  });

  it('gives every person a civic number that passes the check digit', async () => {
    const rows = await database.db
      .select({ civicNumber: persons.civicNumber })
      .from(persons)
      .where(isNotNull(persons.civicNumber));
    expect(rows.length).toBeGreaterThan(400);
    expect(rows.filter((row) => !isValidCivicNumber(row.civicNumber as string))).toEqual([]);
  });

  it('has the segments of the spec', async () => {
    const keys = (await database.db.select({ key: authSegments.key }).from(authSegments)).map((s) => s.key);
    expect(keys.sort()).toEqual(['adminMenu', 'auth', 'communication', 'preschool', 'studybuddy', 'support']);
  });

  it.each([
    ['admin@kansli.test', 'Administratör', 1],
    ['forskolechef@kansli.test', 'Förskolechef', 101],
    ['forskollarare@kansli.test', 'Förskollärare', 101],
    ['support@kansli.test', 'Supportpersonal', 1],
    ['larare@kansli.test', 'Lärare', 201],
  ])('gives %s the role %s at location %i', async (email, role, locationId) => {
    const rows = await database.db
      .select({ role: roles.name, locationId: personRoles.locationId })
      .from(personEmails)
      .innerJoin(personRoles, eq(personRoles.personId, personEmails.personId))
      .innerJoin(roles, eq(roles.id, personRoles.roleId))
      .where(eq(personEmails.email, email));
    expect(rows).toEqual([{ role, locationId }]);
  });

  it('has classes of 20–30 pupils at each school, subject groups and courses, and some ended memberships', async () => {
    const all = await database.db.select().from(groups);
    const classes = all.filter((g) => g.typeName === 'Klass');
    expect(classes.length).toBeGreaterThanOrEqual(4);
    expect(classes.map((g) => g.name)).toContain('7A');
    expect(all.some((g) => g.typeName === 'Grundskolan ämne' && g.subjectName)).toBe(true);
    expect(all.some((g) => g.typeName === 'Gymnasiet kurs' && g.courseCode)).toBe(true);
    expect(all.some((g) => g.typeName === 'Komvux kurs' && g.courseCode)).toBe(true);
    expect(all.some((g) => g.campusId !== null)).toBe(true);
    const members = await database.db.select().from(groupMembers);
    for (const group of classes) {
      const pupils = members.filter((m) => m.groupId === group.id && m.roleName === 'Elev');
      expect(pupils.length).toBeGreaterThanOrEqual(20);
      expect(pupils.length).toBeLessThanOrEqual(30);
      expect(members.some((m) => m.groupId === group.id && m.roleName === 'Lärare')).toBe(true);
    }
    expect(members.filter((m) => m.deletedAt !== null).length).toBeGreaterThan(0);
  });

  it('gives most pupils a Chromebook and a few persons more than three', async () => {
    const devices = await database.db.select().from(chromeDevices);
    expect(devices.length).toBeGreaterThan(150);
    for (const device of devices) {
      expect(device.serialNumber).toMatch(/^5CD\d{4}[A-Z]{3}$/);
      expect(['Lenovo 100e Chromebook Gen 4', 'HP Chromebook 14 G7', 'Acer Chromebook Spin 311']).toContain(
        device.model,
      );
    }
    const users = await database.db.select().from(personChromeDevices);
    const perPerson = Map.groupBy(users, (u) => u.personId);
    expect([...perPerson.values()].some((rows) => rows.length > 3)).toBe(true);
    for (const rows of perPerson.values()) {
      expect(rows.map((r) => r.sortOrder).sort()).toEqual(rows.map((_, i) => i + 1));
    }
    // Loan and spare devices besides, a few thousand in all, as Google lists them.
    expect(devices.length).toBeGreaterThan(2000);
  });

  it('is the same on every run', () => {
    const people = generatePeople(new Random(7), 1);
    expect(generateGroups(new Random(8), people)).toEqual(generateGroups(new Random(8), people));
    expect(generateChromeDevices(new Random(9), people)).toEqual(
      generateChromeDevices(new Random(9), people),
    );
    expect(generatePeople(new Random(7), 1)).toEqual(generatePeople(new Random(7), 1));
  });

  it('grows with the scale', () => {
    expect(generatePeople(new Random(7), 3).length).toBeGreaterThan(
      2.5 * generatePeople(new Random(7), 1).length,
    );
  });
});
