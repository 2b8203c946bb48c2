import { z } from 'zod';
import { ZDate, ZOptionalDate } from '../calendar/schemas.ts';
import { ZId } from '../http/id.ts';
import { ZCostText } from './care-cost.ts';
import { END_BEFORE_START_MESSAGE, endNotBeforeStart, ZCareTime } from './care-period.ts';
import { childFields, MAX_NOTE_LENGTH, optionalText } from './person-fields.ts';

// The child form of the web app (spec 2.7, 5.1): what the user typed, turned into the plain values the
// request body takes (save-person.ts). The cost is typed as text and leaves as kronor; dates leave as
// 'YYYY-MM-DD' or null. The body takes these values again unchanged; converting to öre is the server's.

/** One row of the care-time list. */
export const ZCarePeriodForm = z
  .object({
    id: ZId.nullable(),
    start: ZDate,
    end: ZOptionalDate,
    commune: optionalText(),
    department: optionalText(),
    care_time: ZCareTime,
    cost: ZCostText,
    note: optionalText(MAX_NOTE_LENGTH),
    /** True marks the period deleted, false restores it. */
    _delete: z.boolean(),
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START_MESSAGE, path: ['end'] });
export type TCarePeriodFormValues = z.input<typeof ZCarePeriodForm>;

export const ZChildForm = z.object({
  ...childFields,
  active: z.boolean(),
  // The first care period of a new child, typed directly on the form.
  commune: optionalText(),
  department: optionalText(),
  care_time: ZCareTime.nullable(),
  cost: ZCostText,
  start: ZOptionalDate,
  end: ZOptionalDate,
});
export type TChildFormValues = z.input<typeof ZChildForm>;

/** The whole child form of the register mode: the child and its list of care periods. */
export const ZChildRegisterForm = ZChildForm.extend({ care_times: z.array(ZCarePeriodForm).max(50) });
export type TChildRegisterFormValues = z.input<typeof ZChildRegisterForm>;
export type TChildRegisterForm = z.output<typeof ZChildRegisterForm>;
