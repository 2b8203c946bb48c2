import { segmentCatalogue } from '@kansli/domain/access/catalogue';
import {
  FLAG_NOT_FOUND_MESSAGE,
  PERMISSIONS_WHILE_GHOSTING_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
  SEGMENT_NOT_FOUND_MESSAGE,
} from '@kansli/domain/http/messages';
import {
  BUILT_IN_FLAG_CHANGE_MESSAGE,
  BUILT_IN_FLAG_REMOVAL_MESSAGE,
  BUILT_IN_SEGMENT_CHANGE_MESSAGE,
  BUILT_IN_SEGMENT_REMOVAL_MESSAGE,
  flagKeyTakenMessage,
  NO_FREE_BIT_MESSAGE,
  nextFreeBit,
  segmentKeyTakenMessage,
  type TAdminSegment,
  type TFlagSave,
  type TGrantEntry,
  type TRole,
  type TSegmentSave,
} from '@kansli/domain/superadmin/authorization-admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { authFlags, authSegments, grants, roles } from '../../db/schema/access.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';

// The superadmin's roles, segments and flags (spec part 2, 2 'Superadmin screen', 7 'Superadmin'). The
// segments and flags of Kansli's catalogue are what its code checks: they may be renamed and described,
// never re-keyed or removed. A flag's bit is its place in the grants' bit masks.

const isBuiltInSegment = (key: string) => segmentCatalogue.some((segment) => segment.key === key);
const isBuiltInFlag = (segmentKey: string, flagKey: string) =>
  segmentCatalogue.some(
    (segment) => segment.key === segmentKey && segment.flags.some((f) => f.key === flagKey),
  );

async function requireSuperadmin(ctx: RequestContext, changing = false) {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  // Acting as someone else must never widen what anyone may do.
  if (changing && ctx.actor.ghostAsId !== null) throw forbidden(PERMISSIONS_WHILE_GHOSTING_MESSAGE);
}

/** GET /api/role/list. */
export async function roleList(ctx: RequestContext): Promise<TRole[]> {
  await requireSuperadmin(ctx);
  return ctx.db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .orderBy(asc(roles.name));
}

/** GET /api/authorization/list: every segment with its flags, by segment then bit. */
export async function authorizationList(ctx: RequestContext): Promise<TAdminSegment[]> {
  await requireSuperadmin(ctx);
  const [segments, flags] = await Promise.all([
    ctx.db.select().from(authSegments).orderBy(asc(authSegments.id)),
    ctx.db.select().from(authFlags).orderBy(asc(authFlags.bit)),
  ]);
  return segments.map((segment) => ({
    id: segment.id,
    key: segment.key,
    name: segment.name,
    description: segment.description,
    scope: segment.scope,
    builtIn: isBuiltInSegment(segment.key),
    flags: flags
      .filter((flag) => flag.segmentId === segment.id)
      .map((flag) => ({
        id: flag.id,
        name: flag.name,
        description: flag.description,
        vars: flag.key,
        flag: flag.bit,
        segment: segment.id,
        builtIn: isBuiltInFlag(segment.key, flag.key),
      })),
  }));
}

const grantEntryOf = (row: typeof grants.$inferSelect): TGrantEntry => ({
  id: row.id,
  context: row.context,
  context_id: row.contextId,
  segment: row.segmentId,
  flags: row.flags,
});

/** GET /api/permissions/role/{roleId}/list: the role's grants, a bit mask a segment. */
export async function rolePermissions(ctx: RequestContext, roleId: number): Promise<TGrantEntry[]> {
  await requireSuperadmin(ctx);
  if ((await ctx.db.$count(roles, eq(roles.id, roleId))) === 0) throw notFound(ROLE_NOT_FOUND_MESSAGE);
  const rows = await ctx.db
    .select()
    .from(grants)
    .where(and(eq(grants.context, 'role'), eq(grants.contextId, roleId)))
    .orderBy(asc(grants.segmentId));
  return rows.map(grantEntryOf);
}

