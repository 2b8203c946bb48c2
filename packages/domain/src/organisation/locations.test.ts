import { describe, expect, it } from 'vitest';
import {
  COST_CENTER_MESSAGE,
  createsCycle,
  DEPARTMENT_TAKEN_MESSAGE,
  descendantsOf,
  FRESHSERVICE_ID_MESSAGE,
  isEndedOn,
  isPreschoolAfterSave,
  SYSTEM_ID_TAKEN_MESSAGE,
  ZLocationForm,
  ZLocationSave,
} from './locations.ts';

// The organisation editor's rules: the tree, the end date, which unit is a preschool, and the save's checks.

// 1 ─┬─ 10
//    └─ 100 ─┬─ 101
//            └─ 102 ── 103
const parents = new Map<number, number | null>([
  [1, null],
  [10, 1],
  [100, 1],
  [101, 100],
  [102, 100],
  [103, 102],
]);

describe('the tree', () => {
  it.each([
    [100, 103, true],
    [100, 100, true],
    [102, 103, true],
    [103, 101, false],
    [100, 10, false],
    [10, 1, false],
  ])('moving %i under %i makes a cycle: %s', (id, parent, cycle) => {
    expect(createsCycle(parents, id, parent)).toBe(cycle);
  });

  it('stops at a cycle already stored above the parent', () => {
    const broken = new Map<number, number | null>([
      [1, 2],
      [2, 1],
      [3, null],
    ]);
    expect(createsCycle(broken, 3, 1)).toBe(true);
  });

  it('finds every unit below a unit, at any depth', () => {
    expect(descendantsOf(parents, 100).sort()).toEqual([101, 102, 103]);
    expect(descendantsOf(parents, 103)).toEqual([]);
    expect(descendantsOf(parents, 1)).toHaveLength(5);
  });
});

describe('the end date', () => {
  it('ends the unit from its date on', () => {
    expect(isEndedOn(null, '2026-06-01')).toBe(false);
    expect(isEndedOn('2026-06-02', '2026-06-01')).toBe(false);
    expect(isEndedOn('2026-06-01', '2026-06-01')).toBe(true);
    expect(isEndedOn('2026-05-31', '2026-06-01')).toBe(true);
  });
});

describe('which unit is a preschool', () => {
  it.each([
    ['a new unit of business 100', undefined, 100, true],
    ['a new school', undefined, 200, false],
    ['a new level without business', undefined, null, false],
    ['a preschool kept', { business_id: 100, preschool: true }, 100, true],
    ['a school made business 100', { business_id: 200, preschool: false }, 100, true],
    ['the level above the preschools, business 100 kept', { business_id: 100, preschool: false }, 100, false],
  ])('%s', (_case, existing, businessId, preschool) => {
    expect(isPreschoolAfterSave(existing, businessId)).toBe(preschool);
  });
});

describe('the save', () => {
  const base = { parent_id: 1, name: ' Förskolan Ekbacken ' };

  it('trims the texts and makes empty ones null', () => {
    const save = ZLocationSave.parse({
      ...base,
      business_id: 100,
      cost_center: ' 4107 ',
      system_ids: [{ system: 'skola24', system_id: ' 77 ', system_segment: '' }],
      departments: [{ name: ' Blåbär ' }, { id: 4, name: 'Lingon' }],
      communes: [' Solna '],
    });
    expect(save).toEqual({
      parent_id: 1,
      name: 'Förskolan Ekbacken',
      business_id: 100,
      cost_center: '4107',
      system_ids: [{ system: 'skola24', system_id: '77', system_segment: null }],
      departments: [
        { id: undefined, name: 'Blåbär' },
        { id: 4, name: 'Lingon' },
      ],
      communes: ['Solna'],
    });
    expect(ZLocationSave.parse({ ...base, cost_center: '' }).cost_center).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name', 'Ange ett namn'],
    [{ parent_id: 'ett' }, 'parent_id', 'Välj en överordnad enhet'],
    [{ business_id: 400 }, 'business_id', 'Välj en verksamhet i listan'],
    [{ cost_center: '41/07' }, 'cost_center', COST_CENTER_MESSAGE],
    [{ cost_center: '1'.repeat(21) }, 'cost_center', COST_CENTER_MESSAGE],
    [{ freshservice_id: -3 }, 'freshservice_id', FRESHSERVICE_ID_MESSAGE],
    [{ system_ids: [{ system: 'School Soft', system_id: '1' }] }, 'system_ids.0.system', undefined],
    [{ system_ids: [{ system: 'adela', system_id: ' ' }] }, 'system_ids.0.system_id', undefined],
    [
      { departments: [{ name: 'Blåbär' }, { name: 'blåbär' }] },
      'departments.1.name',
      DEPARTMENT_TAKEN_MESSAGE,
    ],
    [
      {
        system_ids: [
          { system: 'adela', system_id: '1' },
          { system: 'adela', system_id: '1' },
        ],
      },
      'system_ids.1.system_id',
      SYSTEM_ID_TAKEN_MESSAGE,
    ],
    [{ communes: ['Solna', 'SOLNA'] }, 'communes.1', 'Kommunen finns redan'],
  ])('refuses %j at %s', (change, field, message) => {
    const result = ZLocationSave.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(field);
    if (message) expect(issue?.message).toBe(message);
  });

  it('leaves out what a PUT keeps', () => {
    expect(ZLocationSave.parse(base)).toEqual({ parent_id: 1, name: 'Förskolan Ekbacken' });
  });
});

describe('the form', () => {
  const form = {
    parent_id: 100,
    name: 'Förskolan Ekbacken',
    business_id: 100 as const,
    cost_center: '4107',
    system_ids: [],
    freshservice_id: '27000000107',
    departments: [{ name: 'Blåbär' }],
    communes: [{ name: 'Solna' }, { name: 'Sundbyberg' }],
  };

  it('gives the values the save takes, and the save takes them unchanged', () => {
    const values = ZLocationForm.parse(form);
    expect(values).toMatchObject({ freshservice_id: 27_000_000_107, communes: ['Solna', 'Sundbyberg'] });
    expect(ZLocationSave.parse(values)).toEqual(values);
    expect(ZLocationForm.parse({ ...form, freshservice_id: ' ' }).freshservice_id).toBeNull();
  });

  it('says what is wrong at the field', () => {
    const result = ZLocationForm.safeParse({
      ...form,
      freshservice_id: '12a',
      communes: [{ name: 'Solna' }, { name: 'solna' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['freshservice_id', FRESHSERVICE_ID_MESSAGE],
      ['communes.1.name', 'Kommunen finns redan'],
    ]);
  });
});
