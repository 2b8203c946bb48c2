import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type InvoiceGuardian, patchInvoiceList } from '@/features/preschool/api/get-invoice-list.ts';
import { pollInvoice } from '@/features/preschool/api/poll-invoice.ts';
import { errorNoticeText } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { awaitsVismaNumber, POLL_INTERVAL_MS, pollBatch } from './invoice-rules.ts';

export interface PollingEvents {
  onNumbered(guardian: InvoiceGuardian, vismaInvoiceId: string): void;
  onFailed(guardian: InvoiceGuardian, error: unknown): void;
}

export interface InvoicePolling {
  /** Ticking now: invoices await Visma's number and no poll has failed since the last resume. */
  active: boolean;
  /** A poll failed and polling stopped (spec 4.6). */
  stopped: boolean;
  /** Polls again, these invoices included even if their poll failed before. */
  resume(invoiceIds?: readonly number[]): void;
}

/**
 * Spec 4.6: while invoices are ready for Visma without Visma's number, one tick a second polls about a
 * quarter of them in turn. A number updates the kept list; a failed poll stops polling and is shown.
 */
export function useInvoicePolling(
  costCenter: string,
  period: string,
  guardians: readonly InvoiceGuardian[],
  events: PollingEvents,
): InvoicePolling {
  const queryClient = useQueryClient();
  const [stopped, setStopped] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const pending = useMemo(
    () => guardians.filter((g) => awaitsVismaNumber(g) && !failed.has(g.invoice_id)),
    [guardians, failed],
  );
  // The interval reads the newest pending list and handlers without starting again on each render.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const active = !stopped && pending.length > 0;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let cursor = 0;
    let inFlight = false;
    const tick = async () => {
      // A slow answer makes the next tick wait rather than pile polls up.
      if (inFlight) return;
      const { batch, next } = pollBatch(pendingRef.current, cursor);
      cursor = next;
      inFlight = true;
      const answers = await Promise.allSettled(
        batch.map((guardian) => pollInvoice(costCenter, guardian.invoice_id as number, controller.signal)),
      );
      inFlight = false;
      if (controller.signal.aborted) return;
      answers.forEach((answer, index) => {
        const guardian = batch[index] as InvoiceGuardian;
        if (answer.status === 'rejected') {
          setStopped(true);
          setFailed((current) => new Set(current).add(guardian.invoice_id as number));
          showNotice(errorNoticeText(answer.reason));
          eventsRef.current.onFailed(guardian, answer.reason);
          return;
        }
        const vismaInvoiceId = answer.value.vismaInvoiceId;
        if (vismaInvoiceId === null) return;
        patchInvoiceList(queryClient, costCenter, period, (g) =>
          g.id === guardian.id ? { ...g, visma_invoice_id: vismaInvoiceId } : g,
        );
        eventsRef.current.onNumbered(guardian, vismaInvoiceId);
      });
    };
    const timer = setInterval(() => void tick(), POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [active, costCenter, period, queryClient]);

  const resume = useCallback((invoiceIds: readonly number[] = []) => {
    setStopped(false);
    const again = new Set(invoiceIds);
    setFailed((current) => new Set([...current].filter((id) => !again.has(id))));
  }, []);

  return { active, stopped, resume };
}
