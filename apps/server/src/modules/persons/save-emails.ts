import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TEmailEntry } from '@kansli/domain/persons/contacts';
import type { TPersonEmail } from '@kansli/domain/persons/person-card';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { emailsOf } from './card-repository.ts';
import {
  deleteEmails,
  type EmailRow,
  insertEmails,
  lockPerson,
  touchPerson,
  updateEmail,
} from './contacts-repository.ts';

const keyOf = (email: string) => email.toLowerCase();
const entryOf = ({ email, type, system }: EmailRow): EmailRow => ({ email, type, system });

/**
 * POST /api/integration/person/{id}/emails: the list becomes the person's e-mail addresses, in one
 * transaction. An address given twice (in any case) is kept once, as first given; a row whose address
 * stays keeps its id. Saved unchanged, nothing is written or audited.
 */
export async function saveEmails(
  ctx: RequestContext,
  personId: number,
  entries: TEmailEntry[],
): Promise<{ data: TPersonEmail[] }> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const wanted = new Map<string, EmailRow>();
  for (const entry of entries) {
    if (!wanted.has(keyOf(entry.email))) wanted.set(keyOf(entry.email), entryOf(entry));
  }
  return ctx.transaction(async (tx) => {
    if (!(await lockPerson(tx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    const before = await emailsOf(tx.db, personId);
    const kept = new Map<string, TPersonEmail>();
    const gone: number[] = [];
    for (const row of before) {
      if (wanted.has(keyOf(row.email)) && !kept.has(keyOf(row.email))) kept.set(keyOf(row.email), row);
      else gone.push(row.id);
    }
    let changed = gone.length > 0;
    await deleteEmails(tx.db, gone);
    const added: EmailRow[] = [];
    for (const [key, entry] of wanted) {
      const old = kept.get(key);
      if (!old) {
        added.push(entry);
      } else if (old.email !== entry.email || old.type !== entry.type || old.system !== entry.system) {
        await updateEmail(tx.db, old.id, entry);
        changed = true;
      }
    }
    await insertEmails(tx.db, personId, added);
    const after = await emailsOf(tx.db, personId);
    if (changed || added.length > 0) {
      await touchPerson(tx.db, personId, ctx.clock.now());
      await recordAudit(tx, {
        action: 'person.emails.save',
        entity: 'person',
        entityId: personId,
        before: before.map(entryOf),
        after: after.map(entryOf),
      });
    }
    return { data: after };
  });
}
