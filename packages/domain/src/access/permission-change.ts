import { z } from 'zod';
import { MAX_ID, ZId } from '../http/id.ts';

/** A flag's bit: one of the 31 bits of a segment's mask. */
const ZFlagBit = z
  .number()
  .int()
  .positive()
  .max(2 ** 30);

/** Body of POST /api/permissions/add and /remove: a flag of a segment for a role or a person. */
export const ZPermissionChangeRequest = z.object({
  context: z.enum(['role', 'person'], { error: 'context must be role or person' }),
  context_id: z.coerce.number({ error: 'context_id must be an id' }).int().positive().max(MAX_ID),
  /** The flag's key (e.g. 'BILLING') or its bit. */
  flag: z.union([z.string().trim().min(1).max(100), ZFlagBit], {
    error: 'flag must be a key or a bit',
  }),
  /** The segment's key (e.g. 'preschool') or its id. */
  segment: z.union([z.string().trim().min(1).max(100), ZId], {
    error: 'segment must be a key or an id',
  }),
});
export type TPermissionChangeRequest = z.infer<typeof ZPermissionChangeRequest>;

export const ZPermissionChangeResponse = z.object({
  context: z.enum(['role', 'person']),
  context_id: z.number().int(),
  segment: z.string(),
  /** The bit mask the context holds in the segment after the change. */
  flags: z.number().int(),
  changed: z.boolean(),
});
export type TPermissionChangeResponse = z.infer<typeof ZPermissionChangeResponse>;