async function flagById(ctx: RequestContext, flagId: number) {
  const [row] = await ctx.db
    .select({ flag: authFlags, segmentKey: authSegments.key })
    .from(authFlags)
    .innerJoin(authSegments, eq(authSegments.id, authFlags.segmentId))
    .where(eq(authFlags.id, flagId));
  if (!row) throw notFound(FLAG_NOT_FOUND_MESSAGE);
  return row;
}

/** GET /api/permissions/flag/{flagId}/list?context=role: the grants that hold the flag; `context_id` names the role. */
export async function flagHolders(
  ctx: RequestContext,
  flagId: number,
  context: 'role' | 'person',
): Promise<TGrantEntry[]> {
  await requireSuperadmin(ctx);
  const { flag } = await flagById(ctx, flagId);
  const rows = await ctx.db
    .select()
    .from(grants)
    .where(
      and(
        eq(grants.context, context),
        eq(grants.segmentId, flag.segmentId),
        sql`(${grants.flags} & ${flag.bit}) <> 0`,
      ),
    )
    .orderBy(asc(grants.contextId));
  return rows.map(grantEntryOf);
}

const conflict = (message: string) => new HttpError(409, message);

/** POST /api/authorization/segments/save: a new segment, or one renamed, described or re-scoped. */
export async function saveSegment(ctx: RequestContext, save: TSegmentSave): Promise<TAdminSegment> {
  await requireSuperadmin(ctx, true);
  const taken = await ctx.db
    .select({ id: authSegments.id })
    .from(authSegments)
    .where(and(eq(authSegments.key, save.key), save.id ? ne(authSegments.id, save.id) : undefined));
  if (taken.length > 0) throw conflict(segmentKeyTakenMessage(save.key));
  const id = await ctx.transaction(async (tx) => {
    if (save.id === undefined) {
      const [made] = await tx.db
        .insert(authSegments)
        .values({
          key: save.key,
          name: save.name,
          description: save.description,
          scope: save.scope,
          addedByAdministrator: true,
        })
        .returning();
      if (!made) throw new Error('no segment made');
      await recordAudit(tx, {
        action: 'segment.create',
        entity: 'auth_segment',
        entityId: made.id,
        after: save,
      });
      return made.id;
    }
    const [before] = await tx.db
      .select()
      .from(authSegments)
      .where(eq(authSegments.id, save.id))
      .for('update');
    if (!before) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    if (isBuiltInSegment(before.key) && (before.key !== save.key || before.scope !== save.scope)) {
      throw conflict(BUILT_IN_SEGMENT_CHANGE_MESSAGE);
    }
    await tx.db
      .update(authSegments)
      .set({ key: save.key, name: save.name, description: save.description, scope: save.scope })
      .where(eq(authSegments.id, save.id));
    await recordAudit(tx, {
      action: 'segment.update',
      entity: 'auth_segment',
      entityId: save.id,
      before,
      after: save,
    });
    return save.id;
  });
  return (await authorizationList(ctx)).find((segment) => segment.id === id) as TAdminSegment;
}

/** DELETE /api/authorization/segments/{id}: the segment, its flags and every grant in it. */
export async function deleteSegment(
  ctx: RequestContext,
  segmentId: number,
): Promise<{ data: { id: number } }> {
  await requireSuperadmin(ctx, true);
  return ctx.transaction(async (tx) => {
    const [segment] = await tx.db
      .select()
      .from(authSegments)
      .where(eq(authSegments.id, segmentId))
      .for('update');
    if (!segment) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    if (isBuiltInSegment(segment.key)) throw conflict(BUILT_IN_SEGMENT_REMOVAL_MESSAGE);
    const removedGrants = await tx.db
      .delete(grants)
      .where(eq(grants.segmentId, segmentId))
      .returning({ id: grants.id });
    await tx.db.delete(authSegments).where(eq(authSegments.id, segmentId));
    await recordAudit(tx, {
      action: 'segment.delete',
      entity: 'auth_segment',
      entityId: segmentId,
      before: { ...segment, grants: removedGrants.length },
    });
    return { data: { id: segmentId } };
  });
}

