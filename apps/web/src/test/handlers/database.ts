import type { TDatabaseEdit, TDatabaseTable } from '@kansli/domain/superadmin/database';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The database browser's API for component tests (spec part 2, 7 'Superadmin': /api/select), over two
// small tables: 250 persons, whose names are editable, and roles at units pointing at them.

export type DatabaseState = {
  tables: TDatabaseTable[];
  rows: Record<string, Record<string, unknown>[]>;
  /** The cell edits the server was told of. */
  edits: TDatabaseEdit[];
};

export const databaseTables: TDatabaseTable[] = [
  {
    name: 'person_roles',
    key: ['id'],
    columns: [
      { name: 'id', editable: false },
      { name: 'person_id', editable: false, references: { table: 'persons', column: 'id' } },
      { name: 'role_name', editable: false },
    ],
  },
  {
    name: 'persons',
    key: ['id'],
    columns: [
      { name: 'id', editable: false },
      { name: 'given_name', editable: true },
      { name: 'family_name', editable: true },
      { name: 'extension', editable: false },
    ],
  },
];

export function databaseState(): DatabaseState {
  return {
    tables: structuredClone(databaseTables),
    rows: {
      persons: Array.from({ length: 250 }, (_, index) => ({
        id: index + 1,
        given_name: index === 41 ? 'Astrid' : `Förnamn ${index + 1}`,
        family_name: `Efternamn ${index + 1}`,
        extension: index === 0 ? { note: 'först' } : null,
      })),
      person_roles: [
        { id: 1, person_id: 42, role_name: 'Lärare' },
        { id: 2, person_id: 7, role_name: 'Rektor' },
        { id: 3, person_id: null, role_name: 'Vakant' },
      ],
    },
    edits: [],
  };
}

/** The server's rule: '=' + text is the whole value, any other text is looked for case-blind. */
function matches(row: Record<string, unknown>, filter: Record<string, string>) {
  return Object.entries(filter).every(([column, text]) => {
    const value = row[column] === null ? '' : String(row[column]);
    return text.startsWith('=') ? value === text.slice(1) : value.toLowerCase().includes(text.toLowerCase());
  });
}

function matchingRows(state: DatabaseState, table: string, url: URL) {
  const filterText = url.searchParams.get('filter');
  const filter = filterText ? (JSON.parse(filterText) as Record<string, string>) : {};
  return (state.rows[table] ?? []).filter((row) => matches(row, filter));
}

export function databaseHandlers(state: DatabaseState = databaseState()) {
  const known = (table: unknown) => state.tables.some((entry) => entry.name === table);
  return [
    http.get('/api/select/tables', () => HttpResponse.json(state.tables)),
    http.get('/api/select/:table/metadata', ({ params, request }) => {
      if (!known(params.table)) return apiError(400, 'table: unknown table');
      const table = state.tables.find((entry) => entry.name === params.table);
      return HttpResponse.json({
        count: matchingRows(state, String(params.table), new URL(request.url)).length,
        keys: (table?.columns ?? []).flatMap((column) =>
          column.references
            ? [
                {
                  column: column.name,
                  table: column.references.table,
                  referencedColumn: column.references.column,
                },
              ]
            : [],
        ),
      });
    }),
    http.get('/api/select/:table', ({ params, request }) => {
      if (!known(params.table)) return apiError(400, 'table: unknown table');
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const rows = matchingRows(state, String(params.table), url).slice(offset, offset + limit);
      return HttpResponse.json({ rows });
    }),
    http.post('/api/select/:table/edit', async ({ request }) => {
      state.edits.push((await request.json()) as TDatabaseEdit);
      return HttpResponse.json({ logged: true }, { status: 202 });
    }),
  ];
}
