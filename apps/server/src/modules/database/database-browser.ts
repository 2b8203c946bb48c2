import {
  catalogueTable,
  DATABASE_CATALOGUE,
  foreignKeysOf,
  quotedName,
  type TDatabaseEdit,
  type TDatabaseFilter,
  type TDatabaseMetadata,
  type TDatabaseRows,
  type TDatabaseRowsQuery,
  type TDatabaseTable,
} from '@kansli/domain/superadmin/database';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { hasRow, tableRowCount, tableRows } from './repository.ts';

// The superadmin's database browser (spec part 2, 2 'Databas', 7 'Superadmin'): adminMenu SUPERADMIN
// reads the catalogue's tables. Every browse is audited once, by its page of rows, with the filter's
// columns, not its texts (they can be civic numbers); a cell edit is only logged, never written (spec 5).

function requireTable(name: string): TDatabaseTable {
  const table = catalogueTable(name);
  if (!table) throw badRequest(`table: unknown table ${quotedName(name)}`);
  return table;
}

function requireColumns(table: TDatabaseTable, filter: TDatabaseFilter) {
  for (const column of Object.keys(filter)) {
    if (!table.columns.some((known) => known.name === column)) {
      throw badRequest(`filter: ${table.name} has no column ${quotedName(column)}`);
    }
  }
}

async function filteredTable(ctx: RequestContext, tableName: string, filter: TDatabaseFilter = {}) {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  const table = requireTable(tableName);
  requireColumns(table, filter);
  return table;
}

/** GET /api/select/tables: the catalogue, by name. */
export async function databaseTables(ctx: RequestContext): Promise<TDatabaseTable[]> {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  return [...DATABASE_CATALOGUE];
}

/** GET /api/select/{table}: a page of the rows matching the filter, in primary-key order. */
export async function databaseRows(
  ctx: RequestContext,
  tableName: string,
  { filter, offset, limit }: TDatabaseRowsQuery,
): Promise<TDatabaseRows> {
  const table = await filteredTable(ctx, tableName, filter);
  await recordAudit(ctx, {
    action: 'database.browse',
    entity: table.name,
    after: { columns: Object.keys(filter ?? {}) },
  });
  return { rows: await tableRows(ctx.db, table, filter ?? {}, { offset, limit }) };
}

/**
 * GET /api/select/{table}/metadata: how many rows match the filter, and the table's foreign keys. The
 * grid asks it beside every page of rows, whose audit already names the same table and columns.
 */
export async function databaseMetadata(
  ctx: RequestContext,
  tableName: string,
  filter: TDatabaseFilter | undefined,
): Promise<TDatabaseMetadata> {
  const table = await filteredTable(ctx, tableName, filter);
  return { count: await tableRowCount(ctx.db, table, filter ?? {}), keys: foreignKeysOf(table) };
}

/** POST /api/select/{table}/edit: the edit of an editable cell is logged without its value, not stored. */
export async function logDatabaseEdit(ctx: RequestContext, tableName: string, edit: TDatabaseEdit) {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  const table = requireTable(tableName);
  const column = table.columns.find((known) => known.name === edit.column);
  if (!column?.editable) throw badRequest(`column: ${table.name}.${quotedName(edit.column)} is not editable`);
  if (!(await hasRow(ctx.db, table, edit.id)))
    throw notFound(`Raden ${edit.id} finns inte i ${table.name}. Ladda om tabellen och försök igen.`);
  await recordAudit(ctx, {
    action: 'database.edit',
    entity: table.name,
    entityId: edit.id,
    after: { column: column.name },
  });
  return { logged: true as const };
}
