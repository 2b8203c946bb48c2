import { ROLES_WHILE_GHOSTING_MESSAGE } from '@kansli/domain/access/built-in-roles';
import {
  PERSON_NOT_FOUND_MESSAGE,
  ROLE_NOT_FOUND_MESSAGE,
  UNIT_NOT_FOUND_MESSAGE,
} from '@kansli/domain/http/messages';
import { endedUnitMessage, isEndedOn, ORGANISATION_ROOT_ID } from '@kansli/domain/organisation/locations';
import {
  ROLE_SEARCH_LIMIT,
  type TPersonLocationRole,
  type TRoleAtLocation,
  type TRoleSearchHit,
} from '@kansli/domain/persons/location-roles';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { grantableRoles, requireRoleFitsUnit, requireRoleGrantable } from '../authorization/grant-rule.ts';
import { keepingAnAdministrator } from '../authorization/last-administrator.ts';
import {
  addPersonRole,
  locationRolesOf,
  personExists,
  removePersonRole,
  roleAndLocation,
  searchRolesAtLocations,
} from './repository.ts';

async function requirePerson(ctx: RequestContext, personId: number) {
  if (!(await personExists(ctx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
}

/** GET /api/person/{id}/location_role: the person's roles at units. */
export async function personLocationRoles(
  ctx: RequestContext,
  personId: number,
): Promise<TPersonLocationRole[]> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  await requirePerson(ctx, personId);
  return locationRolesOf(ctx.db, personId);
}

/**
 * POST /api/person/{id}/addRole and …/removeRole: the role at the unit given or taken, audited, in one
 * transaction. Asked again, nothing changes and nothing is audited; the answer is the person's roles.
 * Only someone holding every flag of the role at the unit gives or takes it there (403), never while
 * acting as someone else; the last holder of 'Administratör' keeps it (409), and a role is given only at
 * a unit of its kind (409).
 */
export async function changeLocationRole(
  ctx: RequestContext,
  personId: number,
  change: 'add' | 'remove',
  body: TRoleAtLocation,
): Promise<TPersonLocationRole[]> {
  await requireFlagAt(ctx, 'support', 'EDIT_ROLES', ORGANISATION_ROOT_ID);
  if (ctx.actor.ghostAsId !== null) throw forbidden(ROLES_WHILE_GHOSTING_MESSAGE);
  const known = await roleAndLocation(ctx.db, body.role_id, body.location_id);
  if (!known.role) throw notFound(ROLE_NOT_FOUND_MESSAGE);
  if (!known.location) throw notFound(UNIT_NOT_FOUND_MESSAGE);
  await requireRoleGrantable(ctx, body.role_id, body.location_id);
  // A role at an ended unit may be taken away, never given.
  const { endedAt } = known.location;
  if (change === 'add' && isEndedOn(endedAt, ctx.clock.today()))
    throw conflict(endedUnitMessage(endedAt ?? ''));
  // A role held at a unit of another kind may still be taken away.
  if (change === 'add') await requireRoleFitsUnit(ctx, body.role_id, body.location_id);
  return ctx.transaction(async (tx) => {
    await requirePerson(tx, personId);
    const changed =
      change === 'add'
        ? await addPersonRole(tx.db, personId, body.role_id, body.location_id)
        : await keepingAnAdministrator(tx.db, () =>
            removePersonRole(tx.db, personId, body.role_id, body.location_id),
          );
    if (changed) {
      await recordAudit(tx, {
        action: change === 'add' ? 'person.role.add' : 'person.role.remove',
        entity: 'person',
        entityId: personId,
        ...(change === 'add' ? { after: body } : { before: body }),
      });
    }
    return locationRolesOf(tx.db, personId);
  });
}

/**
 * GET /api/roles/search/{query}: roles at units of their kind to give, for the 'Redigera enhetsroller'
 * dialog, each saying whether the asking person may give it there and what it reaches beyond the unit.
 */
export async function searchRoles(ctx: RequestContext, query: string): Promise<TRoleSearchHit[]> {
  await requireFlagAt(ctx, 'support', 'EDIT_ROLES', ORGANISATION_ROOT_ID);
  const words = query.split(/\s+/).filter(Boolean);
  return grantableRoles(
    ctx,
    await searchRolesAtLocations(ctx.db, words, ROLE_SEARCH_LIMIT, ctx.clock.today()),
  );
}
