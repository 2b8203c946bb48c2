import { GUARDIAN_NOT_FOUND_MESSAGE, PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { GUARDIAN_SEARCH_LIMIT } from '@kansli/domain/persons/guardians';
import type { TLinkedPerson } from '@kansli/domain/persons/person-card';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  guardiansOf,
  linkGuardian,
  personsByCivicNumberPrefix,
  pupilsOf,
  unlinkGuardian,
} from './guardians-repository.ts';
import { personExists } from './repository.ts';

async function requirePerson(ctx: RequestContext, personId: number, message = PERSON_NOT_FOUND_MESSAGE) {
  if (!(await personExists(ctx.db, personId))) throw notFound(message);
}

/** GET /api/persons/getConnectedGuardians/{id}: a pupil's guardians. */
export async function connectedGuardians(ctx: RequestContext, pupilId: number): Promise<TLinkedPerson[]> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  await requirePerson(ctx, pupilId);
  return guardiansOf(ctx.db, pupilId);
}

/** GET /api/persons/getGuardiansPupils/{id}: a guardian's pupils. */
export async function guardiansPupils(ctx: RequestContext, guardianId: number): Promise<TLinkedPerson[]> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  await requirePerson(ctx, guardianId);
  return pupilsOf(ctx.db, guardianId);
}

/** GET /api/persons/getGuardianFromPNR/{query}: persons whose civic number starts with the digits. */
export async function guardiansByCivicNumber(ctx: RequestContext, query: string): Promise<TLinkedPerson[]> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const digits = query.replaceAll('-', '');
  if (digits.length < 3) throw badRequest('query: at least 3 digits');
  return personsByCivicNumberPrefix(ctx.db, digits, GUARDIAN_SEARCH_LIMIT);
}

/**
 * POST /api/person/{id}/updateGuardian/{guardianId} and …/removeGuardian/{guardianId}: links or
 * unlinks, audited by ids; asked again, nothing changes and nothing is audited. Answers the pupil's
 * guardians.
 */
export async function changeGuardian(
  ctx: RequestContext,
  pupilId: number,
  guardianId: number,
  change: 'add' | 'remove',
): Promise<TLinkedPerson[]> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  if (change === 'add' && pupilId === guardianId) {
    throw badRequest('guardianId: a person cannot be their own guardian');
  }
  return ctx.transaction(async (tx) => {
    await requirePerson(tx, pupilId);
    await requirePerson(tx, guardianId, GUARDIAN_NOT_FOUND_MESSAGE);
    const changed =
      change === 'add'
        ? await linkGuardian(tx.db, pupilId, guardianId)
        : await unlinkGuardian(tx.db, pupilId, guardianId);
    if (changed) {
      const link = { pupilId, guardianId };
      await recordAudit(tx, {
        action: `person.guardian.${change}`,
        entity: 'person',
        entityId: pupilId,
        ...(change === 'add' ? { after: link } : { before: link }),
      });
    }
    return guardiansOf(tx.db, pupilId);
  });
}
