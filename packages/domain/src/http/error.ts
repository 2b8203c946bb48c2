import { z } from 'zod';

/** The body of every failed API call. */
export const ZErrorResponse = z.object({
  error: z.object({ statusCode: z.number().int(), message: z.string() }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
