import { PERMISSIONS_WHILE_GHOSTING_MESSAGE, PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TPersonPermissionChange, TPersonPermissions } from '@kansli/domain/persons/person-permissions';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag, requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { requireFlagsGrantable } from '../authorization/grant-rule.ts';
import { loadSegments, lockGrantFlags, saveGrantFlags } from '../authorization/repository.ts';
import { permissionCatalogue, personGrantFlags, roleGrantsOfPerson } from './permissions-repository.ts';
import { personExists } from './repository.ts';

const swedish = new Intl.Collator('sv');

/**
 * POST /api/integration/person/{id}/permissions: the person's own flags (granted everywhere) and those
 * of the person's roles, for the 'Behörigheter' dialog. A non-empty body changes the person's own
 * flags first, all in one transaction, each changed flag audited as POST /api/permissions/add and
 * /remove audit theirs; that needs auth PERMISSION_ADMIN, is refused while ghosting, and gives or takes
 * only flags the asking person holds itself.
 */
export async function personPermissions(
  ctx: RequestContext,
  personId: number,
  changes: TPersonPermissionChange[],
): Promise<{ data: TPersonPermissions }> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  if (changes.length > 0) {
    await requireFlag(ctx, 'auth', 'PERMISSION_ADMIN');
    // Acting as someone else must never widen what anyone may do.
    if (ctx.actor.ghostAsId !== null) throw forbidden(PERMISSIONS_WHILE_GHOSTING_MESSAGE);
  }
  if (!(await personExists(ctx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  const editable = ctx.actor.ghostAsId === null && (await ctx.actor.holds('auth', 'PERMISSION_ADMIN'));
  if (changes.length === 0) return { data: await permissionsOf(ctx, personId, editable) };

  const segments = await loadSegments(ctx.db);
  const resolved = changes.map((change, i) => {
    const segment = segments.find((s) => s.key === change.segment);
    if (!segment) throw badRequest(`${i}.segment: no segment ${change.segment}`);
    const flag = segment.flags.find((f) => f.key === change.flag);
    if (!flag) throw badRequest(`${i}.flag: no flag ${change.flag} in segment ${segment.key}`);
    return { segment, bit: flag.bit, held: change.held };
  });
  for (const { segment, bit } of resolved) await requireFlagsGrantable(ctx, segment, bit);

  return ctx.transaction(async (tx) => {
    for (const [segmentId, inSegment] of Map.groupBy(resolved, (change) => change.segment.id)) {
      const key = inSegment[0]?.segment.key ?? '';
      const before = await lockGrantFlags(tx.db, 'person', personId, segmentId);
      let flags = before;
      for (const { bit, held } of inSegment) {
        const next = held ? flags | bit : flags & ~bit;
        if (next === flags) continue;
        await recordAudit(tx, {
          action: `permission-${held ? 'add' : 'remove'}`,
          entity: 'grant',
          entityId: `person:${personId}:${key}`,
          before: { flags },
          after: { flags: next },
        });
        flags = next;
      }
      if (flags !== before) await saveGrantFlags(tx.db, 'person', personId, segmentId, flags);
    }
    return { data: await permissionsOf(tx, personId, editable) };
  });
}

async function permissionsOf(
  ctx: RequestContext,
  personId: number,
  editable: boolean,
): Promise<TPersonPermissions> {
  // One after the other: inside a transaction there is one connection.
  const catalogue = await permissionCatalogue(ctx.db);
  const direct = await personGrantFlags(ctx.db, personId);
  const roleGrants = await roleGrantsOfPerson(ctx.db, personId);
  const rolesOf = Map.groupBy(roleGrants, (grant) => grant.segmentId);
  const segments = [...Map.groupBy(catalogue, (row) => row.segmentId)].map(([segmentId, rows]) => {
    const first = rows[0];
    return {
      key: first?.segmentKey ?? '',
      name: first?.segmentName ?? '',
      scope: first?.scope ?? 'global',
      flags: rows.flatMap((row) =>
        row.key === null || row.name === null || row.bit === null
          ? []
          : [
              {
                key: row.key,
                name: row.name,
                description: row.description ?? '',
                bit: row.bit,
                direct: ((direct.get(segmentId) ?? 0) & row.bit) !== 0,
                throughRoles: [
                  ...new Set(
                    (rolesOf.get(segmentId) ?? [])
                      .filter((grant) => (grant.flags & (row.bit as number)) !== 0)
                      .map((grant) => grant.roleName),
                  ),
                ].sort(swedish.compare),
              },
            ],
      ),
    };
  });
  return { editable, segments };
}
