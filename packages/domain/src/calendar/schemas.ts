import { z } from 'zod';
import { isCalendarDate, isCalendarMonth } from './dates.ts';

// Dates and months as the API and the forms exchange them (spec 5.1: 'Dates are sent as YYYY-MM-DD').

export const DATE_MESSAGE = 'Använd formatet YYYY-MM-DD';
export const MONTH_MESSAGE = 'Använd formatet YYYY-MM';

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const ZDate = z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, DATE_MESSAGE);

/** A date or nothing: an empty text means no date. Answers the date or null. */
export const ZOptionalDate = z
  .union([z.literal(''), z.null(), ZDate], { error: DATE_MESSAGE })
  .optional()
  .transform((value) => value || null);

/** A month 'YYYY-MM' of the years 1–9999. */
export const ZMonth = z.string({ error: MONTH_MESSAGE }).refine(isCalendarMonth, MONTH_MESSAGE);
