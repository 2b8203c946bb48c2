import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';

// The publish dialog (spec part 1, 2.12 and 5.6; part 2, 2 and 4 'Publish dialog'): a unit's groups
// (or its persons) published to the campus platform and Google as a background run, with a count of
// how far it has come and an outcome for each group or person.

export const PUBLISH_MODES = ['groups', 'persons'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

export const PUBLISH_MODE_LABELS: Record<PublishMode, string> = { groups: 'grupper', persons: 'personer' };

export const SELECT_LOCATION_MESSAGE = 'Please select a location';
export const SELECT_OPTION_MESSAGE = 'Please select at least one publish option';

/** POST /api/publish/runs: what to publish where; the same run is answered while one is under way. */
export const ZPublishRunRequest = z
  .object({
    locationId: z.number({ error: SELECT_LOCATION_MESSAGE }).int().positive().max(2_147_483_647),
    mode: z.enum(PUBLISH_MODES),
    campus: z.boolean(),
    google: z.boolean(),
  })
  .refine((request) => request.campus || request.google, {
    message: SELECT_OPTION_MESSAGE,
    path: ['campus'],
  });
export type TPublishRunRequest = z.infer<typeof ZPublishRunRequest>;

/** 'partial': published to one target and not the other (a group without an e-mail address on Google). */
export const PUBLISH_ITEM_STATUSES = ['pending', 'published', 'partial', 'skipped', 'failed'] as const;

export const ZPublishRunItem = z.object({
  /** The group's or the person's id. */
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PUBLISH_ITEM_STATUSES),
  /** Why it failed or was skipped, or what publishing it did. */
  message: z.string(),
});
export type TPublishRunItem = z.infer<typeof ZPublishRunItem>;

export const PUBLISH_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const ZPublishRun = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  locationName: z.string(),
  mode: z.enum(PUBLISH_MODES),
  campus: z.boolean(),
  google: z.boolean(),
  status: z.enum(PUBLISH_RUN_STATUSES),
  /** Groups or persons to publish, those done (whatever their outcome) and those that failed. */
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  items: z.array(ZPublishRunItem),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TPublishRun = z.infer<typeof ZPublishRun>;

export const ZPublishRunParams = z.object({ id: ZIdParam });

/** GET /api/publish/locations: the units the user may publish, in the dialog's order. */
export const ZPublishLocation = z.object({ id: z.number().int(), name: z.string() });
export const ZPublishLocations = z.array(ZPublishLocation);
export type TPublishLocation = z.infer<typeof ZPublishLocation>;

/** Spec part 1, 2.12: units whose names hold these are not offered (staff, kitchens, premises …). */
const EXCLUDED_NAME_PARTS = [
  'stab',
  'kitchen',
  'kök',
  'facility',
  'fastighet',
  'education',
  'test',
  'ledning',
  'work',
];

const swedish = new Intl.Collator('sv');
const rank = (name: string) => {
  const lower = name.toLowerCase();
  return lower.includes('grundskola') ? 0 : lower.includes('gymnasium') ? 1 : 2;
};

/** The units offered: the excluded names left out; grundskola first, then gymnasium, then the rest, each by name. */
export function publishableUnits<T extends { name: string }>(units: readonly T[]): T[] {
  return units
    .filter((unit) => !EXCLUDED_NAME_PARTS.some((part) => unit.name.toLowerCase().includes(part)))
    .sort((a, b) => rank(a.name) - rank(b.name) || swedish.compare(a.name, b.name));
}
