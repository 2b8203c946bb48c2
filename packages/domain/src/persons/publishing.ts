import { z } from 'zod';

// The person's outside systems (spec part 1, 7.2): publishing to the campus platform, the e-mail to
// flex, and the organisation's e-mail account in Google (setupemail).

export const ZPublishResponse = z.object({
  data: z.object({
    publishedAt: z.string(),
    campusId: z.string(),
    /** With 'Publicera NY': how many guardians and group memberships went along. */
    guardians: z.number().int().optional(),
    memberships: z.number().int().optional(),
  }),
});
export type TPublishResult = z.infer<typeof ZPublishResponse>['data'];

export const ZFlexResponse = z.object({ data: z.object({ email: z.string() }) });

/** What the confirm dialog shows before the account is made (spec 2.4). */
export const ZSetupEmailInfo = z.object({
  locationName: z.string(),
  orgUnitPath: z.string(),
  employeeFullName: z.string(),
  employeeEmail: z.string(),
  employerRoleName: z.string(),
  employerName: z.string(),
  employerEmail: z.string(),
});
export type TSetupEmailInfo = z.infer<typeof ZSetupEmailInfo>;
export const ZSetupEmailInfoResponse = z.object({ data: ZSetupEmailInfo });

/** The account made: the initial password is shown once and must be changed at first sign-in. */
export const ZSetupEmailResponse = z.object({
  data: z.object({
    googleId: z.string(),
    primaryEmail: z.string(),
    initialPassword: z.string(),
    /**
     * True when Google already had this person's account from an earlier try whose answer was lost:
     * its password is not known here (initialPassword is then empty) and is reset in Google's admin.
     */
    accountExisted: z.boolean().optional(),
  }),
});
export type TSetupEmailResult = z.infer<typeof ZSetupEmailResponse>['data'];

/**
 * The local part of a proposed staff address, `given.family`: lower case, accents folded to their
 * letter (å, ä → a; ö → o; é → e), spaces and hyphens kept as one hyphen, anything else dropped.
 */
export function emailLocalPart(givenName: string, familyName: string): string {
  const fold = (name: string) =>
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\s_-]+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/^-+|-+$/g, '');
  return [fold(givenName), fold(familyName)].filter(Boolean).join('.');
}

/** The n-th proposal for the address: given.family, then given.family2, given.family3 … */
export function proposedEmail(localPart: string, domain: string, n: number): string {
  return `${localPart}${n <= 1 ? '' : n}@${domain}`;
}

/** A staff account's org unit: `{root}/{unit name}`, a slash in the unit's name made a hyphen. */
export function staffOrgUnitPath(root: string, unitName: string): string {
  const unit = unitName.replaceAll('/', '-').trim();
  const base = root.replace(/\/+$/, '');
  return unit ? `${base}/${unit}` : base || '/';
}

/** The roles that lead a unit: the employer named in the setup e-mail dialog. */
export const UNIT_MANAGER_ROLES = ['Rektor', 'Förskolechef'] as const;
