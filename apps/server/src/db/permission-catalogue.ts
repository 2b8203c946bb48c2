import { ADMINISTRATOR_ROLE, builtInRoles, type RoleGrants } from '@kansli/domain/access/built-in-roles';
import { segmentCatalogue } from '@kansli/domain/access/catalogue';
import { nextFreeBit } from '@kansli/domain/superadmin/authorization-admin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAuditBy } from '../audit/audit.ts';
import type { Db } from './client.ts';
import { authFlags, authSegments, grants, roles } from './schema/access.ts';

// Kansli's code owns the permission segments, flags and built-in roles it checks. Migrations write
// them; every start (under the start-up lock) adds what a newer code knows and the database lacks,
// and keeps 'Administratör' holding every flag of the catalogue. What the database holds and the code
// does not know is reported, never deleted: grants in it may still mean something to someone.
// Segments and flags made in Superadmin are the administrators' own and are left alone.

export interface CatalogueSync {
  /** Keys of the segments added. */
  addedSegments: string[];
  /** 'segment.FLAG' of each flag added. */
  addedFlags: string[];
  /** Names of the built-in roles created, with their default grants. */
  addedRoles: string[];
  /** 'segment.FLAG' of each flag 'Administratör' was granted because it lacked it. */
  grantedToAdministrator: string[];
  /** Keys of the segments the code does not know (none made in Superadmin). */
  unknownSegments: string[];
  /** 'segment.FLAG' of the flags the code does not know (none made in Superadmin). */
  unknownFlags: string[];
}

const SYSTEM = { realPersonId: null, ghostAsId: null };
const flagName = (segment: string, flag: string) => `${segment}.${flag}`;

/** Brings the database's catalogue and built-in roles in step with the code, in one transaction. */
export function syncPermissionCatalogue(db: Db): Promise<CatalogueSync> {
  return db.transaction(async (tx) => {
    const sync: CatalogueSync = {
      addedSegments: [],
      addedFlags: [],
      addedRoles: [],
      grantedToAdministrator: [],
      unknownSegments: [],
      unknownFlags: [],
    };
    const segmentIds = await addMissingSegments(tx, sync);
    const bits = await addMissingFlags(tx, segmentIds, sync);
    const masksOf = (roleGrants: RoleGrants) =>
      Object.entries(roleGrants).map(([segment, flagKeys]) => ({
        segment,
        segmentId: segmentIds.get(segment) as number,
        flags: (flagKeys as readonly string[]).map((flag) => ({
          key: flag,
          bit: bits.get(flagName(segment, flag)) as number,
        })),
      }));

    for (const role of builtInRoles) {
      const [made] = await tx
        .insert(roles)
        .values({ name: role.name, description: role.description })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      if (!made) continue;
      const rows = masksOf(role.grants)
        .map(({ segmentId, flags }) => ({
          context: 'role' as const,
          contextId: made.id,
          segmentId,
          flags: flags.reduce((mask, flag) => mask | flag.bit, 0),
        }))
        .filter((row) => row.flags !== 0);
      if (rows.length > 0) await tx.insert(grants).values(rows);
      sync.addedRoles.push(role.name);
      await recordAuditBy(tx, SYSTEM, {
        action: 'catalogue.role.add',
        entity: 'role',
        entityId: made.id,
        after: { name: role.name, grants: role.grants },
      });
    }

    const [administrator] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, ADMINISTRATOR_ROLE));
    if (!administrator) throw new Error(`the built-in role ${ADMINISTRATOR_ROLE} is missing`);
    const everyFlag = Object.fromEntries(
      segmentCatalogue.map((segment) => [segment.key, segment.flags.map((flag) => flag.key)]),
    );
    for (const { segment, segmentId, flags } of masksOf(everyFlag as RoleGrants)) {
      const key = and(
        eq(grants.context, 'role'),
        eq(grants.contextId, administrator.id),
        eq(grants.segmentId, segmentId),
        isNull(grants.locationId),
      );
      const [held] = await tx.select({ flags: grants.flags }).from(grants).where(key).for('update');
      const before = held?.flags ?? 0;
      const missing = flags.filter((flag) => (before & flag.bit) === 0);
      if (missing.length === 0) continue;
      const after = missing.reduce((mask, flag) => mask | flag.bit, before);
      await tx
        .insert(grants)
        .values({ context: 'role', contextId: administrator.id, segmentId, flags: after })
        .onConflictDoUpdate({
          target: [grants.context, grants.contextId, grants.segmentId, grants.locationId],
          set: { flags: sql`${grants.flags} | excluded.flags` },
        });
      sync.grantedToAdministrator.push(...missing.map((flag) => flagName(segment, flag.key)));
      await recordAuditBy(tx, SYSTEM, {
        action: 'catalogue.administrator.grant',
        entity: 'grant',
        entityId: `role:${administrator.id}:${segment}`,
        before: { flags: before },
        after: { flags: after },
      });
    }

    await findUnknown(tx, sync);
    return sync;
  });
}

