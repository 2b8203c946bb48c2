import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueTable,
  DATABASE_CATALOGUE,
  foreignKeysOf,
  MAX_FILTER_COLUMNS,
  quotedName,
  ZDatabaseFilter,
  ZDatabaseRowsQuery,
} from './database.ts';

describe('the database catalogue', () => {
  it('is sorted by name, each name once', () => {
    const names = DATABASE_CATALOGUE.map((table) => table.name);
    expect(names).toEqual([...new Set(names)].sort());
  });

  it('orders each table by columns it shows, and names each column once', () => {
    for (const table of DATABASE_CATALOGUE) {
      const columns = table.columns.map((column) => column.name);
      expect(new Set(columns).size, table.name).toBe(columns.length);
      for (const key of table.key) expect(columns, table.name).toContain(key);
    }
  });

  it('refers only to columns of the catalogue', () => {
    for (const table of DATABASE_CATALOGUE) {
      for (const { table: target, column, referencedColumn } of foreignKeysOf(table)) {
        const columns = catalogueTable(target)?.columns.map((c) => c.name);
        expect(columns, `${table.name}.${column}`).toContain(referencedColumn);
      }
    }
  });

  it("marks only the persons' names and addresses editable (spec 3)", () => {
    const editable = DATABASE_CATALOGUE.flatMap((table) =>
      table.columns.filter((column) => column.editable).map((column) => `${table.name}.${column.name}`),
    );
    expect(editable).toEqual([
      'person_addresses.street_address',
      'person_addresses.postal_code',
      'person_addresses.city',
      'person_addresses.locality',
      'person_addresses.country',
      'persons.given_name',
      'persons.family_name',
    ]);
  });

  it('shows no secrets and no mechanics', () => {
    const names = DATABASE_CATALOGUE.map((table) => table.name);
    for (const hidden of ['sessions', 'used_id_tokens', 'idempotency_keys', 'integration_secrets']) {
      expect(names).not.toContain(hidden);
    }
    const columns = (name: string) => catalogueTable(name)?.columns.map((column) => column.name);
    expect(columns('persons')).not.toContain('search_text');
    expect(columns('audit_events')).toEqual([
      'id',
      'at',
      'actor_id',
      'ghost_as_id',
      'action',
      'entity',
      'entity_id',
    ]);
  });

  it('knows no table by a name outside it', () => {
    for (const name of ['Persons', 'persons ', '"persons"', 'constructor', '__proto__', 'toString']) {
      expect(catalogueTable(name), name).toBeUndefined();
    }
  });
});

describe('the filter of a browse', () => {
  const parse = (text: string) => ZDatabaseFilter.safeParse(text);

  it.each([
    ['{}', {}],
    ['{"family_name":"Lind"}', { family_name: 'Lind' }],
    ['{"id":12,"is_employed":true}', { id: '12', is_employed: 'true' }],
    ['{"family_name":"","given_name":null,"email":"a"}', { email: 'a' }],
    ['{"family_name":"50%_\\\\"}', { family_name: '50%_\\' }],
  ])('reads %s as column to text, dropping empty texts', (text, filter) => {
    expect(parse(text)).toMatchObject({ success: true, data: filter });
  });

  it.each([
    ['not json', 'JSON object'],
    ['[]', 'JSON object'],
    ['"text"', 'JSON object'],
    ['null', 'JSON object'],
    ['{"a":{"b":1}}', 'text'],
    ['{"a":["b"]}', 'text'],
    ['{"a":"\\u0000"}', 'not allowed'],
    ['{"a":"\\ud800"}', 'not allowed'],
    ['{"\\u0000":"a"}', 'not allowed'],
    [JSON.stringify({ a: 'x'.repeat(201) }), 'at most 200'],
    [
      JSON.stringify(Object.fromEntries(Array.from({ length: MAX_FILTER_COLUMNS + 1 }, (_, i) => [i, 'a']))),
      'at most 20',
    ],
  ])('refuses %s', (text, message) => {
    const result = parse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });

  it('answers only texts of at most 200 characters without NUL, or refuses, for any JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        const result = parse(text);
        if (!result.success) return;
        const entries = Object.entries(result.data);
        expect(entries.length).toBeLessThanOrEqual(MAX_FILTER_COLUMNS);
        for (const [key, value] of entries) {
          expect(typeof value).toBe('string');
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(200);
          expect(`${key}${value}`).not.toContain('\0');
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the page of a browse', () => {
  it('is 100 rows from the start unless asked otherwise, and bounded', () => {
    expect(ZDatabaseRowsQuery.parse({})).toEqual({ offset: 0, limit: 100 });
    expect(ZDatabaseRowsQuery.parse({ offset: '200', limit: '5' })).toEqual({ offset: 200, limit: 5 });
    for (const query of [
      { limit: '101' },
      { limit: '0' },
      { offset: '-1' },
      { offset: '1000001' },
      { offset: 'x' },
    ]) {
      expect(ZDatabaseRowsQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('a name quoted in an error', () => {
  it('is escaped and short', () => {
    expect(quotedName('persons')).toBe('"persons"');
    expect(quotedName('a\u0000"b')).toBe('"a\\u0000\\"b"');
    expect(quotedName('x'.repeat(500)).length).toBeLessThanOrEqual(60);
  });
});
