import { z } from 'zod';
import { ZPageIndex, ZPagingMeta } from '../http/paging.ts';
import { ZCarePeriod } from './care-period.ts';
import { ZLinkedPerson } from './linked-person.ts';

// GET /api/preschool/{costCenter} (spec 7.4): a page of a unit's children or guardians.

/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;

export const ZPreschoolSearchQuery = z.object({
  search: z.string().trim().max(200).optional().default(''),
  legalguardians: z.enum(['0', '1']).optional().default('0'),
  pageIndex: ZPageIndex,
});
export type TPreschoolSearchQuery = z.infer<typeof ZPreschoolSearchQuery>;

export const ZPreschoolPerson = z.object({
  id: z.number().int(),
  type: z.enum(['child', 'legalguardian']),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  department: z.string(),
  /** The second line of a result: the civic number of a child, the e-mail address of a guardian. */
  sub: z.string(),
  active: z.boolean(),
  percent: z.number().int().nullable(),
  guardians: z.array(ZLinkedPerson),
  children: z.array(ZLinkedPerson),
  start: z.string().nullable(),
  end: z.string().nullable(),
  care_times: z.array(ZCarePeriod),
  /** Beyond the spec's fields, so the views and the edit forms have the whole person: the note of a child
   * or a guardian, and a guardian's phone and address ('' for a child). */
  note: z.string(),
  phone: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
});
export type TPreschoolPerson = z.infer<typeof ZPreschoolPerson>;

export const ZPreschoolSearchResponse = z.object({ persons: z.array(ZPreschoolPerson), meta: ZPagingMeta });
export type TPreschoolSearchResponse = z.infer<typeof ZPreschoolSearchResponse>;

/** The words of a search; a result must hold every one of them. */
export function searchTerms(search: string): string[] {
  return search.split(/\s+/).filter(Boolean);
}
