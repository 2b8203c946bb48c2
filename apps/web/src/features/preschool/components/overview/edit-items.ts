import { isCalendarDate } from '@kansli/domain/calendar/dates';
import { DATE_MESSAGE } from '@kansli/domain/calendar/schemas';
import { END_BEFORE_START_MESSAGE, type TCarePeriod } from '@kansli/domain/preschool/care-period';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import type { PreschoolPersonItem } from '@/features/preschool/api/save-persons.ts';

// Spec 4.7 and 5.6: the overview edits the start and end of the care period each row shows, and saves
// only the rows where one of them changed, as one PUT of a list (spec 7.4).

/** A row's dates as typed: '' is no date. */
export type DateDraft = { start: string; end: string };
export type DateDrafts = ReadonlyMap<number, DateDraft>;
export type DraftErrors = { start?: string; end?: string };

/**
 * The care period whose dates the row shows (the server picks it: the last running in the month, else
 * the current one). A row without one has no dates to edit.
 */
export function shownPeriod(child: OverviewChild): TCarePeriod | undefined {
  if (child.start === null) return undefined;
  return child.care_times.findLast(
    (period) => !period._delete && period.start === child.start && period.end === child.end,
  );
}

export function originalDraft(child: OverviewChild): DateDraft {
  return { start: child.start ?? '', end: child.end ?? '' };
}

/** What is wrong with a row's dates: start is required, both are dates, end is not before start. */
export function draftErrors(draft: DateDraft): DraftErrors {
  const start = draft.start.trim();
  const end = draft.end.trim();
  const errors: DraftErrors = {};
  if (!isCalendarDate(start)) errors.start = DATE_MESSAGE;
  if (end !== '' && !isCalendarDate(end)) errors.end = DATE_MESSAGE;
  if (!errors.start && !errors.end && end !== '' && end < start) errors.end = END_BEFORE_START_MESSAGE;
  return errors;
}

const hasErrors = (errors: DraftErrors) => errors.start !== undefined || errors.end !== undefined;

function isChanged(child: OverviewChild, draft: DateDraft): boolean {
  const original = originalDraft(child);
  return draft.start.trim() !== original.start || draft.end.trim() !== original.end;
}

/** The rows whose drafts differ from what they show. */
export function changedRows(rows: readonly OverviewChild[], drafts: DateDrafts): OverviewChild[] {
  return rows.filter((child) => {
    const draft = drafts.get(child.id);
    return draft !== undefined && shownPeriod(child) !== undefined && isChanged(child, draft);
  });
}

/** Whether some draft has a date the save would refuse. */
export function anyDraftInvalid(rows: readonly OverviewChild[], drafts: DateDrafts): boolean {
  return changedRows(rows, drafts).some((child) => hasErrors(draftErrors(drafts.get(child.id) as DateDraft)));
}

/**
 * The save of one changed row: the child as it is (its note too, which an edit would otherwise empty)
 * with the new dates, and its shown care period, whole, with the new dates.
 */
export function editItemOf(child: OverviewChild, draft: DateDraft): PreschoolPersonItem {
  const period = shownPeriod(child);
  if (!period) throw new Error(`child ${child.id} has no care period to edit`);
  const start = draft.start.trim();
  const end = draft.end.trim() || null;
  return {
    mode: 'edit',
    type: 'child',
    child_id: child.id,
    data: {
      given_name: child.given_name,
      family_name: child.family_name,
      civic_number: child.civic_number,
      note: child.note,
      active: child.active,
      start,
      end,
    },
    care_times: [
      {
        id: period.id,
        start,
        end,
        commune: period.commune,
        department: period.department,
        care_time: period.care_time,
        cost: period.cost,
        note: period.note,
        _delete: false,
      },
    ],
  };
}

/** The batch to save: one item per changed row. */
export function editItems(rows: readonly OverviewChild[], drafts: DateDrafts): PreschoolPersonItem[] {
  return changedRows(rows, drafts).map((child) => editItemOf(child, drafts.get(child.id) as DateDraft));
}
