import {
  CIVIC_NUMBER_TAKEN_ELSEWHERE_MESSAGE,
  CIVIC_NUMBER_TAKEN_MESSAGE,
  type TPreschoolPersonItem,
} from '@kansli/domain/preschool/save-person';
import type { RequestContext } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { CHILD_CIVIC_NUMBER_INDEX } from '../../db/schema/preschool.ts';
import { conflict, type HttpError } from '../../http/errors.ts';
import type { Unit } from './repository.ts';
import { childWithCivicNumber } from './save-repository.ts';

// A child's civic number is unique over every unit. A save checks first, inside its transaction, so that
// it can name the child holding the number; two saves at once can both pass that check, and then the
// unique index refuses the later one. Both ways end in the same 409, made after the transaction has
// rolled back, so that deciding what the user may see reads nothing while it is open.

interface Holder {
  id: number;
  locationId: number;
}

/** Thrown inside the transaction; `savingChildren` turns it into the 409. */
class CivicNumberTaken extends Error {
  readonly holder: Holder;

  constructor(holder: Holder) {
    super('The civic number belongs to another child');
    this.holder = holder;
  }
}

/** Inside the save's transaction: refuses a civic number that a child other than `childId` holds. */
export async function requireCivicNumberFree(
  db: Db,
  civicNumber: string,
  childId: number | null,
): Promise<void> {
  const holder = await childWithCivicNumber(db, civicNumber, childId);
  if (holder) throw new CivicNumberTaken(holder);
}

/** Runs the save of these items in one transaction; a civic number another child holds answers 409. */
export async function savingChildren<T>(
  ctx: RequestContext,
  unit: Unit,
  items: TPreschoolPersonItem[],
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.transaction(work);
  } catch (error) {
    if (error instanceof CivicNumberTaken) throw await civicNumberConflict(ctx, unit, error.holder);
    if (violatesCivicNumberIndex(error)) {
      throw await civicNumberConflict(ctx, unit, await holderAfterRace(ctx.db, items));
    }
    throw error;
  }
}

/** The child that a save committed meanwhile left holding the civic number of one of the items. */
async function holderAfterRace(db: Db, items: TPreschoolPersonItem[]): Promise<Holder | undefined> {
  for (const item of items) {
    if (item.type !== 'child') continue;
    const self = item.mode === 'edit' ? (item.child_id ?? null) : null;
    const holder = await childWithCivicNumber(db, item.data.civic_number, self);
    if (holder) return holder;
  }
  return undefined;
}

/**
 * At the unit the answer names the child by id, so the form can open it. At another unit it says only
 * that, never which unit or whose, and gives the id only to a user of that unit.
 */
async function civicNumberConflict(
  ctx: RequestContext,
  unit: Unit,
  holder: Holder | undefined,
): Promise<HttpError> {
  if (!holder) return conflict(CIVIC_NUMBER_TAKEN_MESSAGE);
  if (holder.locationId === unit.locationId) return conflict(CIVIC_NUMBER_TAKEN_MESSAGE, { id: holder.id });
  const mayOpen = await ctx.actor.holdsAt('preschool', 'ACCESS', holder.locationId);
  return conflict(CIVIC_NUMBER_TAKEN_ELSEWHERE_MESSAGE, mayOpen ? { id: holder.id } : undefined);
}

/** Whether the error, or the driver's error Drizzle wrapped in it, is a unique violation of the index. */
function violatesCivicNumberIndex(error: unknown): boolean {
  let e = error;
  for (let depth = 0; depth < 3 && e && typeof e === 'object'; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && constraint === CHILD_CIVIC_NUMBER_INDEX) return true;
    e = cause;
  }
  return false;
}
