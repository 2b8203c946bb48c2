import { SYNC_UNIT_STATUSES, type SyncUnitStatus } from '@kansli/domain/schools/synchronizations';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The screen keeps its filters in the address's query, '/synchronizations?location=201&status=failed',
// so back, reload and a shared link keep them. A value the address gets wrong filters nothing.

export type SyncFilters = {
  /** The unit shown alone; undefined: every unit. */
  locationId: number | undefined;
  /** The status shown; undefined: 'Alla'. */
  status: SyncUnitStatus | undefined;
};

function locationIdOf(value: string | null): number | undefined {
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

function statusOf(value: string | null): SyncUnitStatus | undefined {
  return SYNC_UNIT_STATUSES.find((status) => status === value);
}

export function useSyncFilters() {
  const [params, setParams] = useSearchParams();
  const filters: SyncFilters = {
    locationId: locationIdOf(params.get('location')),
    status: statusOf(params.get('status')),
  };

  const change = useCallback(
    (next: Partial<SyncFilters>) => {
      setParams((current) => {
        const query = new URLSearchParams(current);
        const set = (key: string, value: string | number | undefined) => {
          if (value === undefined) query.delete(key);
          else query.set(key, String(value));
        };
        if ('locationId' in next) set('location', next.locationId);
        if ('status' in next) set('status', next.status);
        return query;
      });
    },
    [setParams],
  );

  return { ...filters, change };
}
