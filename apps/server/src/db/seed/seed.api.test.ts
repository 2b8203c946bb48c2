import { isValidCivicNumber } from '@kansli/domain/persons/civic-number';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { authSegments, personRoles, roles } from '../schema/access.ts';
import { locations } from '../schema/locations.ts';
import { personEmails, persons } from '../schema/persons.ts';
import { generatePeople } from './people.ts';
import { Random } from './random.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
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

  it('is the same on every run', () => {
    expect(generatePeople(new Random(7), 1)).toEqual(generatePeople(new Random(7), 1));
  });

  it('grows with the scale', () => {
    expect(generatePeople(new Random(7), 3).length).toBeGreaterThan(
      2.5 * generatePeople(new Random(7), 1).length,
    );
  });
});
