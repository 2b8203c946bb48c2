import type { TDatabaseMetadata } from '@kansli/domain/superadmin/database';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { type DatabaseFilter, filterParam } from '../utils/database-filter.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** GET /api/select/{table}/metadata?filter: how many rows match, and the table's foreign keys. */
export function getDatabaseMetadata(
  table: string,
  filter: DatabaseFilter,
  signal?: AbortSignal,
): Promise<TDatabaseMetadata> {
  return api.get<TDatabaseMetadata>(`/api/select/${encodeURIComponent(table)}/metadata`, {
    signal,
    query: { filter: filterParam(filter) },
  });
}

export function databaseMetadataQueryOptions(table: string, filter: DatabaseFilter) {
  return queryOptions({
    queryKey: superadminQueryKeys.databaseMetadata(table, filterParam(filter) ?? ''),
    queryFn: ({ signal }) => getDatabaseMetadata(table, filter, signal),
    placeholderData: keepPreviousData,
    meta: { silentStatuses: [401] },
  });
}

export function useDatabaseMetadata(table: string, filter: DatabaseFilter) {
  return useQuery(databaseMetadataQueryOptions(table, filter));
}
