import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';

// The school units screen's calls (spec part 2, 7 'Units and sync'): the units list, a unit's system
// ids, its persons with special roles and its synchronisation entries.

export const ZLocationListQuery = z.object({ segment: z.literal('location').default('location') });

export const ZLocationListItem = z.object({ id: z.number().int(), name: z.string() });
export const ZLocationList = z.array(ZLocationListItem);
export type TLocationListItem = z.infer<typeof ZLocationListItem>;

export const ZLocationParams = z.object({ id: ZIdParam });
export const ZLocationIdParams = z.object({ locationId: ZIdParam });

export const ZLocationSystemId = z.object({
  system: z.string(),
  systemId: z.string(),
  systemSegment: z.string().nullable(),
});

/** GET /api/location/{id}/info. */
export const ZLocationInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  business_id: z.number().int().nullable(),
  extension: z.object({ system_ids: z.array(ZLocationSystemId) }),
});
export type TLocationInfo = z.infer<typeof ZLocationInfo>;

/** The roles every school has many of; any other role at a unit is a special role. */
export const ORDINARY_ROLES = ['Elev', 'Vårdnadshavare', 'Lärare'] as const;

/** GET /api/persons/specialRoles/{locationId}: a person with a special role, `name` being the role's. */
export const ZSpecialRolePerson = z.object({
  givenName: z.string(),
  familyName: z.string(),
  description: z.string(),
  name: z.string(),
});
export const ZSpecialRolePersons = z.array(ZSpecialRolePerson);
export type TSpecialRolePerson = z.infer<typeof ZSpecialRolePerson>;

export const SYNC_CONTEXTS = ['sync', 'syncflag'] as const;

/** A synchronisation entry (spec part 2, 3 'Sync entry'): a job's progress, or a problem it met. */
export const ZSyncEntry = z.object({
  id: z.number().int(),
  context: z.enum(SYNC_CONTEXTS),
  type: z.string(),
  message: z.string(),
  status_code: z.number().int().nullable(),
  data: z.object({ current: z.number().int(), bucketsize: z.number().int() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  location_id: z.number().int(),
});
export const ZSyncEntries = z.array(ZSyncEntry);
export type TSyncEntry = z.infer<typeof ZSyncEntry>;

/** Entries answered at most, newest first. */
export const SYNC_ENTRY_LIMIT = 200;

/** GET /api/storage/{system}/{locationId}/list and …/{type}: a unit's export files in a system. */
export const ZStorageListParams = z.object({
  system: z.enum(['schoolsoft', 'adela', 'online', 'skola24']),
  locationId: ZIdParam,
});

export const ZStorageRecordsParams = ZStorageListParams.extend({
  type: z.enum(['group', 'person', 'student', 'parent', 'teacher', 'schedule']),
});

/** A file of the unit's exports, newest folder first. */
export const ZStorageFile = z.object({ name: z.string(), size: z.number(), updated: z.string() });
export const ZStorageFiles = z.array(ZStorageFile);
export type TStorageFile = z.infer<typeof ZStorageFile>;

/** The raw records of the newest export of a type, as the school system wrote them. */
export const ZStorageRecords = z.array(z.record(z.string(), z.unknown()));

/** Raw records answered at most: the screen shows them to read, not to page through a whole school. */
export const STORAGE_RECORD_LIMIT = 10_000;
