import { catalogueTable, DATABASE_CATALOGUE } from '@kansli/domain/superadmin/database';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestApp, testApp } from '../../test/app.ts';

// Generated table names, filters and pages sent by the administrator, so that every check passes and
// the input reaches the SQL: the answer is never a 5xx, and no row holds a column outside the catalogue.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await testApp();
  cookie = (await signInAs(t.app, 'admin@kansli.test')).cookie;
});
afterAll(() => t.app.close());

const catalogueNames = DATABASE_CATALOGUE.map((table) => table.name);
const catalogueColumns = [
  ...new Set(DATABASE_CATALOGUE.flatMap((table) => table.columns.map((c) => c.name))),
];

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    '%',
    '_',
    '\\',
    "'",
    '"',
    "'; drop table persons; --",
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    'ö',
    '😀',
    '%_\\',
    'a'.repeat(200),
    'a'.repeat(201),
    'a'.repeat(5000),
  ),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** A path segment or query value as a client may send it: a lone surrogate cannot be encoded, so it is replaced. */
const encoded = (text: string) => encodeURIComponent(text.toWellFormed());

/** Path segments sent as they are, escapes included: a NUL, a lone surrogate in UTF-8, a broken escape. */
const rawSegment = fc.constantFrom('%00', '%ED%A0%80', '%zz', '%', 'persons%2F..', 'persons%00');

const tableName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...catalogueNames) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'sessions',
      'integration_secrets',
      'pgboss.job',
      'persons;',
      '"persons"',
      'PERSONS',
      'tables',
    ),
  },
  { weight: 1, arbitrary: hostileText },
);

const filterValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 4, arbitrary: fc.string({ maxLength: 3 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    ),
  },
);

/** A filter naming mostly the table's own columns (any catalogue column for another name), or no JSON at all. */
const filterFor = (table: string) => {
  const own = catalogueTable(table)?.columns.map((column) => column.name) ?? catalogueColumns;
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...own) },
    { weight: 1, arbitrary: fc.constantFrom(...catalogueColumns) },
    { weight: 1, arbitrary: hostileText },
  );
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.dictionary(key, filterValue, { maxKeys: 3 }).map((value) => JSON.stringify(value)),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(key, filterValue, { maxKeys: 25 }).map((value) => JSON.stringify(value)),
    },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

const pageNumber = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 120 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1000000',
      '1000001',
      '2147483648',
      '9007199254740994',
      '0.5',
      '1e309',
      'Infinity',
    ),
  },
  { weight: 1, arbitrary: hostileText },
);

const request = fc
  .oneof(
    { weight: 9, arbitrary: tableName.map((name) => ({ name, segment: encoded(name) })) },
    { weight: 1, arbitrary: rawSegment.map((segment) => ({ name: segment, segment })) },
  )
  .chain((table) =>
    fc.record({
      table: fc.constant(table),
      metadata: fc.boolean(),
      filter: filterFor(table.name),
      offset: fc.option(pageNumber, { nil: undefined, freq: 2 }),
      limit: fc.option(pageNumber, { nil: undefined, freq: 2 }),
    }),
  );

describe('the database browser, with generated input', () => {
  it('never answers a 5xx, and answers only columns of the catalogue', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ table, metadata, filter, offset, limit }) => {
        const query = Object.entries({ filter, offset, limit })
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}=${encoded(String(value))}`)
          .join('&');
        const response = await t.app.inject({
          url: `/api/select/${table.segment}${metadata ? '/metadata' : ''}?${query}`,
          headers: { cookie },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, response.body).toBeLessThan(500);
        const entry = catalogueTable(table.name);
        if (response.statusCode !== 200 || table.name === 'tables') return;
        expect(entry, table.name).toBeDefined();
        const columns = new Set(entry?.columns.map((column) => column.name));
        const answer = response.json();
        if (metadata) {
          expect(answer.count).toEqual(expect.any(Number));
          return;
        }
        expect(answer.rows.length).toBeLessThanOrEqual(100);
        for (const row of answer.rows)
          for (const key of Object.keys(row)) expect(columns.has(key), key).toBe(true);
      }),
      { numRuns: 1200 },
    );
    // The generators reach the SQL, not only the checks before it.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(200);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 120_000);
});
