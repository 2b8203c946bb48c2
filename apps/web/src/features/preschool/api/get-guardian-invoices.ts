import type { TGuardianInvoicesResponse, TInvoice } from '@kansli/domain/preschool/guardian-invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

export type GuardianInvoice = TInvoice;

/** GET /api/preschool/{cost_center}/invoices/{person_id}: a guardian's invoices at the unit (BILLING). */
export function getGuardianInvoices(costCenter: string, guardianId: number, signal?: AbortSignal) {
  return api
    .get<TGuardianInvoicesResponse>(
      `/api/preschool/${encodeURIComponent(costCenter)}/invoices/${guardianId}`,
      { signal },
    )
    .then((answer) => answer.invoices);
}

export function guardianInvoicesQueryOptions(costCenter: string, guardianId: number) {
  return queryOptions({
    queryKey: preschoolQueryKeys.guardianInvoices(costCenter, guardianId),
    queryFn: ({ signal }) => getGuardianInvoices(costCenter, guardianId, signal),
  });
}

/** Loaded only when asked for (the 'Fakturor' table opened by a user with BILLING). */
export function useGuardianInvoices(costCenter: string, guardianId: number, enabled: boolean) {
  return useQuery({ ...guardianInvoicesQueryOptions(costCenter, guardianId), enabled });
}
