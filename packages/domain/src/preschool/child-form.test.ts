import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { DATE_MESSAGE } from '../calendar/schemas.ts';
import { COST_MESSAGE } from './care-cost.ts';
import {
  type TCarePeriodFormValues,
  type TChildFormValues,
  ZCarePeriodForm,
  ZChildForm,
} from './child-form.ts';
import { ZCarePeriodInput, ZChildData } from './save-person.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const childForm: TChildFormValues = {
  given_name: ' Ella ',
  family_name: 'Ek',
  civic_number: '230310-1234',
  note: '',
  active: true,
  commune: 'Solna',
  department: 'Humlan',
  care_time: 'Heltid',
  cost: '1 234.5',
  start: '2026-03-10',
  end: '',
};

const careRow: TCarePeriodFormValues = {
  id: null,
  start: '2026-03-10',
  end: '',
  commune: '',
  department: 'Humlan',
  care_time: 'Deltid',
  cost: '2 000',
  note: '',
  _delete: false,
};

describe('the child form', () => {
  it.each(['230310-1234', '230310-TF12', '20230310'])('accepts the civic number %s', (civic_number) => {
    expect(ZChildForm.safeParse({ ...childForm, civic_number }).success).toBe(true);
  });

  it.each(['2303101234', '230310-12', '20230310-1234', '230310-tf12'])(
    'rejects %s as yymmdd-nnnn',
    (civic_number) => {
      expect(firstMessage(ZChildForm.safeParse({ ...childForm, civic_number }))).toBe(
        'Använd formatet yymmdd-nnnn',
      );
    },
  );

  it('turns what was typed into plain values: the cost in kronor, no end as null', () => {
    expect(ZChildForm.parse(childForm)).toEqual({
      ...childForm,
      given_name: 'Ella',
      cost: 1234.5,
      end: null,
    });
    expect(ZChildForm.parse({ ...childForm, cost: '' }).cost).toBeNull();
    expect(ZChildForm.parse({ ...childForm, cost: '1 420,5' }).cost).toBe(1420.5);
  });

  it.each(['1.420,5', '-3', 'abc', '1.005'])('rejects the cost %s', (cost) => {
    expect(firstMessage(ZCarePeriodForm.safeParse({ ...careRow, cost }))).toBe(COST_MESSAGE);
  });

  it('requires a valid start and takes an empty end as none', () => {
    expect(firstMessage(ZCarePeriodForm.safeParse({ ...careRow, start: '2026-02-30' }))).toBe(DATE_MESSAGE);
    expect(firstMessage(ZCarePeriodForm.safeParse({ ...careRow, start: '' }))).toBe(DATE_MESSAGE);
    expect(ZCarePeriodForm.parse({ ...careRow, start: '2024-02-29' }).end).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(firstMessage(ZCarePeriodForm.safeParse({ ...careRow, end: '2026-03-09' }))).toBe(
      'Slut kan inte vara före start',
    );
  });

  it('gives the request body values of its own types', () => {
    expectTypeOf<z.output<typeof ZChildForm>>().toExtend<z.input<typeof ZChildData>>();
    expectTypeOf<z.output<typeof ZCarePeriodForm>>().toExtend<z.input<typeof ZCarePeriodInput>>();
  });

  it('gives the request body values it keeps as they are', () => {
    const someCost = fc.oneof(
      fc.constant(''),
      fc.integer({ min: 0, max: 10_000_000 }).map((ore) => {
        const text = `${Math.trunc(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
        return text.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
      }),
    );
    fc.assert(
      fc.property(someCost, fc.boolean(), (cost, active) => {
        const child = ZChildForm.parse({ ...childForm, cost, active });
        expect(ZChildData.parse(child)).toEqual(child);
        const row = ZCarePeriodForm.parse({ ...careRow, cost });
        expect(ZCarePeriodInput.parse(row)).toEqual(row);
      }),
    );
  });
});
