import { z } from 'zod';
import { ZDate, ZOptionalDate } from '../calendar/schemas.ts';
import { ZId } from '../http/id.ts';
import { ZCostKronor } from './care-cost.ts';
import { END_BEFORE_START_MESSAGE, endNotBeforeStart, ZCareTime } from './care-period.ts';
import { ZGuardianData } from './guardian-form.ts';
import { ZLinkedGuardian } from './guardian-shares.ts';
import { childFields, MAX_NOTE_LENGTH, optionalText } from './person-fields.ts';

// POST and PUT /api/preschool/{costCenter}/person (spec 7.4): the request body as it travels, and the
// answer. The body holds plain values — kronor, dates, booleans — and its schema is idempotent: what it
// answers, it accepts again unchanged. It still takes what the spec's client sends (a cost as a number
// or as text in kronor with spaces, active as 1 or 0, empty texts for no date).

/** A care period of the body: with an id it edits that period, without one it is new. */
export const ZCarePeriodInput = z
  .object({
    id: ZId.nullish(),
    start: ZDate,
    end: ZOptionalDate,
    commune: optionalText(),
    department: optionalText(),
    care_time: ZCareTime.default('Heltid'),
    /** Kronor a month. */
    cost: ZCostKronor,
    note: optionalText(MAX_NOTE_LENGTH),
    /** True marks the period deleted, false restores it. */
    _delete: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START_MESSAGE, path: ['end'] });
export type TCarePeriodInput = z.infer<typeof ZCarePeriodInput>;

export const ZChildData = z.object({
  ...childFields,
  active: z
    .union([z.boolean(), z.literal(1), z.literal(0)])
    .nullish()
    .transform((value) => (value === null || value === undefined ? true : Boolean(value))),
  // The first care period, when the form gives one directly instead of a care_times list.
  commune: optionalText(),
  department: optionalText(),
  care_time: ZCareTime.nullish(),
  /** Kronor a month. */
  cost: ZCostKronor,
  start: ZOptionalDate,
  end: ZOptionalDate,
});
export type TChildData = z.infer<typeof ZChildData>;

const ZMode = z.enum(['create', 'edit']);

const ZChildItem = z
  .object({
    mode: ZMode,
    type: z.literal('child'),
    data: ZChildData,
    child_id: ZId.nullish(),
    guardians: z.array(ZLinkedGuardian).max(4).nullish(),
    care_times: z.array(ZCarePeriodInput).max(50).nullish(),
  })
  .refine(
    (item) => {
      const [first] = carePeriodsToSave(item);
      return first === undefined || endNotBeforeStart(first);
    },
    { message: END_BEFORE_START_MESSAGE, path: ['data', 'end'] },
  );
export type TChildItem = z.infer<typeof ZChildItem>;

const ZGuardianItem = z.object({
  mode: ZMode,
  type: z.literal('legalguardian'),
  data: ZGuardianData,
  guardian_id: ZId.nullish(),
  children_ids: z.array(ZId).max(20).nullish(),
});
export type TGuardianItem = z.infer<typeof ZGuardianItem>;

/** One save of the child or guardian form. */
const ZPreschoolPersonItem = z.discriminatedUnion('type', [ZChildItem, ZGuardianItem], {
  error: 'type must be child or legalguardian',
});
export type TPreschoolPersonItem = z.infer<typeof ZPreschoolPersonItem>;
/** What a client sends for one item: the body before parsing. */
export type TPreschoolPersonItemInput = z.input<typeof ZPreschoolPersonItem>;

/** POST …/person: one item. PUT …/person: one item, or the overview's batch of items. */
export const ZPreschoolPersonCreate = ZPreschoolPersonItem;
export const ZPreschoolPersonEdit = z.union([
  ZPreschoolPersonItem,
  z.array(ZPreschoolPersonItem).min(1).max(1000),
]);

export const ZPreschoolSaveResponse = z.object({
  id: z.number().int(),
  /** The text to search for to select the saved person. */
  search: z.string(),
  /** Every saved item, for a batch. */
  items: z.array(z.object({ id: z.number().int(), search: z.string() })).optional(),
});
export type TPreschoolSaveResponse = z.infer<typeof ZPreschoolSaveResponse>;

/** 409: a child's civic number is unique over every unit; the error's `id` is the child holding it. */
export const CIVIC_NUMBER_TAKEN_MESSAGE = 'Det finns redan ett barn med det personnumret';
/** 409 for a child at another unit, which the message does not name; `id` only for a user of that unit. */
export const CIVIC_NUMBER_TAKEN_ELSEWHERE_MESSAGE =
  'Det finns redan ett barn med det personnumret på en annan förskola';

/** What to search for to find the saved person (spec 4.2: the new person is selected by a name search). */
export function searchTextOf(data: { given_name: string; family_name: string }): string {
  return `${data.given_name} ${data.family_name}`;
}

/**
 * The care periods a save of a child writes: the list when the body has one; for a new child without
 * it, the first period from the form's own start, end, commune, department, care time and cost.
 */
export function carePeriodsToSave(item: {
  mode: z.infer<typeof ZMode>;
  data: TChildData;
  care_times?: TCarePeriodInput[] | null | undefined;
}): TCarePeriodInput[] {
  if (item.care_times) return item.care_times;
  const { data } = item;
  if (item.mode !== 'create' || !data.start) return [];
  return [
    {
      id: null,
      start: data.start,
      end: data.end,
      commune: data.commune,
      department: data.department,
      care_time: data.care_time ?? 'Heltid',
      cost: data.cost,
      note: '',
      _delete: false,
    },
  ];
}
