import { z } from 'zod';

/** A person linked to another (spec 3 'Linked person'): a guardian (with e-mail) or a child (with department). */
export const ZLinkedPerson = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string().optional(),
  department: z.string().optional(),
  /** Custody share; shown only when set and not 100. */
  percent: z.number().int().nullable(),
});
export type TLinkedPerson = z.infer<typeof ZLinkedPerson>;
