import { useCallback, useMemo, useRef, useState } from 'react';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import type { VismaCustomer } from '@/features/preschool/api/look-up-customer.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { BULK_CONCURRENCY, guardianName, runPooled } from './invoice-rules.ts';
import {
  type BulkKind,
  progressOf,
  type Report,
  type ReportRow,
  shownRows,
  withChangedRow,
  withOutcome,
} from './report-rows.ts';
import { type Outcome, useGuardianActions } from './use-guardian-actions.ts';
import { useInvoicePolling } from './use-invoice-polling.ts';

const named = (guardian: InvoiceGuardian) => ({ id: guardian.id, name: guardianName(guardian) });

/** Why a bulk action leaves a guardian alone, or undefined when it works on it. */
function skipReason(kind: BulkKind, guardian: InvoiceGuardian): string | null | undefined {
  switch (kind) {
    case 'sync':
      // A guardian with a customer already is not part of the sync at all.
      return guardian.visma_id ? null : undefined;
    case 'customers':
      return guardian.visma_id ? null : undefined;
    case 'create':
      if (!guardian.visma_id) return 'Saknar kund i Visma';
      return guardian.invoice_id !== null ? 'Har redan en faktura' : undefined;
    case 'upload':
      if (guardian.visma_invoice_id !== null) return null;
      return guardian.invoice_id === null ? 'Saknar faktura' : undefined;
  }
}

/** The guardians a bulk action would work on: what its confirmation counts. */
export const bulkTargets = (kind: BulkKind, guardians: readonly InvoiceGuardian[]) =>
  guardians.filter((guardian) => skipReason(kind, guardian) === undefined);

/**
 * The panel's work on the month's guardians (spec 2.10, 4.6): the three bulk actions, a row's own
 * buttons, 'Försök igen' on a failed row, and the polling for Visma's invoice numbers.
 */
