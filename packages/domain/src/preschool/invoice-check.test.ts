import { describe, expect, it } from 'vitest';
import { carePeriod } from './fee-engine.fixtures.ts';
import type { CarePeriodInput, GuardianShareInput } from './fee-engine.ts';
import {
  type CheckedChild,
  type CheckedGuardian,
  type InvoiceProblemKind,
  invoiceProblemsOfMonth,
} from './invoice-check.ts';

const month = '2026-03';

const period = (id: number, start: string, end: string | null, costOre: number | null, deleted = false) =>
  carePeriod(start, end, costOre, { id, deleted });

function checkedChild(
  carePeriods: CarePeriodInput[],
  guardians: GuardianShareInput[] = [{ id: 10, percent: 100 }],
  more: Partial<CheckedChild> = {},
): CheckedChild {
  return {
    id: 1,
    name: 'Alva Berg',
    given_name: 'Alva',
    family_name: 'Berg',
    active: true,
    carePeriods,
    guardians,
    ...more,
  };
}

function checkedGuardian(id: number, more: Partial<CheckedGuardian> = {}): CheckedGuardian {
  return {
    id,
    given_name: 'Erik',
    family_name: 'Berg',
    email: 'erik.berg@hemma.test',
    street_address: 'Storgatan 1',
    postal_code: '114 55',
    city: 'Stockholm',
    ...more,
  };
}

const running = period(1, '2025-08-01', null, 168_800);
const guardians = [checkedGuardian(10), checkedGuardian(11, { given_name: 'Åsa' })];

const kindsOf = (children: CheckedChild[], people: CheckedGuardian[] = guardians) =>
  invoiceProblemsOfMonth({ costCenter: '4101', children, guardians: people }, month).problems.map(
    (p) => `${p.person_id} ${p.kind}`,
  );

