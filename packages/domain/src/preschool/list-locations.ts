import { z } from 'zod';

// GET /api/preschool/locations (spec 7.4): the units the user may open.

export const ZPreschoolLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  cost_center: z.string(),
  communes: z.array(z.string()),
  departments: z.array(z.string()),
  /** The unit to show first: where the user has a role. */
  selected: z.boolean(),
});
export type TPreschoolLocation = z.infer<typeof ZPreschoolLocation>;

export const ZPreschoolLocationsResponse = z.object({ locations: z.array(ZPreschoolLocation) });
export type TPreschoolLocationsResponse = z.infer<typeof ZPreschoolLocationsResponse>;

/** The unit shown first: the first where the user has a role, else the first of all. */
export function preselectedUnit<U extends { locationId: number }>(
  units: readonly U[],
  roleLocationIds: ReadonlySet<number>,
): U | undefined {
  return units.find((unit) => roleLocationIds.has(unit.locationId)) ?? units[0];
}
