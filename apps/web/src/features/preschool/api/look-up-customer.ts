import type { TVismaCustomerResponse } from '@kansli/domain/preschool/visma-customer';
import { api } from '@/lib/api-client.ts';

export type VismaCustomer = TVismaCustomerResponse;

/**
 * GET /api/preschool/{cost_center}/invoice/customer/{person_id}: the guardian's one customer in Visma,
 * found by e-mail address and linked to the guardian. 404 when there is none, 409 when there are several.
 * The caller says what each means (spec 8), so there is no hook that raises the generic notice.
 */
export function lookUpCustomer(costCenter: string, guardianId: number) {
  return api.get<VismaCustomer>(
    `/api/preschool/${encodeURIComponent(costCenter)}/invoice/customer/${guardianId}`,
  );
}
