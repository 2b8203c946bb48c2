import type { TDatabaseTable } from '@kansli/domain/superadmin/database';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type DatabaseTable = TDatabaseTable;

/** GET /api/select/tables: the tables the browser shows, with their columns. */
export function listDatabaseTables(signal?: AbortSignal): Promise<DatabaseTable[]> {
  return api.get<DatabaseTable[]>('/api/select/tables', { signal });
}

export function databaseTablesQueryOptions() {
  return queryOptions({
    queryKey: superadminQueryKeys.databaseTables,
    queryFn: ({ signal }) => listDatabaseTables(signal),
    // The catalogue is fixed while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentStatuses: [401] },
  });
}

export function useDatabaseTables() {
  return useQuery(databaseTablesQueryOptions());
}