/** Adds the code's segments the database lacks; answers every code segment's id by key. */
async function addMissingSegments(tx: Db, sync: CatalogueSync): Promise<Map<string, number>> {
  for (const { flags: _flags, ...segment } of segmentCatalogue) {
    const [made] = await tx
      .insert(authSegments)
      .values(segment)
      .onConflictDoNothing()
      .returning({ id: authSegments.id });
    if (!made) continue;
    sync.addedSegments.push(segment.key);
    await recordAuditBy(tx, SYSTEM, {
      action: 'catalogue.segment.add',
      entity: 'auth_segment',
      entityId: made.id,
      after: segment,
    });
  }
  const rows = await tx.select({ id: authSegments.id, key: authSegments.key }).from(authSegments);
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Adds the code's flags the database lacks, on the code's bit or, where an administrator's flag took
 * it, on the segment's next free bit (checks find a flag by its key). Answers every code flag's bit.
 */
async function addMissingFlags(
  tx: Db,
  segmentIds: ReadonlyMap<string, number>,
  sync: CatalogueSync,
): Promise<Map<string, number>> {
  const bits = new Map<string, number>();
  for (const segment of segmentCatalogue) {
    const segmentId = segmentIds.get(segment.key) as number;
    // Locked as Superadmin's new flag locks it, so the two never take the same bit.
    await tx
      .select({ id: authSegments.id })
      .from(authSegments)
      .where(eq(authSegments.id, segmentId))
      .for('update');
    const held = await tx
      .select({ key: authFlags.key, bit: authFlags.bit })
      .from(authFlags)
      .where(eq(authFlags.segmentId, segmentId));
    const taken = held.map((flag) => flag.bit);
    for (const flag of segment.flags) {
      const existing = held.find((row) => row.key === flag.key);
      if (existing) {
        bits.set(flagName(segment.key, flag.key), existing.bit);
        continue;
      }
      const bit = taken.includes(flag.bit) ? nextFreeBit(taken) : flag.bit;
      if (bit === null) {
        throw new Error(`segment ${segment.key} has no free bit for the flag ${flag.key}`);
      }
      const [made] = await tx
        .insert(authFlags)
        .values({ ...flag, bit, segmentId })
        .returning({ id: authFlags.id });
      taken.push(bit);
      bits.set(flagName(segment.key, flag.key), bit);
      sync.addedFlags.push(flagName(segment.key, flag.key));
      await recordAuditBy(tx, SYSTEM, {
        action: 'catalogue.flag.add',
        entity: 'auth_flag',
        entityId: made?.id,
        after: { segment: segment.key, ...flag, bit },
      });
    }
  }
  return bits;
}

/** The segments and flags the database holds, not made in Superadmin, that the code does not know. */
async function findUnknown(tx: Db, sync: CatalogueSync) {
  const rows = await tx
    .select({
      segment: authSegments.key,
      segmentOwn: authSegments.addedByAdministrator,
      flag: authFlags.key,
      flagOwn: authFlags.addedByAdministrator,
    })
    .from(authSegments)
    .leftJoin(authFlags, eq(authFlags.segmentId, authSegments.id))
    .orderBy(authSegments.key, authFlags.bit);
  for (const row of rows) {
    const known = segmentCatalogue.find((segment) => segment.key === row.segment);
    if (!known && !row.segmentOwn && !sync.unknownSegments.includes(row.segment)) {
      sync.unknownSegments.push(row.segment);
    }
    if (row.flag === null || row.flagOwn) continue;
    if (known?.flags.some((flag) => flag.key === row.flag)) continue;
    // An administrator's segment holds only the administrators' flags.
    if (!known && row.segmentOwn) continue;
    sync.unknownFlags.push(flagName(row.segment, row.flag));
  }
}

/** What the log says of a sync: what was added, and what the code does not know (a warning). */
export function logCatalogueSync(
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void },
  sync: CatalogueSync,
) {
  const { unknownSegments, unknownFlags, ...added } = sync;
  if (Object.values(added).some((list) => list.length > 0)) {
    log.info(added, 'permission catalogue: added what the code knows and the database lacked');
  }
  if (unknownSegments.length > 0 || unknownFlags.length > 0) {
    log.warn(
      { segments: unknownSegments, flags: unknownFlags },
      'permission catalogue: the database holds segments or flags the code does not know; they are kept',
    );
  }
}

/** The same, as lines for an operator's command: what was added, and what the code does not know. */
export function catalogueSyncLines(sync: CatalogueSync): { changes: string[]; warnings: string[] } {
  const said = (lines: (readonly [string[], string])[]) =>
    lines.filter(([list]) => list.length > 0).map(([list, what]) => `${what}: ${list.join(', ')}.`);
  return {
    changes: said([
      [sync.addedSegments, 'Added the permission segments'],
      [sync.addedFlags, 'Added the permission flags'],
      [sync.addedRoles, 'Created the built-in roles'],
      [sync.grantedToAdministrator, `Granted ${ADMINISTRATOR_ROLE} the flags`],
    ]),
    warnings: said([
      [sync.unknownSegments, 'Kept the permission segments the code does not know'],
      [sync.unknownFlags, 'Kept the permission flags the code does not know'],
    ]),
  };
}
