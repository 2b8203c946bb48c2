import { z } from 'zod';

/** The paging of a list answer (spec part 1, section 3: 'Paging meta'). */
export const ZPagingMeta = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** The number of results in all pages. */
  pageLength: z.number().int(),
});
export type TPagingMeta = z.infer<typeof ZPagingMeta>;

/** The query parameter pageIndex: a page number from 0. */
export const ZPageIndex = z.coerce
  .number({ error: 'pageIndex must be a number' })
  .int()
  .min(0)
  .max(100_000)
  .default(0);

/** The query of a paged search: its text (at most 200 characters), the page and the page's size. */
export const searchPageQuery = (defaultPageSize: number) =>
  z.object({
    search: z.string().trim().max(200).optional().default(''),
    pageIndex: ZPageIndex,
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int()
      .min(1)
      .max(100)
      .default(defaultPageSize),
  });
