import { z } from 'zod';

/** GET /api/authorization/readable-list: where the user has roles, and what those give, in words. */
export const ZReadableListResponse = z.object({
  locations: z.array(
    z.object({
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      name: z.string(),
      authorization: z.object({
        roles: z.array(z.string()),
        authorizations: z.array(z.object({ name: z.string(), authorization_list: z.string() })),
      }),
    }),
  ),
});
export type TReadableListResponse = z.infer<typeof ZReadableListResponse>;
