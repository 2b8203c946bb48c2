import { ADMINISTRATOR_ROLE } from '@kansli/domain/access/built-in-roles';
import { ORGANISATION_ROOT_ID } from '@kansli/domain/organisation/locations';
import { MAX_NAME_LENGTH } from '@kansli/domain/preschool/person-fields';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAuditBy } from './audit/audit.ts';
import { systemClock } from './context/clock.ts';
import { type Database, type Db, queryRows } from './db/client.ts';
import { catalogueSyncLines } from './db/permission-catalogue.ts';
import { personRoles, roles } from './db/schema/access.ts';
import { locations } from './db/schema/locations.ts';
import { findPersonByEmail } from './modules/auth/repository.ts';
import { insertPerson, lockPersonCreation } from './modules/persons/repository.ts';
import { type DatabaseRoles, prepareDatabase } from './start-up.ts';

// The first administrator of a new production database (`npm run setup-admin`): the database migrated
// and its permission catalogue written as a start does, the organisation's root unit, the person who
// signs in with the e-mail, and 'Administratör' at the root. Run again, it finds all of it and changes
// nothing.

const DEFAULT_ORGANISATION = 'Organisation';

const name = (option: string) =>
  z
    .string({ error: `${option}: required` })
    .trim()
    .min(1, `${option}: required`)
    .max(MAX_NAME_LENGTH, `${option}: at most ${MAX_NAME_LENGTH} characters`);

export const ZFirstAdministrator = z.object({
  email: z
    .string({ error: '--email: required' })
    .trim()
    .max(254, '--email: at most 254 characters')
    .pipe(z.email('--email: not a valid e-mail address')),
  givenName: name('--given-name'),
  familyName: name('--family-name'),
  /** The root unit's name, when it is made. */
  organisation: name('--organisation').optional(),
});
export type FirstAdministrator = z.infer<typeof ZFirstAdministrator>;

/** What was done, one line a step; `changed` is false when the database had it all already. */
export interface SetUpOutcome {
  changed: boolean;
  lines: string[];
  /** What the catalogue holds that the code does not know (kept), and an --organisation not used. */
  warnings: string[];
}

/** The setup-admin command's work, done holding the start-up lock. */
export function setUpFirstAdministrator(
  database: Database,
  admin: FirstAdministrator,
  databaseRoles: DatabaseRoles,
): Promise<SetUpOutcome> {
  return database.exclusively(async () => {
    const migrationsBefore = await appliedMigrations(database.db);
    const { catalogue } = await prepareDatabase(database, databaseRoles);
    const migrated = (await appliedMigrations(database.db)) - migrationsBefore;
    const { changes, warnings } = catalogueSyncLines(catalogue);
    const done: string[] = [];
    if (migrated > 0) done.push(`Migrated the database (${migrated} migration${migrated === 1 ? '' : 's'}).`);
    done.push(...changes);
    const given = await database.db.transaction((tx) => giveAdministrator(tx, admin));
    done.push(...given.lines);
    warnings.push(...given.warnings);
    if (done.length > 0) return { changed: true, lines: done, warnings };
    return { changed: false, lines: [`Nothing to do: ${given.found}`], warnings };
  });
}

const SYSTEM = { realPersonId: null, ghostAsId: null };

async function appliedMigrations(db: Db): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  ).catch(() => [{ count: 0 }]);
  return rows[0]?.count ?? 0;
}

/** The root unit, the person and the role, each made when missing; answers what it did, or found. */
async function giveAdministrator(tx: Db, admin: FirstAdministrator) {
  const lines: string[] = [];
  const warnings: string[] = [];
  const root = await rootUnit(tx, admin.organisation, lines, warnings);
  const personId = await person(tx, admin, lines);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMINISTRATOR_ROLE));
  if (!role) throw new Error(`the built-in role ${ADMINISTRATOR_ROLE} is missing`);
  const given = await tx
    .insert(personRoles)
    .values({ personId, roleId: role.id, locationId: root.id })
    .onConflictDoNothing()
    .returning({ id: personRoles.id });
  const where = `${ADMINISTRATOR_ROLE} at '${root.name}'`;
  if (given.length > 0) {
    lines.push(`Gave ${admin.email} the role ${where}.`);
    await recordAuditBy(tx, SYSTEM, {
      action: 'person.role.add',
      entity: 'person',
      entityId: personId,
      after: { role_id: role.id, location_id: root.id },
    });
  }
  const found = `the database is migrated, its permission catalogue is in step with the code, the root unit '${root.name}' exists and ${admin.email} holds ${where}.`;
  return { lines, warnings, found };
}

/**
 * The organisation's root unit, made when there is none. A new database's is unit 1, the unit the
 * code treats as the organisation root.
 */
async function rootUnit(tx: Db, organisation: string | undefined, lines: string[], warnings: string[]) {
  const [existing] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(isNull(locations.parentId))
    .orderBy(asc(locations.id))
    .limit(1);
  if (existing) {
    if (organisation !== undefined && existing.name !== organisation) {
      warnings.push(`The root unit is '${existing.name}' already; --organisation names only a new one.`);
    }
    return existing;
  }
  const first = (await tx.$count(locations)) === 0;
  const [made] = await tx
    .insert(locations)
    .values({ ...(first ? { id: ORGANISATION_ROOT_ID } : {}), name: organisation ?? DEFAULT_ORGANISATION })
    .returning({ id: locations.id, name: locations.name });
  if (!made) throw new Error('no root unit made');
  // The unit was given its id: the identity goes on after it, so the next unit does not collide.
  if (first)
    await tx.execute(sql`select setval(pg_get_serial_sequence('locations', 'id'), ${ORGANISATION_ROOT_ID})`);
  lines.push(`Created the organisation's root unit '${made.name}' (id ${made.id}).`);
  await recordAuditBy(tx, SYSTEM, {
    action: 'location.create',
    entity: 'location',
    entityId: made.id,
    after: { name: made.name, parent_id: null },
  });
  return made;
}

/**
 * The person who signs in with the e-mail (matched as sign-in matches it), made as 'Lägg till person'
 * makes one when there is none: staff, the address a work e-mail, under the same lock.
 */
async function person(tx: Db, admin: FirstAdministrator, lines: string[]): Promise<number> {
  await lockPersonCreation(tx);
  const existing = await findPersonByEmail(tx, admin.email);
  if (existing) return existing.id;
  const id = await insertPerson(tx, {
    givenName: admin.givenName,
    familyName: admin.familyName,
    civicNumber: null,
    email: admin.email,
    isEmployed: true,
    now: systemClock.now(),
  });
  if (id === undefined) throw new Error('no person made');
  lines.push(`Created the person who signs in as ${admin.email} (id ${id}).`);
  await recordAuditBy(tx, SYSTEM, {
    action: 'person.create',
    entity: 'person',
    entityId: id,
    before: null,
    after: {
      givenName: admin.givenName,
      familyName: admin.familyName,
      email: admin.email,
      civicNumberGiven: false,
    },
  });
  return id;
}
