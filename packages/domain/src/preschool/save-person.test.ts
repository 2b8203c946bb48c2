import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfEpochDay, epochDay } from '../calendar/dates.ts';
import {
  carePeriodsToSave,
  searchTextOf,
  type TChildItem,
  ZChildData,
  ZPreschoolPersonCreate,
  ZPreschoolPersonEdit,
} from './save-person.ts';

const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0] && `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;

const ella = { given_name: 'Ella', family_name: 'Ek', civic_number: '230310-1234' };

describe('the child in a request body', () => {
  it('reads a cost of 1234.5 kr as 1234.5 kr, however often it is read', () => {
    const once = ZChildData.parse({ ...ella, cost: '1234.5' });
    expect(once.cost).toBe(1234.5);
    expect(ZChildData.parse(ZChildData.parse(once)).cost).toBe(1234.5);
  });

  it('takes what the spec’s client sends: a cost as text with spaces, active as 1 or 0, empty dates', () => {
    expect(ZChildData.parse({ ...ella, cost: '2 000', active: 0, start: '', end: '' })).toEqual({
      ...ella,
      note: '',
      commune: '',
      department: '',
      cost: 2000,
      active: false,
      start: null,
      end: null,
    });
  });

  it('is active unless told otherwise', () => {
    expect(ZChildData.parse(ella).active).toBe(true);
  });
});

describe('a save of the child form', () => {
  const create = (data: object, more: object = {}) => ({
    mode: 'create',
    type: 'child',
    data: { ...ella, ...data },
    ...more,
  });

  it('gives a new child without a care list its first period from the form', () => {
    const item = ZPreschoolPersonCreate.parse(
      create({ start: '2026-03-10', cost: '1 500', department: 'Humlan' }),
    ) as TChildItem;
    expect(carePeriodsToSave(item)).toEqual([
      {
        id: null,
        start: '2026-03-10',
        end: null,
        commune: '',
        department: 'Humlan',
        care_time: 'Heltid',
        cost: 1500,
        note: '',
        _delete: false,
      },
    ]);
    expect(searchTextOf(item.data)).toBe('Ella Ek');
  });

  it('writes the care list when there is one, and no period for an edit without one', () => {
    const listed = ZPreschoolPersonCreate.parse(
      create({ start: '2026-03-10' }, { care_times: [{ start: '2026-01-01', cost: 1000 }] }),
    ) as TChildItem;
    expect(carePeriodsToSave(listed).map((p) => p.start)).toEqual(['2026-01-01']);
    const edit = ZPreschoolPersonEdit.parse({
      ...create({ start: '2026-03-10' }),
      mode: 'edit',
    }) as TChildItem;
    expect(carePeriodsToSave(edit)).toEqual([]);
  });

  it.each([
    [
      'an end before the start of the first period',
      create({ start: '2026-03-10', end: '2026-03-01' }),
      'data.end: Slut kan inte vara före start',
    ],
    [
      'an end before the start in the care list',
      create({}, { care_times: [{ start: '2026-03-10', end: '2026-03-01' }] }),
      'care_times.0.end: Slut kan inte vara före start',
    ],
    ['a cost with three decimals', create({ cost: '1.005' }), 'data.cost: Använd formatet 123.4 (punkt)'],
    [
      'a cost of 23 digits',
      create({ cost: '12345678901234567890123' }),
      'data.cost: Kostnaden får vara högst 100 000 kr i månaden',
    ],
    [
      'a child id beyond the database’s integers',
      create({}, { child_id: 2 ** 31 }),
      'child_id: Too big: expected number to be <=2147483647',
    ],
    [
      'a name of 101 characters',
      create({ given_name: 'E'.repeat(101) }),
      'data.given_name: Högst 100 tecken',
    ],
  ])('refuses %s', (_, body, message) => {
    expect(firstMessage(ZPreschoolPersonCreate.safeParse(body))).toBe(message);
  });
});

// Valid bodies in every form the spec's client may send them.
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(fc.option(arbitrary, { nil: null }), { nil: undefined });
const padded = (arbitrary: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  '), arbitrary, fc.constantFrom('', ' '))
    .map((parts) => parts.join(''));
const someName = padded(fc.stringMatching(/^[A-Za-zÅÄÖåäöé][A-Za-zÅÄÖåäöé -]{0,30}[A-Za-zåäö]$/));
const someText = fc.string({ maxLength: 40 });
const someId = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const someCivicNumber = padded(
  fc.oneof(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{6}-[A-Z0-9]{4}$/)),
);
const someDay = fc.integer({ min: epochDay('2000-01-01'), max: epochDay('2040-12-31') });
const someOre = fc.integer({ min: 0, max: 10_000_000 });
const someCost = fc.oneof(
  someOre.map((ore) => ore / 100),
  someOre.map((ore) => `${Math.trunc(ore / 100)}.${String(ore % 100).padStart(2, '0')}`),
  someOre.map((ore) => String(ore / 100).replace(/\B(?=(\d{3})+(?!\d))/, ' ')),
  fc.constant(''),
);
const noDate = fc.constantFrom('', null, undefined);
const someCareTime = fc.constantFrom('Heltid' as const, 'Deltid' as const);
/** A start and an end not before it, or none. */
const someRange = fc
  .tuple(someDay, fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }))
  .map(([start, length]) => ({
    start: dateOfEpochDay(start),
    end: length === null ? null : dateOfEpochDay(start + length),
  }));

const someCarePeriod = fc
  .record(
    {
      id: maybe(someId),
      range: someRange,
      noEnd: noDate,
      commune: maybe(someText),
      department: maybe(someText),
      care_time: fc.option(someCareTime, { nil: undefined }),
      cost: maybe(someCost),
      note: maybe(someText),
      _delete: maybe(fc.boolean()),
    },
    { requiredKeys: ['range', 'noEnd'] },
  )
  .map(({ range, noEnd, ...period }) => ({ ...period, start: range.start, end: range.end ?? noEnd }));

const someChildData = fc
  .record(
    {
      given_name: someName,
      family_name: someName,
      civic_number: someCivicNumber,
      note: maybe(someText),
      active: maybe(fc.constantFrom(true, false, 1, 0)),
      commune: maybe(someText),
      department: maybe(someText),
      care_time: maybe(someCareTime),
      cost: maybe(someCost),
      range: fc.option(someRange, { nil: undefined }),
    },
    { requiredKeys: ['given_name', 'family_name', 'civic_number'] },
  )
  .map(({ range, ...data }) => (range ? { ...data, start: range.start, end: range.end ?? '' } : data));

const someChildItem = fc.record(
  {
    mode: fc.constantFrom('create', 'edit'),
    type: fc.constant('child'),
    data: someChildData,
    child_id: maybe(someId),
    guardians: maybe(
      fc.array(
        fc.oneof(someId, fc.record({ id: someId, percent: maybe(fc.integer({ min: 0, max: 100 })) })),
        {
          maxLength: 4,
        },
      ),
    ),
    care_times: maybe(fc.array(someCarePeriod, { maxLength: 4 })),
  },
  { requiredKeys: ['mode', 'type', 'data'] },
);

const someGuardianItem = fc.record(
  {
    mode: fc.constantFrom('create', 'edit'),
    type: fc.constant('legalguardian'),
    data: fc.record(
      {
        given_name: someName,
        family_name: someName,
        email: fc.constantFrom('anna@hemma.test', ' bo.ek@example.se '),
        phone: padded(fc.stringMatching(/^[\d+(][\d\s+\-()]{0,15}$/)),
        street_address: someName,
        postal_code: padded(fc.stringMatching(/^\d{3} ?\d{2}$/)),
        city: someName,
        note: maybe(someText),
      },
      {
        requiredKeys: [
          'given_name',
          'family_name',
          'email',
          'phone',
          'street_address',
          'postal_code',
          'city',
        ],
      },
    ),
    guardian_id: maybe(someId),
    children_ids: maybe(fc.array(someId, { maxLength: 20 })),
  },
  { requiredKeys: ['mode', 'type', 'data'] },
);

const someItem = fc.oneof(someChildItem, someGuardianItem);

describe('the request body', () => {
  it('is valid in every form generated here', () => {
    fc.assert(
      fc.property(fc.oneof(someItem, fc.array(someItem, { minLength: 1, maxLength: 3 })), (body) => {
        const result = ZPreschoolPersonEdit.safeParse(body);
        expect(result.error?.issues ?? []).toEqual([]);
      }),
    );
  });

  it('reads the same however often it is read: parsing what it answers gives it back unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(someItem, fc.array(someItem, { minLength: 1, maxLength: 3 })), (body) => {
        const once = ZPreschoolPersonEdit.parse(body);
        expect(ZPreschoolPersonEdit.parse(once)).toEqual(once);
      }),
    );
    fc.assert(
      fc.property(someItem, (body) => {
        const once = ZPreschoolPersonCreate.parse(body);
        expect(ZPreschoolPersonCreate.parse(once)).toEqual(once);
      }),
    );
  });
});
