import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TEmailEntry } from '@kansli/domain/persons/contacts';
import { STUDENT_EMAIL_TYPE } from '@kansli/domain/persons/person-card';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { personForPublishing } from './publishing-repository.ts';

// The card's send-to-Flex button (spec 2.4, 7.2): one of the person's e-mail addresses put on their
// employee in Flex. Kansli stores nothing of it but the audit entry, written once Flex has answered.

export const FLEX_NOT_SET_UP_MESSAGE =
  'Flex är inte konfigurerat. Be driften ange FLEX_API_URL och FLEX_API_KEY.';
export const STUDENT_EMAIL_TO_FLEX_MESSAGE = 'type: a student e-mail address is not sent to Flex';

/** POST /api/integration/person/{id}/flex. */
export async function sendEmailToFlex(
  ctx: RequestContext,
  personId: number,
  entry: TEmailEntry,
): Promise<{ email: string }> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  if (!(await personForPublishing(ctx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  // Pupils are not employees: Flex has no one to give the address to.
  if (entry.type === STUDENT_EMAIL_TYPE) throw badRequest(STUDENT_EMAIL_TO_FLEX_MESSAGE);
  const flex = ctx.integrations.flex;
  if (!flex) throw new HttpError(503, FLEX_NOT_SET_UP_MESSAGE);
  await flex.setEmployeeEmail(personId, { email: entry.email, type: entry.type });
  await ctx.transaction((tx) =>
    recordAudit(tx, {
      action: 'person.flex.email',
      entity: 'person',
      entityId: personId,
      after: { email: entry.email, type: entry.type },
    }),
  );
  return { email: entry.email };
}
