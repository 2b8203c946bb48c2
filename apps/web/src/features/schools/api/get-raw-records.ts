import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

/** The raw export types the tab 'Rådata' shows (spec part 2, 3). */
export type RawRecordType = 'group' | 'person' | 'student' | 'parent' | 'teacher';

/** One record of an export file, as the exporter wrote it. */
export type RawRecord = Record<string, unknown>;

/** GET /api/storage/{system}/{locationId}/{type}: the records of the unit's newest export of the type. */
export function getRawRecords(system: string, locationId: number, type: RawRecordType, signal?: AbortSignal) {
  return api.get<RawRecord[]>(`/api/storage/${system}/${locationId}/${type}`, { signal });
}

export function rawRecordsQueryOptions(system: string, locationId: number, type: RawRecordType) {
  return queryOptions({
    queryKey: schoolQueryKeys.rawRecords(system, locationId, type),
    queryFn: ({ signal }) => getRawRecords(system, locationId, type, signal),
    // A type the system does not export answers 404: the card's quiet line says so, no notice.
    meta: { silentStatuses: [401, 404] },
    retry: false,
  });
}

export function useRawRecords(system: string, locationId: number, type: RawRecordType) {
  return useQuery(rawRecordsQueryOptions(system, locationId, type));
}
