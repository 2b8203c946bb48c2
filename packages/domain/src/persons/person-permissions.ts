import { z } from 'zod';

// POST /api/integration/person/{id}/permissions (spec part 1, 7.2): the person's own permissions for
// the 'Behörigheter' dialog. The body is the changes to make; the empty list only reads.

export const ZPersonPermissionChange = z.object({
  segment: z.string().trim().min(1).max(60),
  flag: z.string().trim().min(1).max(60),
  /** Whether the person should hold the flag directly (everywhere). */
  held: z.boolean(),
});
export type TPersonPermissionChange = z.infer<typeof ZPersonPermissionChange>;

export const ZPersonPermissionsBody = z.array(ZPersonPermissionChange).max(200);

export const ZPersonPermissionFlag = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  bit: z.number().int(),
  /** Granted to the person directly: what the dialog edits. */
  direct: z.boolean(),
  /** The person's roles that grant it (read-only in the dialog). */
  throughRoles: z.array(z.string()),
});

export const ZPersonPermissionsResponse = z.object({
  data: z.object({
    /** Whether the asking user may change them (auth PERMISSION_ADMIN, not while ghosting). */
    editable: z.boolean(),
    segments: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        scope: z.enum(['global', 'location']),
        flags: z.array(ZPersonPermissionFlag),
      }),
    ),
  }),
});
export type TPersonPermissions = z.infer<typeof ZPersonPermissionsResponse>['data'];
