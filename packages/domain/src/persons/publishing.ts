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
  data: z.object({ googleId: z.string(), primaryEmail: z.string(), initialPassword: z.string() }),
});
export type TSetupEmailResult = z.infer<typeof ZSetupEmailResponse>['data'];
