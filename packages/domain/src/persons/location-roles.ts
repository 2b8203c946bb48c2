import { z } from 'zod';
import { ZId } from '../http/id.ts';

// A person's roles at units (spec part 1, 3 'Person location role' and 'Role search hit', 7.3):
// GET /api/person/{id}/location_role, POST …/addRole and …/removeRole, GET /api/roles/search/{query}.

export const ZPersonLocationRole = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
});
export type TPersonLocationRole = z.infer<typeof ZPersonLocationRole>;

export const ZPersonLocationRoles = z.array(ZPersonLocationRole);

/** The body of addRole and removeRole. */
export const ZRoleAtLocation = z.object({ role_id: ZId, location_id: ZId });
export type TRoleAtLocation = z.infer<typeof ZRoleAtLocation>;

/** Role search needs this many characters (spec 5.3). */
export const ROLE_SEARCH_MIN_LENGTH = 2;
/** Hits answered at most: the dialog offers a short list to pick from. */
export const ROLE_SEARCH_LIMIT = 50;

export const ZRoleSearchParams = z.object({
  query: z
    .string()
    .trim()
    .min(ROLE_SEARCH_MIN_LENGTH, `query: at least ${ROLE_SEARCH_MIN_LENGTH} characters`)
    .max(100),
});

export const ZRoleSearchHit = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_description: z.string(),
  /** Whether the asking person may give the role at the unit: only someone holding all its flags there. */
  grantable: z.boolean(),
  /** The rights, as 'Segment: Flagga', the role holds beyond the unit: the one giving it confirms them. */
  rights_beyond_unit: z.array(z.string()),
});
export const ZRoleSearchHits = z.array(ZRoleSearchHit);
export type TRoleSearchHit = z.infer<typeof ZRoleSearchHit>;
