import { z } from 'zod';
import { kronorFromOre, ORE_PER_KRONA, oreFromKronorText } from '../money/ore.ts';

// The monthly cost of a care period (spec 5.1): kronor on the wire and in the form, öre when stored.

export const COST_MESSAGE = 'Använd formatet 123.4 (punkt)';
export const COST_LIMIT_MESSAGE = 'Kostnaden får vara högst 100 000 kr i månaden';

/** No preschool fee comes near this; a larger one is a typing error (an extra digit or two). */
const MAX_MONTHLY_COST_KRONOR = 100_000;
export const MAX_MONTHLY_COST_ORE = MAX_MONTHLY_COST_KRONOR * ORE_PER_KRONA;

/** Whether a stored cost can be billed: whole öre from 0 up to the limit. */
export function isAcceptedMonthlyCost(costOre: number): boolean {
  return Number.isSafeInteger(costOre) && costOre >= 0 && costOre <= MAX_MONTHLY_COST_ORE;
}

type CostReading = { kronor: number | null } | { message: string };

/** A decimal comma, as Swedes write it, read as the point; a text with both marks stays unreadable. */
const withDecimalPoint = (text: string) => (text.includes('.') ? text : text.replace(',', '.'));

/**
 * A cost as typed (spaces anywhere, a decimal point or comma, at most two decimals) or as a number of kronor:
 * the kronor, null for an empty text, or the message that says what is wrong. Never rounds.
 */
export function readCost(value: string | number): CostReading {
  if (typeof value === 'number' && Number.isFinite(value) && value > MAX_MONTHLY_COST_KRONOR) {
    return { message: COST_LIMIT_MESSAGE };
  }
  const text = String(value);
  if (text.trim() === '') return { kronor: null };
  const ore = oreFromKronorText(withDecimalPoint(text));
  if (ore === undefined || ore < 0) return { message: COST_MESSAGE };
  if (!isAcceptedMonthlyCost(ore)) return { message: COST_LIMIT_MESSAGE };
  return { kronor: kronorFromOre(ore) };
}

function costIssue(reading: CostReading, ctx: z.RefinementCtx): number | null {
  if ('message' in reading) {
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  }
  return reading.kronor;
}

/** The cost field of the form: the text typed, as kronor or null when empty. */
export const ZCostText = z
  .string({ error: COST_MESSAGE })
  .transform((text, ctx) => costIssue(readCost(text), ctx));

/**
 * The cost in a request body: kronor as a number or a text (the spec's client sends either), or
 * nothing. Answers kronor or null, which it accepts again unchanged.
 */
export const ZCostKronor = z
  .union([z.number(), z.string(), z.null()], { error: COST_MESSAGE })
  .optional()
  .transform((value, ctx) =>
    value === null || value === undefined ? null : costIssue(readCost(value), ctx),
  );
