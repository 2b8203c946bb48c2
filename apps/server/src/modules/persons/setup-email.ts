import { randomBytes } from 'node:crypto';
import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import {
  emailLocalPart,
  proposedEmail,
  staffOrgUnitPath,
  type TSetupEmailInfo,
  type TSetupEmailResult,
} from '@kansli/domain/persons/publishing';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { Integrations, RequestContext } from '../../context/request-context.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import {
  addEmailIfMissing,
  emailTakenByAnother,
  type PublishingPerson,
  personForPublishing,
  staffUnitOf,
  storeGoogleId,
  unitManager,
} from './publishing-repository.ts';

// The organisation e-mail account of a member of staff (spec 2.4, 7.2): GET proposes it for the
// confirm dialog, POST makes it in Google Workspace with an initial password the user must change at
// the first sign-in, then stores the account and the address on the person in one transaction. The
// password is in the answer's body once and nowhere else: not in the audit, a log or an error.

export const DIRECTORY_NOT_SET_UP_MESSAGE =
  'Google Workspace är inte konfigurerat. Be driften ange ett Google-tjänstkonto (GOOGLE_SERVICE_ACCOUNT_KEY_FILE).';
export const NOT_EMPLOYED_MESSAGE = 'Only employed staff get an organisation e-mail account';
export const HAS_ACCOUNT_MESSAGE = 'The person already has an organisation e-mail account';
const ADDRESS_TAKEN_MESSAGE = 'The proposed address was taken in Google meanwhile; open the dialog again';
const NO_FREE_ADDRESS_MESSAGE = 'No free address was found for the person';

/** given.family, given.family2 … up to this many proposals. */
const MAX_PROPOSALS = 50;
/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 20;

/** A random password of 20 characters (about 115 bits) from randomBytes, without modulo bias. */
export function initialPassword(): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let password = '';
  while (password.length < PASSWORD_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < limit && password.length < PASSWORD_LENGTH) {
        password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      }
    }
  }
  return password;
}

type Directory = NonNullable<Integrations['directory']>;

async function requireAccountless(
  ctx: RequestContext,
  personId: number,
): Promise<{ person: PublishingPerson; directory: Directory }> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  const person = await personForPublishing(ctx.db, personId);
  if (!person) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  if (!person.isEmployed) throw conflict(NOT_EMPLOYED_MESSAGE);
  if (person.googleId) throw conflict(HAS_ACCOUNT_MESSAGE);
  const directory = ctx.integrations.directory;
  if (!directory) throw new HttpError(503, DIRECTORY_NOT_SET_UP_MESSAGE);
  return { person, directory };
}

/**
 * The first of given.family@domain, given.family2@domain … that no other person has in Kansli and
 * that Google either lacks or holds as this person's account from an earlier try.
 */
async function proposeEmail(ctx: RequestContext, directory: Directory, person: PublishingPerson) {
  const local = emailLocalPart(person.givenName, person.familyName) || `person${person.id}`;
  for (let n = 1; n <= MAX_PROPOSALS; n++) {
    const email = proposedEmail(local, directory.workspace.domain, n);
    if (await emailTakenByAnother(ctx.db, email, person.id)) continue;
    const existing = await directory.client.getUser(email);
    if (!existing || existing.personId === person.id) return email;
  }
  throw conflict(NO_FREE_ADDRESS_MESSAGE);
}

async function accountProposal(
  ctx: RequestContext,
  directory: Directory,
  person: PublishingPerson,
): Promise<TSetupEmailInfo> {
  const unit = await staffUnitOf(ctx.db, person.id);
  const manager = unit ? await unitManager(ctx.db, unit.id, person.id) : undefined;
  return {
    locationName: unit?.name ?? '',
    orgUnitPath: staffOrgUnitPath(directory.workspace.staffOrgUnitRoot, unit?.name ?? ''),
    employeeFullName: `${person.givenName} ${person.familyName}`,
    employeeEmail: await proposeEmail(ctx, directory, person),
    employerRoleName: manager?.roleName ?? '',
    employerName: manager ? `${manager.givenName} ${manager.familyName}` : '',
    employerEmail: manager?.email ?? '',
  };
}

/** GET /api/integration/person/{id}/setupemail: what the confirm dialog shows. */
export async function setupEmailInfo(ctx: RequestContext, personId: number): Promise<TSetupEmailInfo> {
  const { person, directory } = await requireAccountless(ctx, personId);
  return accountProposal(ctx, directory, person);
}

/**
 * POST /api/integration/person/{id}/setupemail: the account made as proposed. A retry whose earlier
 * try made the account in Google (409 duplicate) stores that account; it answers no password, since
 * the one of the earlier try is not known here. Two tries at once make one account: the one that
 * stores it second answers 409, unless it made the account, whose password it then answers.
 */
export async function setupEmail(ctx: RequestContext, personId: number): Promise<TSetupEmailResult> {
  const { person, directory } = await requireAccountless(ctx, personId);
  const proposal = await accountProposal(ctx, directory, person);
  const password = initialPassword();
  const { user, created } = await directory.client.insertUser({
    primaryEmail: proposal.employeeEmail,
    givenName: person.givenName,
    familyName: person.familyName,
    password,
    orgUnitPath: proposal.orgUnitPath,
    personId: person.id,
  });
  if (!created && user.personId !== person.id) throw conflict(ADDRESS_TAKEN_MESSAGE);

  const stored = await ctx.transaction(async (tx) => {
    const outcome = await storeGoogleId(tx.db, person.id, user.id);
    if (outcome !== 'stored') return outcome;
    await addEmailIfMissing(tx.db, person.id, { email: user.primaryEmail, type: 'work', system: 'admin' });
    await recordAudit(tx, {
      action: 'person.setupemail',
      entity: 'person',
      entityId: person.id,
      before: { googleId: null },
      after: { googleId: user.id, primaryEmail: user.primaryEmail, orgUnitPath: user.orgUnitPath, created },
    });
    return outcome;
  });
  if (stored === 'other' || (stored === 'already' && !created)) throw conflict(HAS_ACCOUNT_MESSAGE);
  return created
    ? { googleId: user.id, primaryEmail: user.primaryEmail, initialPassword: password }
    : { googleId: user.id, primaryEmail: user.primaryEmail, initialPassword: '', accountExisted: true };
}
