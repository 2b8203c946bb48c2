import { noAccessMessage } from '@kansli/domain/http/messages';
import { describe, expect, it } from 'vitest';
import type { OrganisationUnit } from '../api/list-organisation.ts';
import { fieldOfRefusal, formValuesOf, parentChoices, unitDetails } from './organisation-form.ts';

const unit = (
  id: number,
  parentId: number | null,
  change: Partial<OrganisationUnit> = {},
): OrganisationUnit => ({
  id,
  parent_id: parentId,
  name: `Enhet ${id}`,
  business_id: null,
  cost_center: null,
  system_ids: [],
  freshservice_id: null,
  departments: [],
  ended_at: null,
  preschool: false,
  communes: [],
  ...change,
});

// 1 ─┬─ 10 (ended) ── 11 (ended)
//    └─ 100 ── 101
const units = [
  unit(1, null),
  unit(10, 1, { ended_at: '2026-06-30' }),
  unit(11, 10, { ended_at: '2026-06-01' }),
  unit(100, 1),
  unit(101, 100),
];
const ids = (list: OrganisationUnit[]) => list.map((u) => u.id);

describe('parentChoices', () => {
  it('offers a new unit the units not ended', () => {
    expect(ids(parentChoices(units, undefined))).toEqual([1, 100, 101]);
  });

  it('never offers the unit itself or a unit below it', () => {
    expect(ids(parentChoices(units, units[3]))).toEqual([1]);
  });

  it('offers an ended unit the ended units that end no earlier, and the one it lies under', () => {
    expect(ids(parentChoices(units, units[2]))).toEqual([1, 10, 100, 101]);
    expect(ids(parentChoices(units, unit(12, 1, { ended_at: '2026-07-01' })))).toEqual([1, 100, 101]);
  });
});

describe('fieldOfRefusal', () => {
  it.each([
    [400, 'name: Ange ett namn', { field: 'name', message: 'Ange ett namn' }],
    [
      400,
      'departments.1.name: Avdelningen finns redan',
      { field: 'departments.1.name', message: 'Avdelningen finns redan' },
    ],
    [400, 'communes.0: Kommunen finns redan', { field: 'communes.0.name', message: 'Kommunen finns redan' }],
    [
      409,
      'Kostnadsstället 4101 används redan av Förskolan Solrosen',
      { field: 'cost_center', message: 'Kostnadsstället 4101 används redan av Förskolan Solrosen' },
    ],
    [400, 'body: Invalid input', undefined],
    [409, 'Organisationens översta enhet kan inte avslutas', undefined],
    [403, noAccessMessage('adminMenu', 'SUPERADMIN'), undefined],
  ])('puts a %i "%s" at its field', (status, message, expected) => {
    expect(fieldOfRefusal(status, message)).toEqual(expected);
  });
});

describe('formValuesOf', () => {
  it('starts a new unit empty under the parent', () => {
    expect(formValuesOf(undefined, 100)).toEqual({
      parent_id: 100,
      name: '',
      business_id: null,
      cost_center: '',
      system_ids: [],
      freshservice_id: '',
      departments: [],
      communes: [],
    });
  });

  it('holds a unit’s texts as typed', () => {
    const school = unit(201, 1, {
      freshservice_id: 27_000_000_201,
      system_ids: [{ system: 'skola24', system_id: '77', system_segment: null }],
      communes: ['Solna'],
    });
    expect(formValuesOf(school, null)).toMatchObject({
      parent_id: 1,
      freshservice_id: '27000000201',
      system_ids: [{ system: 'skola24', system_id: '77', system_segment: '' }],
      communes: [{ name: 'Solna' }],
    });
  });
});

describe('unitDetails', () => {
  it('reads cost center, business and end', () => {
    expect(unitDetails(unit(101, 100, { cost_center: '4101', business_id: 100 }), '2026-11-15')).toBe(
      'Kostnadsställe 4101 · Förskola',
    );
    expect(unitDetails(unit(10, 1, { ended_at: '2026-11-15' }), '2026-11-15')).toBe('Avslutad 2026-11-15');
    expect(unitDetails(unit(10, 1, { ended_at: '2026-12-01' }), '2026-11-15')).toBe('Avslutas 2026-12-01');
  });
});
