import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';

// The superadmin's roles and permissions (spec part 2, 3 'Role', 'Authorization segment', 'Flag'; 7
// 'Superadmin'): the roles, the segments with their flags, which roles hold a flag, and the saving and
// deleting of segments and flags.

export const ZRole = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export const ZRoles = z.array(ZRole);
export type TRole = z.infer<typeof ZRole>;

/** A flag: `vars` is its key, `flag` its bit in the segment, `segment` the segment's id. */
export const ZAdminFlag = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  vars: z.string(),
  flag: z.number().int(),
  segment: z.number().int(),
});
export type TAdminFlag = z.infer<typeof ZAdminFlag>;

export const SEGMENT_SCOPES = ['global', 'location'] as const;

export const ZAdminSegment = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  scope: z.enum(SEGMENT_SCOPES),
  /** Kansli's own segments and flags are checked by its code: they can be renamed, not removed or re-keyed. */
  builtIn: z.boolean(),
  flags: z.array(ZAdminFlag.extend({ builtIn: z.boolean() })),
});
export const ZAdminSegments = z.array(ZAdminSegment);
export type TAdminSegment = z.infer<typeof ZAdminSegment>;

/** A grant of flags in a segment to a role (or a person). */
export const ZGrantEntry = z.object({
  id: z.number().int(),
  context: z.enum(['role', 'person']),
  context_id: z.number().int(),
  segment: z.number().int(),
  flags: z.number().int(),
});
export const ZGrantEntries = z.array(ZGrantEntry);
export type TGrantEntry = z.infer<typeof ZGrantEntry>;

export const ZRoleParams = z.object({ roleId: ZIdParam });
export const ZFlagParams = z.object({ flagId: ZIdParam });
export const ZFlagGrantsQuery = z.object({ context: z.enum(['role', 'person']).default('role') });
export const ZAdminIdParams = z.object({ id: ZIdParam });

const ZKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'a letter, then letters, digits or _ (at most 40)');
const ZName = z.string().trim().min(1, 'a name is needed').max(100);
const ZDescription = z.string().trim().max(500).default('');

/** POST /api/authorization/flags/save: a new flag (no id) gets the segment's next free bit. */
export const ZFlagSave = z.object({
  id: z.number().int().positive().optional(),
  name: ZName,
  description: ZDescription,
  vars: ZKey,
  segment: z.number().int().positive(),
});
export type TFlagSave = z.infer<typeof ZFlagSave>;

/** POST /api/authorization/segments/save: a new segment without id, else the segment changed. */
export const ZSegmentSave = z.object({
  id: z.number().int().positive().optional(),
  name: ZName,
  description: ZDescription,
  key: ZKey,
  scope: z.enum(SEGMENT_SCOPES),
});
export type TSegmentSave = z.infer<typeof ZSegmentSave>;

/** DELETE answers: `data.id` is what was removed. */
export const ZDeleted = z.object({ data: z.object({ id: z.number().int() }) });

/** The largest bit a flag may have: the grants' flags are a 32-bit integer. */
export const MAX_FLAG_BIT = 2 ** 30;

/** The lowest power of two not among the bits, or null when all 31 are taken. */
export function nextFreeBit(bits: readonly number[]): number | null {
  for (let bit = 1; bit <= MAX_FLAG_BIT; bit *= 2) if (!bits.includes(bit)) return bit;
  return null;
}

// The refusals (409) of the segment and flag dialogs, which show them as they are.
export const segmentKeyTakenMessage = (key: string) =>
  `Ett annat segment har redan nyckeln ${key}. Välj en annan nyckel.`;
export const flagKeyTakenMessage = (key: string) =>
  `Segmentet har redan en behörighet med nyckeln ${key}. Välj en annan nyckel.`;
export const NO_FREE_BIT_MESSAGE =
  'Segmentet har inte plats för fler behörigheter. Ta bort en behörighet som inte används, eller lägg den nya i ett annat segment.';
export const BUILT_IN_SEGMENT_CHANGE_MESSAGE =
  'Kansli använder segmentets nyckel och omfång i sina behörighetskontroller. Bara namnet och beskrivningen kan ändras.';
export const BUILT_IN_SEGMENT_REMOVAL_MESSAGE =
  'Kansli använder segmentet i sina behörighetskontroller, så det kan inte tas bort.';
export const BUILT_IN_FLAG_CHANGE_MESSAGE =
  'Kansli använder behörighetens nyckel i sina behörighetskontroller. Bara namnet och beskrivningen kan ändras.';
export const BUILT_IN_FLAG_REMOVAL_MESSAGE =
  'Kansli använder behörigheten i sina behörighetskontroller, så den kan inte tas bort.';