/** POST /api/authorization/flags/save: a new flag on the segment's next free bit, or one renamed or described. */
export async function saveFlag(ctx: RequestContext, save: TFlagSave) {
  await requireSuperadmin(ctx, true);
  const id = await ctx.transaction(async (tx) => {
    // The segment is locked, so two new flags at once never get the same bit.
    const [segment] = await tx.db
      .select()
      .from(authSegments)
      .where(eq(authSegments.id, save.segment))
      .for('update');
    if (!segment) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    const flags = await tx.db.select().from(authFlags).where(eq(authFlags.segmentId, segment.id));
    if (flags.some((flag) => flag.key === save.vars && flag.id !== save.id)) {
      throw conflict(flagKeyTakenMessage(save.vars));
    }
    if (save.id === undefined) {
      const bit = nextFreeBit(flags.map((flag) => flag.bit));
      if (bit === null) throw conflict(NO_FREE_BIT_MESSAGE);
      const [made] = await tx.db
        .insert(authFlags)
        .values({
          segmentId: segment.id,
          key: save.vars,
          name: save.name,
          description: save.description,
          bit,
          addedByAdministrator: true,
        })
        .returning();
      if (!made) throw new Error('no flag made');
      await recordAudit(tx, {
        action: 'flag.create',
        entity: 'auth_flag',
        entityId: made.id,
        after: { ...save, bit },
      });
      return made.id;
    }
    const before = flags.find((flag) => flag.id === save.id);
    if (!before) throw notFound(FLAG_NOT_FOUND_MESSAGE);
    if (isBuiltInFlag(segment.key, before.key) && before.key !== save.vars) {
      throw conflict(BUILT_IN_FLAG_CHANGE_MESSAGE);
    }
    await tx.db
      .update(authFlags)
      .set({ key: save.vars, name: save.name, description: save.description })
      .where(eq(authFlags.id, before.id));
    await recordAudit(tx, {
      action: 'flag.update',
      entity: 'auth_flag',
      entityId: before.id,
      before,
      after: save,
    });
    return before.id;
  });
  const { flag } = await flagById(ctx, id);
  return {
    id: flag.id,
    name: flag.name,
    description: flag.description,
    vars: flag.key,
    flag: flag.bit,
    segment: flag.segmentId,
  };
}

/** DELETE /api/authorization/flags/{id}: the flag, and its bit taken from every grant of its segment. */
export async function deleteFlag(ctx: RequestContext, flagId: number): Promise<{ data: { id: number } }> {
  await requireSuperadmin(ctx, true);
  const { flag, segmentKey } = await flagById(ctx, flagId);
  if (isBuiltInFlag(segmentKey, flag.key)) throw conflict(BUILT_IN_FLAG_REMOVAL_MESSAGE);
  return ctx.transaction(async (tx) => {
    const holders = await tx.db
      .update(grants)
      .set({ flags: sql`${grants.flags} & ~${flag.bit}::int` })
      .where(and(eq(grants.segmentId, flag.segmentId), sql`(${grants.flags} & ${flag.bit}) <> 0`))
      .returning({ context: grants.context, contextId: grants.contextId });
    // A grant left with no flag says nothing.
    await tx.db.delete(grants).where(and(eq(grants.segmentId, flag.segmentId), eq(grants.flags, 0)));
    await tx.db.delete(authFlags).where(eq(authFlags.id, flag.id));
    await recordAudit(tx, {
      action: 'flag.delete',
      entity: 'auth_flag',
      entityId: flag.id,
      before: { ...flag, heldBy: holders },
    });
    return { data: { id: flag.id } };
  });
}
