import { z } from 'zod';
import { ZDate } from '../calendar/schemas.ts';
import { MAX_ID, ZId, ZIdParam } from '../http/id.ts';
import { BUSINESS_IDS, PRESCHOOL_BUSINESS_ID } from './businesses.ts';

// Superadmin › Organisation: the organisation's units as a tree, made and changed by a superadmin. A
// unit is never deleted: it is ended from a date, after which the screens that start new work leave it
// out while what was done there stays.

/** The organisation's top unit: the root every unit-scoped grant for everywhere is held at. */
export const ORGANISATION_ROOT_ID = 1;

export const NAME_MESSAGE = 'Ange ett namn';
export const PARENT_MESSAGE = 'Välj en överordnad enhet';
export const BUSINESS_MESSAGE = 'Välj en verksamhet i listan';
export const COST_CENTER_MESSAGE = 'Högst 20 tecken: bokstäver, siffror, - och _';
export const SYSTEM_MESSAGE = 'Systemets namn: små bokstäver, siffror, - och _ (högst 40 tecken)';
export const SYSTEM_ID_MESSAGE = 'Ange enhetens id i systemet';
export const FRESHSERVICE_ID_MESSAGE = 'Freshservice-id är ett positivt heltal';
export const DEPARTMENT_MESSAGE = 'Ange avdelningens namn';
export const DEPARTMENT_TAKEN_MESSAGE = 'Avdelningen finns redan';
export const COMMUNE_MESSAGE = 'Ange kommunens namn';
export const COMMUNE_TAKEN_MESSAGE = 'Kommunen finns redan';
export const SYSTEM_ID_TAKEN_MESSAGE = 'Kopplingen finns redan';

const tooLong = (max: number) => `Högst ${max} tecken`;
const MAX_NAME_LENGTH = 100;
export const MAX_SYSTEM_IDS = 20;
export const MAX_DEPARTMENTS = 50;
export const MAX_COMMUNES = 50;

/** The systems whose ids units carry: the school systems' exports and the schedule system. */
export const LOCATION_SYSTEMS = ['schoolsoft', 'adela', 'online', 'skola24'] as const;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_NAME_LENGTH, tooLong(MAX_NAME_LENGTH));

/** A text that may be left empty: empty or null is null. */
const optionalText = (max: number, message = tooLong(max)) =>
  z
    .union([z.literal(''), z.null(), z.string().trim().max(max)], { error: message })
    .transform((value) => value || null);

/** The cost center is part of the preschool screen's addresses, so it keeps to what a path holds plainly. */
export const ZCostCenter = z
  .union(
    [
      z.literal(''),
      z.null(),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,20}$/, COST_CENTER_MESSAGE),
    ],
    {
      error: COST_CENTER_MESSAGE,
    },
  )
  .transform((value) => value || null);

export const ZParentId = z.number({ error: PARENT_MESSAGE }).int().positive().max(MAX_ID).nullable();

export const ZBusinessId = z.literal(BUSINESS_IDS, { error: BUSINESS_MESSAGE }).nullable();

export const ZLocationSystemIdSave = z.object({
  system: z
    .string({ error: SYSTEM_MESSAGE })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, SYSTEM_MESSAGE),
  system_id: z.string({ error: SYSTEM_ID_MESSAGE }).trim().min(1, SYSTEM_ID_MESSAGE).max(100, tooLong(100)),
  system_segment: optionalText(100)
    .optional()
    .transform((value) => value ?? null),
});
export type TLocationSystemIdSave = z.output<typeof ZLocationSystemIdSave>;

/** A department of a preschool: with its id it is one that exists (and may be renamed), without a new one. */
export const ZDepartmentSave = z.object({
  id: ZId.nullish().transform((value) => value ?? undefined),
  name: name(DEPARTMENT_MESSAGE),
});

const ZCommune = name(COMMUNE_MESSAGE);

export const ZFreshserviceId = z
  .number({ error: FRESHSERVICE_ID_MESSAGE })
  .int(FRESHSERVICE_ID_MESSAGE)
  .positive(FRESHSERVICE_ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, FRESHSERVICE_ID_MESSAGE)
  .nullable();

/**
 * A refinement of a list: each row whose key an earlier row has is refused at its field. It runs on
 * the rows as given, even where a row is wrong in itself, so the key is read warily.
 */
function noRepeats<T>(keyOf: (row: T) => string, message: string, field?: string) {
  return (rows: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = keyOf(row);
      if (key === '') return;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message, path: field ? [index, field] : [index] });
      seen.add(key);
    });
  };
}

const fold = (text: unknown) => (typeof text === 'string' ? text.trim().toLocaleLowerCase('sv') : '');

const ZSystemIds = z
  .array(ZLocationSystemIdSave)
  .max(MAX_SYSTEM_IDS)
  .superRefine(
    noRepeats(
      (row) => {
        const id = typeof row.system_id === 'string' ? row.system_id.trim() : '';
        return id === '' ? '' : `${fold(row.system)}\u0000${id}`;
      },
      SYSTEM_ID_TAKEN_MESSAGE,
      'system_id',
    ),
  );
const ZDepartments = z
  .array(ZDepartmentSave)
  .max(MAX_DEPARTMENTS)
  .superRefine(noRepeats((row) => fold(row.name), DEPARTMENT_TAKEN_MESSAGE, 'name'));

