import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { VismaCustomer } from './look-up-customer.ts';
import { invalidatedBySave } from './query-keys.ts';

/** POST /api/preschool/{cost_center}/invoice/customer/{person_id}: creates the guardian's customer in Visma. */
export function createCustomer(costCenter: string, guardianId: number, idempotencyKey?: string) {
  return api.post<VismaCustomer>(
    `/api/preschool/${encodeURIComponent(costCenter)}/invoice/customer/${guardianId}`,
    undefined,
    { idempotencyKey },
  );
}

/** The dialog's 'Ja': a failure raises the generic notice; the list then shows the new customer. */
export function useCreateCustomer(costCenter: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guardianId, idempotencyKey }: { guardianId: number; idempotencyKey: string }) =>
      createCustomer(costCenter, guardianId, idempotencyKey),
    onSuccess: () =>
      Promise.all(
        invalidatedBySave(costCenter).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
