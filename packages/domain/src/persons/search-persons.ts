import { z } from 'zod';
import { searchPageQuery } from '../http/paging.ts';

// GET /api/integration/persons (spec part 1, 7.2): a page of persons whose names, civic number or e-mail
// hold every word of the search, or the person a school system knows by `system:system_id`.

/** Persons per page on the person screen (spec 9). */
export const PERSON_PAGE_SIZE = 8;

export const ZPersonSearchQuery = searchPageQuery(PERSON_PAGE_SIZE);
export type TPersonSearchQuery = z.infer<typeof ZPersonSearchQuery>;

export const ZPersonSearchHit = z.object({
  id: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  civicNumber: z.string().nullable(),
  avatarImage: z.string().nullable(),
  /** The names of the person's roles, each once, in Swedish order. */
  roles: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TPersonSearchHit = z.infer<typeof ZPersonSearchHit>;

export const ZPersonSearchResponse = z.object({
  data: z.object({
    /** The number of persons in all pages. */
    personCount: z.number().int(),
    persons: z.array(ZPersonSearchHit),
  }),
});
export type TPersonSearchResponse = z.infer<typeof ZPersonSearchResponse>;

export type PersonSearch =
  /** system null: the id in any system (the word 'system' itself typed as the system's name). */
  { kind: 'system'; system: string | null; systemId: string } | { kind: 'words'; words: string[] };

/**
 * What a search text asks for: `system:system_id` (a system's name, a colon and its id, no spaces) finds
 * the person by a school system's id ('system:id' by the id in any system); anything else is words, each to be found somewhere.
 */
export function personSearchOf(search: string): PersonSearch {
  const system = /^([a-z0-9_-]+):(\S+)$/i.exec(search.trim());
  if (system?.[1] && system[2]) {
    const name = system[1].toLowerCase();
    return { kind: 'system', system: name === 'system' ? null : name, systemId: system[2] };
  }
  return { kind: 'words', words: search.split(/\s+/).filter(Boolean) };
}
