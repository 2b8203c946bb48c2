import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { chromeDevices, personChromeDevices } from '../../db/schema/devices.ts';
import { groupMembers, groups } from '../../db/schema/groups.ts';
import { personEmails, personPhones, persons, systemIds } from '../../db/schema/persons.ts';

// The SQL of the person card: the person's contacts, system ids, devices, groups and units.

export async function personById(db: Db, personId: number) {
  const [person] = await db.select().from(persons).where(eq(persons.id, personId));
  return person;
}

export function emailsOf(db: Db, personId: number) {
  return db
    .select({
      id: personEmails.id,
      type: personEmails.type,
      email: personEmails.email,
      system: personEmails.system,
    })
    .from(personEmails)
    .where(eq(personEmails.personId, personId))
    .orderBy(asc(personEmails.id));
}

export function phonesOf(db: Db, personId: number) {
  return db
    .select({
      id: personPhones.id,
      person_id: personPhones.personId,
      number: personPhones.number,
      type: personPhones.type,
      system: personPhones.system,
    })
    .from(personPhones)
    .where(eq(personPhones.personId, personId))
    .orderBy(asc(personPhones.id));
}

export function systemIdsOf(db: Db, personId: number) {
  return db
    .select({
      system: systemIds.system,
      systemId: systemIds.systemId,
      systemSegment: systemIds.systemSegment,
    })
    .from(systemIds)
    .where(eq(systemIds.personId, personId))
    .orderBy(asc(systemIds.system), asc(systemIds.systemId));
}

/** The devices the person uses most first. */
export function chromeDevicesOf(db: Db, personId: number, limit: number) {
  return db
    .select({
      deviceId: chromeDevices.deviceId,
      serialNumber: chromeDevices.serialNumber,
      model: chromeDevices.model,
      order: personChromeDevices.sortOrder,
      lastSync: chromeDevices.lastSync,
    })
    .from(personChromeDevices)
    .innerJoin(chromeDevices, eq(chromeDevices.deviceId, personChromeDevices.deviceId))
    .where(eq(personChromeDevices.personId, personId))
    .orderBy(asc(personChromeDevices.sortOrder), asc(chromeDevices.serialNumber))
    .limit(limit);
}

/** Every membership of the person, ended ones too: current ones first, then by group name. */
export function groupsOf(db: Db, personId: number, limit: number) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      campusId: groups.campusId,
      deletedAt: groupMembers.deletedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.personId, personId))
    .orderBy(sql`${groupMembers.deletedAt} is not null`, sql`lower(${groups.name})`, asc(groups.id))
    .limit(limit);
}

export interface UnitRolesRow {
  location_id: number;
  name: string;
  roles: string[];
  inherited: boolean;
}

/**
 * The units where the person holds roles, and every unit below them with the role names held above
 * it (inherited); a unit where a role is held directly is answered once, as direct. By unit name.
 */
export function unitRolesOf(db: Db, personId: number, limit: number) {
  return queryRows<UnitRolesRow>(
    db,
    sql`with recursive held as (
          select pr.location_id, r.name from person_roles pr join roles r on r.id = pr.role_id
          where pr.person_id = ${personId}),
        below(id, name) as (
          select l.id, h.name from held h join locations l on l.parent_id = h.location_id
          union
          select l.id, b.name from below b join locations l on l.parent_id = b.id),
        units as (
          select location_id as id, array_agg(distinct name) as roles, false as inherited
          from held group by location_id
          union all
          select id, array_agg(distinct name), true from below
          where id not in (select location_id from held) group by id)
        select u.id as location_id, l.name, u.roles, u.inherited
        from units u join locations l on l.id = u.id
        order by lower(l.name), l.id limit ${limit}`,
  );
}
