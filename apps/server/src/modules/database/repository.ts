import type { TDatabaseFilter, TDatabaseTable } from '@kansli/domain/superadmin/database';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// The SQL of the database browser. Table and column names come from the catalogue alone and are
// quoted as identifiers; the filter texts are bound parameters.

/** The text as a LIKE pattern that matches it anywhere: its own %, _ and \ match only themselves. */
export const containsPattern = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

const identifiers = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

/**
 * A text is looked for anywhere in the column's text; a text starting with '=' is the whole value, as
 * a jump along a foreign key asks for one id ('=1', not 10 or 21).
 */
function conditionOf(column: string, text: string): SQL {
  if (text.startsWith('=')) return sql`${sql.identifier(column)}::text = ${text.slice(1)}`;
  return sql`${sql.identifier(column)}::text ilike ${containsPattern(text)}`;
}

function whereOf(filter: TDatabaseFilter): SQL {
  const conditions = Object.entries(filter).map(([column, text]) => conditionOf(column, text));
  return conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
}

/**
 * A page of the table's rows matching the filter, in the order of its primary key. Each row is built
 * by PostgreSQL as JSON, so that every driver answers the same types (a bigint as a number, a time as
 * its ISO text).
 */
export async function tableRows(
  db: Db,
  table: TDatabaseTable,
  filter: TDatabaseFilter,
  page: { offset: number; limit: number },
): Promise<Record<string, unknown>[]> {
  const columns = identifiers(table.columns.map((column) => column.name));
  const rows = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select row_to_json(page) as row from (
          select ${columns} from ${sql.identifier(table.name)} ${whereOf(filter)}
          order by ${identifiers(table.key)} limit ${page.limit} offset ${page.offset}
        ) as page`,
  );
  return rows.map(({ row }) => row);
}

/** How many of the table's rows match the filter. */
export async function tableRowCount(db: Db, table: TDatabaseTable, filter: TDatabaseFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table.name)} ${whereOf(filter)}`,
  );
  return row?.count ?? 0;
}

/** Whether the table has a row of that id. */
export async function hasRow(db: Db, table: TDatabaseTable, id: number): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${sql.identifier(table.name)} where ${sql.identifier('id')} = ${id}`,
  );
  return rows.length > 0;
}
