import { z } from 'zod';
import { isCalendarDate } from './dates.ts';

// The child and guardian forms of the preschool tool (spec 5.1, 5.2, 5.4), shared by the web form and the API.

export const REQUIRED_MESSAGE = 'Obligatoriskt';
export const CIVIC_NUMBER_MESSAGE = 'Använd formatet yymmdd-nnnn';
export const COST_MESSAGE = 'Använd formatet 123.4 (punkt)';
export const DATE_MESSAGE = 'Använd formatet YYYY-MM-DD';
export const EMAIL_MESSAGE = 'Ange en giltig e-postadress';
export const PHONE_MESSAGE = 'Endast siffror, mellanslag, +, - och parenteser';
export const POSTAL_CODE_MESSAGE = 'Endast siffror och mellanslag';
export const SHARE_SUM_MESSAGE = 'Andelarna måste tillsammans bli 100 %';
export const shareCountMessage = (count: number) => `Delad vårdnad mellan ${count} vårdnadshavare stöds inte`;

const requiredText = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE);
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value ?? '');

/** A calendar date YYYY-MM-DD. */
export const ZDate = z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, DATE_MESSAGE);
/** A date or nothing: an empty text means no date. */
export const ZOptionalDate = z
  .union([z.literal(''), z.null(), ZDate], { error: DATE_MESSAGE })
  .optional()
  .transform((value) => value || null);

/** Either 8 digits, or yymmdd-nnnn where the last four may hold capital letters (temporary numbers). */
export const ZPreschoolCivicNumber = z
  .string({ error: CIVIC_NUMBER_MESSAGE })
  .trim()
  .regex(/^(\d{8}|\d{6}-[A-Z0-9]{4})$/, CIVIC_NUMBER_MESSAGE);

/** A monthly cost in kronor (decimal point, spaces ignored); empty is no cost. Answers öre. */
export const ZCostOre = z
  .union([z.number(), z.string(), z.null()], { error: COST_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = String(value).replaceAll(/\s/g, '');
    if (text === '') return null;
    if (!/^\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: COST_MESSAGE });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  });

export const ZCareTime = z.enum(['Heltid', 'Deltid'], { error: 'Välj Heltid eller Deltid' });

export const ZCarePeriodInput = z
  .object({
    id: z.number().int().positive().nullish(),
    start: ZDate,
    end: ZOptionalDate,
    commune: optionalText,
    department: optionalText,
    care_time: ZCareTime.default('Heltid'),
    cost: ZCostOre,
    note: optionalText,
    /** True marks the period deleted, false restores it. */
    _delete: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .refine((p) => !p.end || p.end >= p.start, { message: 'Slut kan inte vara före start', path: ['end'] });
export type TCarePeriodInput = z.infer<typeof ZCarePeriodInput>;

export const ZChildData = z.object({
  given_name: requiredText,
  family_name: requiredText,
  civic_number: ZPreschoolCivicNumber,
  note: optionalText,
  active: z
    .union([z.boolean(), z.literal(1), z.literal(0)])
    .nullish()
    .transform((value) => (value === null || value === undefined ? true : Boolean(value))),
  // The first care period, when the form gives one directly instead of a care_times list.
  commune: optionalText,
  department: optionalText,
  care_time: ZCareTime.nullish(),
  cost: ZCostOre,
  start: ZOptionalDate,
  end: ZOptionalDate,
});
export type TChildData = z.infer<typeof ZChildData>;

export const ZGuardianData = z.object({
  given_name: requiredText,
  family_name: requiredText,
  email: requiredText.pipe(z.email(EMAIL_MESSAGE)),
  phone: requiredText.regex(/^[\d\s+\-()]+$/, PHONE_MESSAGE),
  street_address: requiredText,
  postal_code: requiredText.regex(/^[\d\s]+$/, POSTAL_CODE_MESSAGE),
  city: requiredText,
  note: optionalText,
});
export type TGuardianData = z.infer<typeof ZGuardianData>;

/** A guardian linked to a child: an id, or an id with its custody share. */
export const ZLinkedGuardian = z.union([
  z
    .number()
    .int()
    .positive()
    .transform((id) => ({ id, percent: null as number | null })),
  z
    .object({ id: z.number().int().positive(), percent: z.number().int().min(0).max(100).nullish() })
    .transform((g) => ({
      id: g.id,
      percent: g.percent ?? null,
    })),
]);

/**
 * The guardian-share dialog (spec 5.4): exactly two guardians; the slider sets the first share, the
 * second is the rest.
 */
export const ZGuardianShares = z
  .array(z.object({ id: z.number().int().positive(), percent: z.number().int().min(0).max(100) }))
  .superRefine((shares, ctx) => {
    if (shares.length !== 2) ctx.addIssue({ code: 'custom', message: shareCountMessage(shares.length) });
    else if ((shares[0]?.percent ?? 0) + (shares[1]?.percent ?? 0) !== 100) {
      ctx.addIssue({ code: 'custom', message: SHARE_SUM_MESSAGE });
    }
  });

const ZChildItem = z.object({
  mode: z.enum(['create', 'edit']),
  type: z.literal('child'),
  data: ZChildData,
  child_id: z.number().int().positive().nullish(),
  guardians: z.array(ZLinkedGuardian).max(4).nullish(),
  care_times: z.array(ZCarePeriodInput).max(50).nullish(),
});

const ZGuardianItem = z.object({
  mode: z.enum(['create', 'edit']),
  type: z.literal('legalguardian'),
  data: ZGuardianData,
  guardian_id: z.number().int().positive().nullish(),
  children_ids: z.array(z.number().int().positive()).max(20).nullish(),
});

/** One save of the child or guardian form. */
export const ZPreschoolPersonItem = z.discriminatedUnion('type', [ZChildItem, ZGuardianItem], {
  error: 'type must be child or legalguardian',
});
export type TPreschoolPersonItem = z.infer<typeof ZPreschoolPersonItem>;

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
