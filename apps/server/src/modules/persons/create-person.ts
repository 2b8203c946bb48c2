import { canonicalCivicNumber } from '@kansli/domain/persons/civic-number';
import {
  CIVIC_NUMBER_MESSAGE,
  type TCreatePersonBody,
  type TCreatePersonResponse,
} from '@kansli/domain/persons/create-person';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { findPersonByEmail } from '../auth/repository.ts';
import { insertPerson, lockPersonCreation, personIdByCivicNumber } from './repository.ts';

export const CIVIC_NUMBER_TAKEN_MESSAGE =
  'Det finns redan en person med det personnumret: öppna den i stället.';
export const EMAIL_TAKEN_MESSAGE = 'Det finns redan en person med den e-postadressen: öppna den i stället.';

/**
 * POST /api/organisation/persons: a member of staff whom no school system knows, with the e-mail
 * address they sign in with as a work address. A person is unique by civic number, and an address
 * opens one person at sign-in, so either one already registered answers 409 with that person's id —
 * the civic number's holder first — and writes nothing. Persons are made one at a time (a lock), so
 * two requests at once make one person.
 */
export async function createPerson(
  ctx: RequestContext,
  body: TCreatePersonBody,
): Promise<TCreatePersonResponse> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const civicNumber =
    body.civic_number === null ? null : canonicalCivicNumber(body.civic_number, ctx.clock.today());
  // The schema checked the digits; a birth date that does not exist or is still to come is found here.
  if (body.civic_number !== null && civicNumber === null) {
    throw badRequest(`civic_number: ${CIVIC_NUMBER_MESSAGE}`);
  }
  return ctx.transaction(async (tx) => {
    await lockPersonCreation(tx.db);
    const holder = civicNumber === null ? undefined : await personIdByCivicNumber(tx.db, civicNumber);
    if (holder !== undefined) throw conflict(CIVIC_NUMBER_TAKEN_MESSAGE, { id: holder });
    const sameEmail = await findPersonByEmail(tx.db, body.email);
    if (sameEmail) throw conflict(EMAIL_TAKEN_MESSAGE, { id: sameEmail.id });
    const id = await insertPerson(tx.db, {
      givenName: body.given_name,
      familyName: body.family_name,
      civicNumber,
      email: body.email,
      // Added as staff, so that an organisation e-mail account can be made for them on the card.
      isEmployed: true,
      now: ctx.clock.now(),
    });
    if (id === undefined) {
      const taken = civicNumber === null ? undefined : await personIdByCivicNumber(tx.db, civicNumber);
      throw conflict(CIVIC_NUMBER_TAKEN_MESSAGE, taken === undefined ? undefined : { id: taken });
    }
    await recordAudit(tx, {
      action: 'person.create',
      entity: 'person',
      entityId: id,
      before: null,
      // The civic number stays out of the audit; whether one was given is enough to trace.
      after: {
        givenName: body.given_name,
        familyName: body.family_name,
        email: body.email,
        civicNumberGiven: civicNumber !== null,
      },
    });
    return { id };
  });
}
