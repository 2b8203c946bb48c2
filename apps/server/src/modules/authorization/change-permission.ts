import { ADMINISTRATOR_KEEPS_EVERY_FLAG_MESSAGE } from '@kansli/domain/access/built-in-roles';
import type {
  TPermissionChangeRequest,
  TPermissionChangeResponse,
} from '@kansli/domain/access/permission-change';
import {
  PERMISSIONS_WHILE_GHOSTING_MESSAGE,
  PERSON_NOT_FOUND_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
} from '@kansli/domain/http/messages';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { requireFlagsGrantable } from './grant-rule.ts';
import { administratorKeeps, keepingAnAdministrator } from './last-administrator.ts';
import { contextExists, loadSegments, lockGrantFlags, roleName, saveGrantFlags } from './repository.ts';

/**
 * POST /api/permissions/add and /remove. A flag already held, or not held, is left as it is. Only a
 * flag the asking person holds itself, as a grant for everywhere asks, is given or taken (403). The role
 * 'Administratör' keeps every flag of the code's catalogue, and no removal may leave no one holding
 * SUPERADMIN (409).
 */
export async function changePermission(
  ctx: RequestContext,
  change: TPermissionChangeRequest,
  operation: 'add' | 'remove',
): Promise<TPermissionChangeResponse> {
  await requireFlag(ctx, 'auth', 'PERMISSION_ADMIN');
  // Acting as someone else must never widen what anyone may do.
  if (ctx.actor.ghostAsId !== null) throw forbidden(PERMISSIONS_WHILE_GHOSTING_MESSAGE);

  const segments = await loadSegments(ctx.db);
  const segment = segments.find(
    (s) => (typeof change.segment === 'number' ? s.id : s.key) === change.segment,
  );
  if (!segment) throw badRequest(`segment: no segment ${change.segment}`);
  const flag = segment.flags.find((f) => (typeof change.flag === 'number' ? f.bit : f.key) === change.flag);
  if (!flag) throw badRequest(`flag: no flag ${change.flag} in segment ${segment.key}`);
  await requireFlagsGrantable(ctx, segment, flag.bit);
  if (!(await contextExists(ctx.db, change.context, change.context_id))) {
    throw notFound(change.context === 'role' ? ROLE_NOT_FOUND_MESSAGE : PERSON_NOT_FOUND_MESSAGE);
  }
  if (
    operation === 'remove' &&
    change.context === 'role' &&
    administratorKeeps((await roleName(ctx.db, change.context_id)) ?? '', segment.key, flag.key)
  ) {
    throw conflict(ADMINISTRATOR_KEEPS_EVERY_FLAG_MESSAGE);
  }

  return ctx.transaction(async (tx) => {
    const before = await lockGrantFlags(tx.db, change.context, change.context_id, segment.id);
    const after = operation === 'add' ? before | flag.bit : before & ~flag.bit;
    if (after !== before) {
      const save = () => saveGrantFlags(tx.db, change.context, change.context_id, segment.id, after);
      await (operation === 'remove' ? keepingAnAdministrator(tx.db, save) : save());
      await recordAudit(tx, {
        action: `permission-${operation}`,
        entity: 'grant',
        entityId: `${change.context}:${change.context_id}:${segment.key}`,
        before: { flags: before },
        after: { flags: after },
      });
    }
    return {
      context: change.context,
      context_id: change.context_id,
      segment: segment.key,
      flags: after,
      changed: after !== before,
    };
  });
}
