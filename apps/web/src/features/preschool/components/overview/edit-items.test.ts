import { describe, expect, it } from 'vitest';
import { ellaCarePeriod, ellaInOverview } from '@/test/handlers/preschool.ts';
import { draftErrors, editItems, shownPeriod } from './edit-items.ts';

const spring = { ...ellaCarePeriod, id: 11, start: '2026-01-07', end: '2026-06-30' };
const autumn = { ...ellaCarePeriod, id: 12, start: '2026-08-01', end: null, cost: 1500 };
const deletedAutumn = { ...autumn, id: 13, _delete: true };
/** Ella in November with two periods: the row shows the autumn one. */
const ella = {
  ...ellaInOverview,
  care_times: [spring, deletedAutumn, autumn],
  start: '2026-08-01',
  end: null,
};

describe('shownPeriod', () => {
  it('is the period, not deleted, whose dates the row shows', () => {
    expect(shownPeriod(ella)?.id).toBe(12);
    expect(shownPeriod({ ...ella, start: '2026-01-07', end: '2026-06-30' })?.id).toBe(11);
  });

  it('is none for a child without care', () => {
    expect(shownPeriod({ ...ella, care_times: [], start: null, end: null })).toBeUndefined();
  });
});

describe('draftErrors', () => {
  it.each([
    [{ start: '2026-08-01', end: '' }, {}],
    [{ start: '2026-08-01', end: '2026-08-01' }, {}],
    [{ start: ' 2026-08-01 ', end: '2026-12-31 ' }, {}],
    [{ start: '', end: '' }, { start: 'Använd formatet YYYY-MM-DD' }],
    [{ start: '2026-02-30', end: '' }, { start: 'Använd formatet YYYY-MM-DD' }],
    [{ start: '2026-08-01', end: '31/12/2026' }, { end: 'Använd formatet YYYY-MM-DD' }],
    [{ start: '2026-08-01', end: '2026-07-31' }, { end: 'Slut kan inte vara före start' }],
  ])('%j has the errors %j', (draft, errors) => {
    expect(draftErrors(draft)).toEqual(errors);
  });
});

describe('editItems', () => {
  it('sends the changed rows only, each with its shown period whole and the new dates', () => {
    const olle = { ...ella, id: 4, care_times: [{ ...autumn, id: 41, child_id: 4 }] };
    const drafts = new Map([
      [1, { start: '2026-08-01', end: ' 2026-12-31' }],
      [4, { start: '2026-08-01', end: '' }],
    ]);
    expect(editItems([ella, olle], drafts)).toEqual([
      {
        mode: 'edit',
        type: 'child',
        child_id: 1,
        data: {
          given_name: 'Ella',
          family_name: 'Berg',
          civic_number: '230310-1234',
          note: '',
          active: 1,
          start: '2026-08-01',
          end: '2026-12-31',
        },
        care_times: [
          {
            id: 12,
            start: '2026-08-01',
            end: '2026-12-31',
            commune: 'Stockholm',
            department: 'Blåbär',
            care_time: 'Heltid',
            cost: 1500,
            note: '',
            _delete: false,
          },
        ],
      },
    ]);
  });
});
