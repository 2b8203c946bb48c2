import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';

// The audit log (superadmin, tab 'Logg'): every write and every ghosted request, newest first, found by
// who acted, as whom, the entity, the person concerned, the action and the time; a page at a time.

export const AUDIT_PAGE_SIZE = 50;

const ZDateTime = z.iso.datetime({ offset: true, error: 'must be a time such as 2026-11-24T08:00:00Z' });

/** GET /api/audit: each filter narrows; `before` is the id the next page starts below. */
export const ZAuditQuery = z
  .object({
    actorId: ZIdParam.optional(),
    ghostAsId: ZIdParam.optional(),
    entity: z.string().trim().min(1).max(100).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    /** Entries about this person: the person as the entity, or requests made as them. */
    personId: ZIdParam.optional(),
    /** The action's beginning, e.g. 'person.' for every change of persons. */
    action: z.string().trim().min(1).max(100).optional(),
    /** Any of these actions, comma-separated: 'import.person.create,import.group.create'. */
    actions: z
      .string()
      .transform((list) => list.split(',').map((action) => action.trim()))
      .pipe(z.array(z.string().min(1).max(100)).min(1).max(50))
      .optional(),
    from: ZDateTime.optional(),
    to: ZDateTime.optional(),
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

const ZAuditPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZAuditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who was signed in; null for the background (an import, a job). */
  actor: ZAuditPerson.nullable(),
  /** Whom they acted as while ghosting. */
  ghostAs: ZAuditPerson.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /**
   * The name of the person, preschool child or guardian the entry concerns, read from their row as it
   * is now, when the reader may see them; null for any other entry, or one the reader may not see.
   */
  subjectName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = z.object({
  events: z.array(ZAuditEvent),
  /** The `before` of the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
