import { SEVERAL_CUSTOMERS_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createCustomer } from '@/features/preschool/api/create-customer.ts';
import { createInvoice } from '@/features/preschool/api/create-invoice.ts';
import { type InvoiceGuardian, patchInvoiceList } from '@/features/preschool/api/get-invoice-list.ts';
import { lookUpCustomer } from '@/features/preschool/api/look-up-customer.ts';
import { invalidatedBySave } from '@/features/preschool/api/query-keys.ts';
import { setInvoicesReady } from '@/features/preschool/api/set-invoices-ready.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { errorNoticeText, isApiError } from '@/lib/api-client.ts';
import { guardianName, invoiceBodyOf } from './invoice-rules.ts';
import { useActionKeys } from './use-action-keys.ts';

export type OutcomeState = 'working' | 'waiting' | 'done' | 'skipped' | 'failed';

/** How one action on one guardian went. */
export interface Outcome {
  state: OutcomeState;
  /** What was done, or why it was skipped or failed. */
  reason?: string;
  /** The notice a row's own button shows. */
  notice?: string;
  /** Visma has no customer with the guardian's address: offer to create one. */
  offerCustomer?: boolean;
  /** Done without making anything: Visma had the customer already. */
  existed?: boolean;
}

export const WAITING_FOR_NUMBER = 'Väntar på fakturanummer från Visma';

function failure(error: unknown): Outcome {
  return {
    state: 'failed',
    reason: error instanceof Error ? error.message : String(error),
    notice: errorNoticeText(error),
  };
}

/**
 * The actions on one guardian of the month, shared by a row's buttons and the bulk actions: each
 * answers an Outcome rather than throwing, and patches the kept list with what the server answered.
 */
export function useGuardianActions(period: string, onReady: (invoiceId: number) => void) {
  const { unit } = usePreschoolScreen();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const costCenter = unit.cost_center;

  return useMemo(() => {
    const patch = (guardianId: number, fields: Partial<InvoiceGuardian>) =>
      patchInvoiceList(queryClient, costCenter, period, (g) =>
        g.id === guardianId ? { ...g, ...fields } : g,
      );

    async function syncCustomer(guardian: InvoiceGuardian): Promise<Outcome> {
      try {
        const customer = await lookUpCustomer(costCenter, guardian.id);
        patch(guardian.id, { visma_id: customer.vismaId });
        return {
          state: 'done',
          reason: `Kundnummer ${customer.customerNumber}`,
          notice: `Hittade kunden ${customer.name} med kundnummer ${customer.customerNumber}`,
        };
      } catch (error) {
        if (isApiError(error, 404)) {
          const reason = `Ingen kund i Visma med e-postadressen ${guardian.email}`;
          return { state: 'skipped', reason, offerCustomer: true };
        }
        if (isApiError(error, 409)) {
          const text = `${SEVERAL_CUSTOMERS_MESSAGE} ${guardian.email}`;
          return { state: 'failed', reason: text, notice: text };
        }
        return failure(error);
      }
    }

    /**
     * The guardian's customer made in Visma. The server makes none when Visma has one with the address,
     * and a retry after a lost answer sends the same key, so no customer is made twice.
     */
    async function createCustomerOf(guardian: InvoiceGuardian): Promise<Outcome> {
      const scope = `customer:${guardian.id}`;
      try {
        const customer = await createCustomer(costCenter, guardian.id, keys.keyFor(scope, null));
        keys.settle(scope);
        patch(guardian.id, { visma_id: customer.vismaId });
        const existed = customer.created === false;
        return {
          state: 'done',
          reason: `${existed ? 'Fanns redan' : 'Kunden skapad'}, kundnummer ${customer.customerNumber}`,
          existed,
        };
      } catch (error) {
        keys.settle(scope, error);
        if (isApiError(error, 409))
          return { state: 'failed', reason: `${SEVERAL_CUSTOMERS_MESSAGE} ${guardian.email}` };
        return failure(error);
      }
    }

    /** Spec 5.6: only for a customer in Visma without an invoice of the month. */
    async function createInvoiceOf(guardian: InvoiceGuardian, edited?: unknown): Promise<Outcome> {
      if (!guardian.visma_id) return { state: 'skipped', reason: 'Saknar kund i Visma' };
      if (guardian.invoice_id !== null) return { state: 'skipped', reason: 'Har redan en faktura' };
      const body = edited ?? invoiceBodyOf(unit, period, guardian);
      const scope = `create:${period}:${guardian.id}`;
      try {
        const { invoiceId } = await createInvoice(costCenter, period, body, keys.keyFor(scope, body));
        keys.settle(scope);
        patch(guardian.id, { invoice_id: invoiceId, has_invoice: true });
        return {
          state: 'done',
          reason: 'Fakturan skapad',
          notice: `Skapade fakturan för ${guardianName(guardian)}`,
        };
      } catch (error) {
        keys.settle(scope, error);
        if (isApiError(error, 409) && error.existingId !== undefined) {
          patch(guardian.id, { invoice_id: error.existingId, has_invoice: true });
          return { state: 'skipped', reason: 'Har redan en faktura', notice: errorNoticeText(error) };
        }
        return failure(error);
      }
    }

    async function markReady(guardian: InvoiceGuardian): Promise<Outcome> {
      const invoiceId = guardian.invoice_id;
      if (invoiceId === null) return { state: 'skipped', reason: 'Saknar faktura' };
      const body = { invoice_id: invoiceId, period, location_id: unit.id };
      const scope = `ready:${invoiceId}`;
      try {
        await setInvoicesReady(costCenter, body, keys.keyFor(scope, body));
        keys.settle(scope);
        // The server clears a failed upload's error when the invoice is marked ready again.
        patch(guardian.id, { upload_to_visma: true, upload_error: null });
        onReady(invoiceId);
        return {
          state: 'waiting',
          reason: WAITING_FOR_NUMBER,
          notice: `Fakturan för ${guardianName(guardian)} är klar för uppladdning till Visma`,
        };
      } catch (error) {
        keys.settle(scope, error);
        return failure(error);
      }
    }

    /** Every invoice of the month ready at once; the answer is what the poll then waits for. */
    async function markAllReady(invoiceIds: readonly number[]): Promise<Outcome> {
      const body = { invoice_id: 'all' as const, period, location_id: unit.id };
      const scope = `ready:all:${period}`;
      try {
        await setInvoicesReady(costCenter, body, keys.keyFor(scope, body));
        keys.settle(scope);
        const ready = new Set(invoiceIds);
        patchInvoiceList(queryClient, costCenter, period, (g) =>
          g.invoice_id !== null && ready.has(g.invoice_id)
            ? { ...g, upload_to_visma: true, upload_error: null }
            : g,
        );
        return { state: 'waiting', reason: WAITING_FOR_NUMBER };
      } catch (error) {
        keys.settle(scope, error);
        return failure(error);
      }
    }

    /** After a batch: the list, the invoices and the check read again from the server. */
    const refresh = () =>
      Promise.all(
        invalidatedBySave(costCenter).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );

    /** A customer made in the dialog: the row may create its invoice at once. */
    const customerLinked = (guardianId: number, vismaId: string) => patch(guardianId, { visma_id: vismaId });

    return {
      syncCustomer,
      createCustomerOf,
      createInvoiceOf,
      markReady,
      markAllReady,
      refresh,
      customerLinked,
    };
  }, [queryClient, costCenter, period, unit, keys, onReady]);
}

export type GuardianActions = ReturnType<typeof useGuardianActions>;
