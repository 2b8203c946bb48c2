import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';

// 'Historik' on the person card and the preschool child view (issue 17): the entries about one person
// — their changes, requests that read or wrote them while ghosting, exports that contained them — newest
// first, answered in the audit log's page shape (ZAuditPage).

export const HISTORY_PAGE_SIZE = 20;

/** The audit entry keys an export lists the ids of the persons (or preschool children) it held under. */
export const EXPORTED_PERSON_IDS = 'personIds';
export const EXPORTED_CHILD_IDS = 'childIds';

/** ?before=&limit=: `before` is the id the next page starts below. */
export const ZHistoryQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

/** GET /api/preschool/{costCenter}/child/{childId}/history. */
export const ZChildHistoryParams = z.object({
  costCenter: z.string().trim().min(1).max(40),
  childId: ZIdParam,
});
