import { api } from '@/lib/api-client.ts';

export interface SetReadyBody {
  /** One invoice, or every invoice of the month at the unit. */
  invoice_id: number | 'all';
  period: string;
  location_id: number;
}

/**
 * POST /api/preschool/{cost_center}/invoice/set-ready: marks invoices ready for upload to Visma (spec
 * 4.6). The screen then polls them, so it patches the list itself rather than through a hook.
 */
export function setInvoicesReady(costCenter: string, body: SetReadyBody, idempotencyKey?: string) {
  return api.post<{ ready: number }>(
    `/api/preschool/${encodeURIComponent(costCenter)}/invoice/set-ready`,
    body,
    { idempotencyKey },
  );
}