export function useInvoiceRuns(period: string, guardians: readonly InvoiceGuardian[]) {
  const { unit } = usePreschoolScreen();
  const [report, setReport] = useState<Report | null>(null);
  const [running, setRunning] = useState<BulkKind | null>(null);
  const [rowWorking, setRowWorking] = useState<number | null>(null);
  const [customerFor, setCustomerFor] = useState<InvoiceGuardian | null>(null);
  // A second click in the same tick sees this before the state has changed.
  const runningRef = useRef(false);
  const guardiansRef = useRef(guardians);
  guardiansRef.current = guardians;

  const current = (guardianId: number) => guardiansRef.current.find((g) => g.id === guardianId);

  const polling = useInvoicePolling(unit.cost_center, period, guardians, {
    onNumbered: (guardian, number) =>
      setReport((r) =>
        withChangedRow(r, 'upload', guardian.id, { state: 'done', reason: `Fakturanummer ${number}` }),
      ),
    onFailed: (guardian, error) =>
      setReport((r) =>
        withOutcome(r, 'upload', named(guardian), {
          state: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
  });
  const { resume } = polling;
  const onReady = useCallback((invoiceId: number) => resume([invoiceId]), [resume]);
  const actions = useGuardianActions(period, onReady);

  const record = useCallback(
    (kind: BulkKind, guardian: InvoiceGuardian, outcome: Outcome) =>
      setReport((r) => withOutcome(r, kind, named(guardian), outcome)),
    [],
  );

  const start = useCallback(
    async (kind: BulkKind) => {
      if (runningRef.current) return;
      runningRef.current = true;
      setRunning(kind);
      const rows: ReportRow[] = [];
      const targets: InvoiceGuardian[] = [];
      for (const guardian of guardiansRef.current) {
        const skipped = skipReason(kind, guardian);
        if (skipped === null) continue;
        if (skipped === undefined) targets.push(guardian);
        rows.push({
          kind,
          guardianId: guardian.id,
          name: guardianName(guardian),
          state: skipped === undefined ? 'working' : 'skipped',
          reason: skipped,
          counted: skipped === undefined,
        });
      }
      setReport({ kind, rows });
      try {
        if (kind === 'upload') {
          if (targets.length === 0) return;
          const invoiceIds = targets.map((g) => g.invoice_id as number);
          const outcome = await actions.markAllReady(invoiceIds);
          if (outcome.state === 'failed' && outcome.notice) showNotice(outcome.notice);
          for (const guardian of targets) record(kind, guardian, outcome);
          if (outcome.state === 'waiting') resume(invoiceIds);
          return;
        }
        const work = {
          sync: actions.syncCustomer,
          customers: actions.createCustomerOf,
          create: actions.createInvoiceOf,
        }[kind];
        await runPooled(targets, BULK_CONCURRENCY, async (guardian) => {
          record(kind, guardian, { ...(await work(guardian)), notice: undefined });
        });
      } finally {
        runningRef.current = false;
        setRunning(null);
        void actions.refresh();
      }
    },
    [actions, record, resume],
  );

  const retry = useCallback(
    async (row: ReportRow) => {
      const guardian = guardiansRef.current.find((g) => g.id === row.guardianId);
      if (!guardian) return;
      // The buttons wait for the retry as for a row's own action.
      setRowWorking(guardian.id);
      record(row.kind, guardian, { state: 'working' });
      const work = {
        sync: actions.syncCustomer,
        customers: actions.createCustomerOf,
        create: actions.createInvoiceOf,
        upload: actions.markReady,
      }[row.kind];
      const outcome = await work(guardian);
      setRowWorking(null);
      record(row.kind, guardian, { ...outcome, notice: undefined });
      void actions.refresh();
    },
    [actions, record],
  );

  /** A row's own button: the answer is told by a notice, or by the dialog offering a new customer. */
  const rowAction = useCallback(
    async (guardian: InvoiceGuardian, work: (g: InvoiceGuardian) => Promise<Outcome>) => {
      setRowWorking(guardian.id);
      const outcome = await work(guardian);
      setRowWorking(null);
      if (outcome.offerCustomer) setCustomerFor(guardian);
      else showNotice(outcome.notice ?? outcome.reason ?? '');
      void actions.refresh();
    },
    [actions],
  );

  const rowActions = useMemo(
    () => ({
      lookUp: (g: InvoiceGuardian) => rowAction(g, actions.syncCustomer),
      createInvoice: (g: InvoiceGuardian, body: unknown) =>
        rowAction(g, (guardian) => actions.createInvoiceOf(guardian, body)),
      markReady: (g: InvoiceGuardian) => rowAction(g, actions.markReady),
    }),
    [actions, rowAction],
  );

  const customerCreated = useCallback(
    (guardian: InvoiceGuardian, customer: VismaCustomer) => {
      setCustomerFor(null);
      actions.customerLinked(guardian.id, customer.vismaId);
      setReport((r) =>
        withChangedRow(r, 'sync', guardian.id, {
          state: 'done',
          reason: `Kundnummer ${customer.customerNumber}`,
          offerCustomer: false,
        }),
      );
    },
    [actions],
  );

  const rows = shownRows(report, guardians);
  const waiting = rows.some((row) => row.kind === 'upload' && row.state === 'waiting');
  const busy = running !== null || rowWorking !== null || (waiting && polling.active);

  return {
    report: rows.length > 0 || report ? { kind: report?.kind ?? null, rows } : null,
    progress: report?.kind ? progressOf(rows, report.kind) : undefined,
    running,
    busy,
    pollingStopped: polling.stopped,
    rowWorking,
    start,
    retry,
    dismiss: () => setReport(null),
    rowActions,
    customerFor,
    offerCustomer: (guardianId: number) => setCustomerFor(current(guardianId) ?? null),
    closeCustomer: () => setCustomerFor(null),
    customerCreated,
  };
}

export type InvoiceRuns = ReturnType<typeof useInvoiceRuns>;
export type RowActions = InvoiceRuns['rowActions'];