/**
 * POST /api/organisation/locations and PUT /api/organisation/locations/{id}: a unit as the editor saves
 * it. A field left out is empty for a new unit and kept as it is by a PUT; `departments` and `communes`
 * belong to a preschool only.
 */
export const ZLocationSave = z.object({
  parent_id: ZParentId,
  name: name(NAME_MESSAGE),
  business_id: ZBusinessId.optional(),
  cost_center: ZCostCenter.optional(),
  system_ids: ZSystemIds.optional(),
  freshservice_id: ZFreshserviceId.optional(),
  departments: ZDepartments.optional(),
  communes: z
    .array(ZCommune)
    .max(MAX_COMMUNES)
    .superRefine(noRepeats(fold, COMMUNE_TAKEN_MESSAGE))
    .optional(),
});
export type TLocationSave = z.output<typeof ZLocationSave>;
export type TLocationSaveInput = z.input<typeof ZLocationSave>;

/** Every field of a save, as a new unit starts or as a PUT finds the unit. */
export type TLocationFields = Required<{ [K in keyof TLocationSave]: Exclude<TLocationSave[K], undefined> }>;

/** POST /api/organisation/locations/{id}/end: the unit is ended from this date on. */
export const ZLocationEnd = z.object({ date: ZDate });
export type TLocationEnd = z.infer<typeof ZLocationEnd>;

export const ZOrganisationLocationParams = z.object({ id: ZIdParam });

export const ZOrganisationLocation = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  business_id: z.number().int().nullable(),
  cost_center: z.string().nullable(),
  system_ids: z.array(
    z.object({ system: z.string(), system_id: z.string(), system_segment: z.string().nullable() }),
  ),
  freshservice_id: z.number().int().nullable(),
  /** A preschool's departments, in the order staff see them; empty for any other unit. */
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The first day the unit is ended, or null while it runs. */
  ended_at: z.string().nullable(),
  /** Whether children are registered and invoiced at the unit: a preschool unit of the preschool screen. */
  preschool: z.boolean(),
  /** A preschool's communes, which its care periods offer; empty for any other unit. */
  communes: z.array(z.string()),
});
export type TOrganisationLocation = z.infer<typeof ZOrganisationLocation>;

/** GET /api/organisation/locations: every unit, ended ones too, by name. */
export const ZOrganisationLocations = z.object({ locations: z.array(ZOrganisationLocation) });
export type TOrganisationLocations = z.infer<typeof ZOrganisationLocations>;

export const ZLocationCreated = z.object({ id: z.number().int() });

/** Whether the unit is ended on the day: from its end date on. */
export function isEndedOn(endedAt: string | null, today: string): boolean {
  return endedAt !== null && endedAt <= today;
}

/** Whether putting the unit under the parent would make the unit its own ancestor. */
export function createsCycle(
  parentOf: ReadonlyMap<number, number | null>,
  locationId: number,
  parentId: number,
): boolean {
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null; at = parentOf.get(at)) {
    if (at === locationId) return true;
    // A cycle already stored above the parent must not hang the check.
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** Every unit below the unit, at any depth. */
export function descendantsOf(parentOf: ReadonlyMap<number, number | null>, locationId: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const [id, parent] of parentOf) {
    if (parent !== null) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
  }
  const found: number[] = [];
  const queue = [...(childrenOf.get(locationId) ?? [])];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (id === locationId || found.includes(id)) continue;
    found.push(id);
    queue.push(...(childrenOf.get(id) ?? []));
  }
  return found;
}

/**
 * Whether a unit ending on its date (null: not ended) may lie under a parent ending on its own: no unit
 * runs on after the unit above it has ended.
 */
export function mayLieUnder(endedAt: string | null, parentEndedAt: string | null): boolean {
  return parentEndedAt === null || (endedAt !== null && endedAt <= parentEndedAt);
}

/**
 * Whether the unit is a preschool once saved: a preschool stays one, and a unit made a preschool
 * (business 100, new or changed to it) becomes one. A unit that was business 100 without being a
 * preschool — the level above the preschools — stays a level.
 */
export function isPreschoolAfterSave(
  existing: { business_id: number | null; preschool: boolean } | undefined,
  businessId: number | null,
): boolean {
  if (existing?.preschool) return true;
  return businessId === PRESCHOOL_BUSINESS_ID && existing?.business_id !== PRESCHOOL_BUSINESS_ID;
}

/**
 * The editor's form: the texts as typed, turned into the save's values. The Freshservice id is typed
 * as digits, the communes are rows of the form's list.
 */
export const ZLocationForm = z.object({
  parent_id: ZParentId,
  name: name(NAME_MESSAGE),
  business_id: ZBusinessId,
  cost_center: ZCostCenter,
  system_ids: ZSystemIds,
  freshservice_id: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, FRESHSERVICE_ID_MESSAGE)
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(ZFreshserviceId),
  departments: ZDepartments,
  communes: z
    .array(z.object({ name: ZCommune }))
    .max(MAX_COMMUNES)
    .superRefine(noRepeats((row) => fold(row.name), COMMUNE_TAKEN_MESSAGE, 'name'))
    .transform((rows) => rows.map((row) => row.name)),
});
export type TLocationFormValues = z.input<typeof ZLocationForm>;
export type TLocationForm = z.output<typeof ZLocationForm>;

/** The refusal of new work at an ended unit: a role given, an import or a publishing started. */
export const endedUnitMessage = (endedAt: string) =>
  `Enheten är avslutad från ${endedAt}: inget nytt kan börja där`;
