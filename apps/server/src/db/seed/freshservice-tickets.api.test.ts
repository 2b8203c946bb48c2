import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, testDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { personRoles, roles } from '../schema/access.ts';
import { chromeDevices, personChromeDevices } from '../schema/devices.ts';
import { locations } from '../schema/locations.ts';
import { personEmails, personGuardians, persons } from '../schema/persons.ts';
import { demoFreshserviceTickets } from './freshservice-tickets.ts';

// The demo tickets against the seeded database: what the invoice underlay looks up from a case.

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await resetDatabase(database);
});

const { tickets } = demoFreshserviceTickets('2026-11-24');
const cases = tickets.filter((t) => t.custom_fields.elev_personnummer);

describe('the demo Freshservice tickets in the seeded organisation', () => {
  it("are filed under departments that are school units' freshserviceId, each with a cost center", async () => {
    const units = await database.db.select().from(locations);
    const byDepartment = new Map(units.map((l) => [l.extension.freshserviceId, l]));
    for (const ticket of tickets) {
      const unit = byDepartment.get(ticket.department_id ?? undefined);
      expect(unit?.costCenter).toMatch(/^\d{4}$/);
    }
    expect(new Set(tickets.map((t) => t.department_id)).size).toBe(5);
  });

  it('name pupils of the unit by civic number, and Chromebooks linked to them by serial', async () => {
    const units = await database.db.select().from(locations);
    for (const ticket of cases) {
      const unitId = units.find((l) => l.extension.freshserviceId === ticket.department_id)?.id as number;
      const pupils = await database.db
        .select({ id: persons.id })
        .from(persons)
        .innerJoin(personRoles, eq(personRoles.personId, persons.id))
        .innerJoin(roles, eq(roles.id, personRoles.roleId))
        .where(
          and(
            eq(persons.civicNumber, String(ticket.custom_fields.elev_personnummer)),
            eq(roles.name, 'Elev'),
            eq(personRoles.locationId, unitId),
          ),
        );
      expect(pupils).toHaveLength(1);
      const serial = ticket.custom_fields.serienummer;
      if (serial === null) continue;
      const linked = await database.db
        .select({ personId: personChromeDevices.personId })
        .from(chromeDevices)
        .innerJoin(personChromeDevices, eq(personChromeDevices.deviceId, chromeDevices.deviceId))
        .where(eq(chromeDevices.serialNumber, String(serial)));
      expect(linked.map((l) => l.personId)).toContain(pupils[0]?.id);
    }
  });

  it('include pupils whose guardians have no e-mail address', async () => {
    const civicNumbers = cases.map((t) => String(t.custom_fields.elev_personnummer));
    const guardians = await database.db
      .select({ pupil: persons.civicNumber, guardianId: personGuardians.guardianId })
      .from(persons)
      .innerJoin(personGuardians, eq(personGuardians.personId, persons.id))
      .where(inArray(persons.civicNumber, civicNumbers));
    const withEmail = new Set(
      (
        await database.db
          .select({ personId: personEmails.personId })
          .from(personEmails)
          .where(
            inArray(
              personEmails.personId,
              guardians.map((g) => g.guardianId),
            ),
          )
      ).map((e) => e.personId),
    );
    const lacking = new Set(guardians.filter((g) => !withEmail.has(g.guardianId)).map((g) => g.pupil));
    expect(lacking.size).toBeGreaterThanOrEqual(4);
  });
});
