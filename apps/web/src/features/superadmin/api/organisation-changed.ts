import type { QueryClient } from '@tanstack/react-query';
import { unitQueryKeys } from '@/lib/api/query-keys.ts';
import { superadminQueryKeys } from './query-keys.ts';

/**
 * After a unit is made, changed, ended or reopened: the organisation is read again, and every area's
 * list of units is stale, so the next screen opened offers the units as they now are.
 */
export function organisationChanged(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [superadminQueryKeys.organisation, ...Object.values(unitQueryKeys)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