describe('the check before invoicing a month', () => {
  // biome-ignore format: a table reads best one row a line
  const rows: [string, CheckedChild[], CheckedGuardian[], string[]][] = [
    ['nothing for a child with care, a cost, one guardian at 100 % and full contact data', [checkedChild([running])], guardians, []],
    ['a child with care in the month and no guardian', [checkedChild([running], [])], guardians, ['1 child_without_guardian']],
    ['nothing for a child without guardian whose care starts after the month', [checkedChild([period(1, '2026-04-01', null, 100_000)], [])], guardians, []],
    ['nothing for an inactive child without guardian', [checkedChild([running], [], { active: false })], guardians, []],
    ['a child whose period in the month has no cost', [checkedChild([period(1, '2026-03-10', null, null)])], guardians, ['1 child_without_cost']],
    ['a child whose earlier period of the month has no cost', [checkedChild([period(1, '2025-08-01', '2026-03-09', null), period(2, '2026-03-10', null, 100_000)])], guardians, ['1 child_without_cost']],
    ['nothing for a period without cost that ended before the month', [checkedChild([period(1, '2025-08-01', '2026-02-28', null), period(2, '2026-03-01', null, 100_000)])], guardians, []],
    ['nothing for a deleted period without cost', [checkedChild([period(1, '2025-08-01', null, null, true), period(2, '2025-08-01', null, 100_000)])], guardians, []],
    ['a child without guardian and without cost, both', [checkedChild([period(1, '2025-08-01', null, null)], [])], guardians, ['1 child_without_guardian', '1 child_without_cost']],
    ['guardians whose shares make 90 %', [checkedChild([running], [{ id: 10, percent: 50 }, { id: 11, percent: 40 }])], guardians, ['1 shares_not_100']],
    ['nothing for shares of 33 and 67 %', [checkedChild([running], [{ id: 10, percent: 33 }, { id: 11, percent: 67 }])], guardians, []],
    ['nothing for the shares of an inactive child', [checkedChild([running], [{ id: 10, percent: 50 }], { active: false })], guardians, []],
    ['care periods that share a day', [checkedChild([period(1, '2025-08-01', '2026-03-10', 100_000), period(2, '2026-03-10', null, 100_000)])], guardians, ['1 overlapping_care']],
    ['care periods that overlap, whatever the month', [checkedChild([period(1, '2024-01-01', '2024-06-30', 100_000), period(2, '2024-06-01', '2024-12-31', 100_000), running])], guardians, ['1 overlapping_care']],
    ['nothing for a period ending the day before the next starts', [checkedChild([period(1, '2025-08-01', '2026-03-09', 100_000), period(2, '2026-03-10', null, 100_000)])], guardians, []],
    ['nothing for an overlap with a deleted period', [checkedChild([running, period(2, '2026-01-01', null, 100_000, true)])], guardians, []],
    ['an invoiced guardian with an empty e-mail', [checkedChild([running])], [checkedGuardian(10, { email: ' ' })], ['10 guardian_without_email']],
    ['an invoiced guardian without a city', [checkedChild([running])], [checkedGuardian(10, { city: '' })], ['10 guardian_without_address']],
    ['an invoiced guardian without a postal code or a street', [checkedChild([running])], [checkedGuardian(10, { postal_code: '', street_address: '' })], ['10 guardian_without_address']],
    ['a guardian of two children once', [checkedChild([running]), checkedChild([running], undefined, { id: 2, given_name: 'Bo' })], [checkedGuardian(10, { email: '' })], ['10 guardian_without_email']],
    ['nothing for a guardian whose child has no cost in the month', [checkedChild([period(1, '2026-04-01', null, 100_000)])], [checkedGuardian(10, { email: '', city: '' })], []],
    ['nothing for a guardian of an inactive child', [checkedChild([running], undefined, { active: false })], [checkedGuardian(10, { email: '' })], []],
    ['nothing for a guardian paying 0 % of the fee', [checkedChild([running], [{ id: 10, percent: 0 }, { id: 11, percent: 100 }])], [checkedGuardian(10, { email: '' }), checkedGuardian(11)], []],
  ];

  it.each(rows)('reports %s', (_, children, people, expected) => {
    expect(kindsOf(children, people)).toEqual(expected);
  });

  it('says who each problem is about, at which unit, and why, without a name in the message', () => {
    const result = invoiceProblemsOfMonth(
      {
        costCenter: '4101',
        children: [
          checkedChild(
            [running],
            [
              { id: 10, percent: 50 },
              { id: 11, percent: 40 },
            ],
          ),
        ],
        guardians: [checkedGuardian(10, { email: '' }), checkedGuardian(11)],
      },
      month,
    );
    expect(result.problems).toEqual([
      {
        kind: 'shares_not_100',
        person_type: 'child',
        person_id: 1,
        name: 'Alva Berg',
        cost_center: '4101',
        message: 'Vårdnadshavarnas andelar är 90 %, inte 100 %',
      },
      {
        kind: 'guardian_without_email',
        person_type: 'legalguardian',
        person_id: 10,
        name: 'Erik Berg',
        cost_center: '4101',
        message: 'Vårdnadshavaren saknar e-postadress',
      },
    ]);
  });

  it('lists by family name and given name in Swedish order, then by kind', () => {
    const noCostNoGuardian = [period(1, '2025-08-01', null, null)];
    const children = [
      checkedChild(noCostNoGuardian, [], { id: 1, given_name: 'Åke', family_name: 'Ek' }),
      checkedChild(noCostNoGuardian, [], { id: 2, given_name: 'Ove', family_name: 'Ek' }),
      checkedChild(noCostNoGuardian, [], { id: 3, given_name: 'Ada', family_name: 'Öberg' }),
      checkedChild(noCostNoGuardian, [], { id: 4, given_name: 'Ada', family_name: 'Zetterberg' }),
    ];
    const kinds: InvoiceProblemKind[] = ['child_without_guardian', 'child_without_cost'];
    expect(kindsOf(children)).toEqual(['2', '1', '4', '3'].flatMap((id) => kinds.map((k) => `${id} ${k}`)));
  });
});
