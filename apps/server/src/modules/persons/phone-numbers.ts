import { PERSON_NOT_FOUND_MESSAGE, PHONE_NUMBER_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TPhoneNumberInput } from '@kansli/domain/persons/contacts';
import { isReadOnlyPhoneSystem, type TPersonPhone } from '@kansli/domain/persons/person-card';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { phonesOf } from './card-repository.ts';
import {
  deletePhone,
  insertPhones,
  lockPerson,
  type PhoneRow,
  phoneRowsByIds,
  touchPerson,
  updatePhone,
} from './contacts-repository.ts';

type PhoneNumbers = { phone_numbers: TPersonPhone[] };

/** Spec 2.4: a number from a school system is changed there, never here. */
const changedElsewhere = (system: string) =>
  forbidden(`Ett telefonnummer från ${system} ändras i ${system}, inte här.`);

async function phonesAnswer(ctx: RequestContext, personId: number): Promise<PhoneNumbers> {
  const rows = await phonesOf(ctx.db, personId);
  return { phone_numbers: rows.map((row) => ({ ...row, isMobile: row.type === 'mobile' })) };
}

const rowOf = ({ number, type, system }: PhoneRow): PhoneRow => ({ number, type, system });

/**
 * POST /api/persons/savePhoneNumber: adds the rows without an id and changes those with one, for one
 * person, in one transaction. A row with an empty number is dropped (spec 5.5): a stored row saved
 * empty stays as it was. Nothing is written when any row is of a school system, or names a row that is
 * not the person's.
 */
export async function savePhoneNumbers(
  ctx: RequestContext,
  rows: TPhoneNumberInput[],
): Promise<PhoneNumbers> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const personIds = new Set(rows.map((row) => row.person_id));
  const [personId] = personIds;
  if (personIds.size !== 1 || personId === undefined) {
    throw badRequest('phone_numbers: one person at a time');
  }
  const saved = rows.filter((row) => row.number !== '');
  const outside = saved.find((row) => isReadOnlyPhoneSystem(row.system));
  if (outside) throw changedElsewhere(outside.system);

  return ctx.transaction(async (tx) => {
    if (!(await lockPerson(tx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    const ids = saved.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    const stored = new Map((await phoneRowsByIds(tx.db, ids)).map((row) => [row.id, row]));
    const before: (PhoneRow & { id: number })[] = [];
    const after: (PhoneRow & { id?: number })[] = [];
    const added: PhoneRow[] = [];
    for (const row of saved) {
      const next = rowOf(row);
      if (row.id === undefined) {
        added.push(next);
        after.push(next);
        continue;
      }
      const old = stored.get(row.id);
      if (!old || old.personId !== personId) throw notFound(PHONE_NUMBER_NOT_FOUND_MESSAGE);
      if (isReadOnlyPhoneSystem(old.system)) throw changedElsewhere(old.system);
      if (old.number === next.number && old.type === next.type && old.system === next.system) continue;
      await updatePhone(tx.db, old.id, next);
      before.push({ id: old.id, ...rowOf(old) });
      after.push({ id: old.id, ...next });
    }
    await insertPhones(tx.db, personId, added);
    if (after.length > 0) {
      await touchPerson(tx.db, personId, ctx.clock.now());
      await recordAudit(tx, {
        action: 'person.phone.save',
        entity: 'person',
        entityId: personId,
        before,
        after,
      });
    }
    return phonesAnswer(tx, personId);
  });
}

/** POST /api/persons/deletePhoneNumber: deletes a number added here; answers the owner's numbers. */
export async function deletePhoneNumber(ctx: RequestContext, id: number): Promise<PhoneNumbers> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  return ctx.transaction(async (tx) => {
    const [old] = await phoneRowsByIds(tx.db, [id]);
    if (!old) throw notFound(PHONE_NUMBER_NOT_FOUND_MESSAGE);
    if (isReadOnlyPhoneSystem(old.system)) throw changedElsewhere(old.system);
    if (await deletePhone(tx.db, id, old.personId)) {
      await touchPerson(tx.db, old.personId, ctx.clock.now());
      await recordAudit(tx, {
        action: 'person.phone.delete',
        entity: 'person',
        entityId: old.personId,
        before: { id, ...rowOf(old) },
      });
    }
    return phonesAnswer(tx, old.personId);
  });
}
