import { DATABASE_PAGE_SIZE, type TDatabaseRows } from '@kansli/domain/superadmin/database';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { type DatabaseFilter, filterParam } from '../utils/database-filter.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type DatabaseRow = TDatabaseRows['rows'][number];

/** GET /api/select/{table}?offset&limit&filter: a page of 100 rows, in the order of the table's key. */
export function getDatabaseRows(
  table: string,
  filter: DatabaseFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<TDatabaseRows> {
  return api.get<TDatabaseRows>(`/api/select/${encodeURIComponent(table)}`, {
    signal,
    query: { offset, limit: DATABASE_PAGE_SIZE, filter: filterParam(filter) },
  });
}

export function databaseRowsQueryOptions(table: string, filter: DatabaseFilter, offset: number) {
  return queryOptions({
    queryKey: superadminQueryKeys.databaseRows(table, filterParam(filter) ?? '', offset),
    queryFn: ({ signal }) => getDatabaseRows(table, filter, offset, signal),
    // The page shown stays while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
    meta: { silentStatuses: [401] },
  });
}

export function useDatabaseRows(table: string, filter: DatabaseFilter, offset: number) {
  return useQuery(databaseRowsQueryOptions(table, filter, offset));
}
