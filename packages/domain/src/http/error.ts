import { z } from 'zod';

/** The body of every failed API call. */
export const ZErrorResponse = z.object({
  error: z.object({
    statusCode: z.number().int(),
    message: z.string(),
    /** On a 409: the id of what exists already. */
    id: z.number().int().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
