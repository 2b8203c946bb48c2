import { Random } from '@kansli/domain/fictional/random';
import { describe, expect, it } from 'vitest';
import { DEVICE_CASE_CATEGORIES } from '../../integrations/freshservice/client.ts';
import { demoPeople, SEED } from './demo-people.ts';
import { generateChromeDevices } from './devices.ts';
import { demoFreshserviceTickets } from './freshservice-tickets.ts';
import { freshserviceDepartmentId, seedLocations } from './organisation.ts';

const TODAY = '2026-11-24';
const { tickets, requesters } = demoFreshserviceTickets(TODAY);
const people = demoPeople();
const byCivicNumber = new Map(people.map((p, index) => [p.civicNumber, index]));
const devices = generateChromeDevices(new Random(SEED + 2), people);
const schoolUnits = seedLocations.filter((l) => ['grundskola', 'gymnasium', 'komvux'].includes(l.kind));

describe('the demo Freshservice tickets', () => {
  it('are the same on every run', () => {
    expect(demoFreshserviceTickets(TODAY)).toEqual({ tickets, requesters });
  });

  it('give every school unit damage and buy-out cases and one of another kind, filed under its department', () => {
    for (const unit of schoolUnits) {
      const own = tickets.filter((t) => t.department_id === freshserviceDepartmentId(unit.id));
      const categories = own.map((t) => t.category);
      expect(categories.filter((c) => c === DEVICE_CASE_CATEGORIES.careless).length).toBeGreaterThan(0);
      expect(categories.filter((c) => c === DEVICE_CASE_CATEGORIES.buy).length).toBeGreaterThan(0);
      expect(own).toHaveLength(7);
      expect(requesters.find((r) => r.id === own[0]?.requester_id)?.primary_email).toMatch(/@kansli\.test$/);
    }
  });

  it('are dated within the last 60 days, numbered in that order, with costs of 350–2500 kr', () => {
    const days = tickets.map((t) => t.created_at.slice(0, 10));
    expect(days.every((day) => day >= '2026-09-25' && day < TODAY)).toBe(true);
    expect([...days].sort()).toEqual(days);
    expect(tickets.map((t) => t.id)).toEqual(tickets.map((_, n) => 4001 + n));
    const costs = tickets.flatMap((t) =>
      t.custom_fields.kostnad === undefined ? [] : [Number(t.custom_fields.kostnad)],
    );
    expect(costs.every((cost) => cost >= 345 && cost <= 2500)).toBe(true);
  });

  it("name a seeded pupil of the unit and the serial number of the pupil's own Chromebook where there is one", () => {
    const cases = tickets.filter((t) => t.custom_fields.elev_personnummer);
    expect(cases.length).toBe(schoolUnits.length * 6);
    for (const ticket of cases) {
      const index = byCivicNumber.get(String(ticket.custom_fields.elev_personnummer)) as number;
      const pupil = people[index];
      const unitId = (ticket.department_id ?? 0) - freshserviceDepartmentId(0);
      expect(pupil?.roles).toContainEqual({ role: 'Elev', locationId: unitId });
      const own = devices.filter((d) => d.user.index === index).map((d) => d.serialNumber);
      if (own.length > 0) expect(own).toContain(ticket.custom_fields.serienummer);
      else expect(ticket.custom_fields.serienummer).toBeNull();
    }
    expect(cases.some((t) => t.custom_fields.serienummer === null)).toBe(true);
  });

  it('include pupils whose guardians have no e-mail address, within the last 30 days', () => {
    const lacking = tickets.filter((t) => {
      const pupil = people[byCivicNumber.get(String(t.custom_fields.elev_personnummer)) ?? -1];
      return (
        pupil &&
        pupil.guardianIndexes.length > 0 &&
        pupil.guardianIndexes.every((g) => people[g]?.emails.length === 0)
      );
    });
    expect(lacking.length).toBeGreaterThanOrEqual(4);
    expect(lacking.some((t) => t.created_at.slice(0, 10) >= '2026-10-25')).toBe(true);
  });
});
