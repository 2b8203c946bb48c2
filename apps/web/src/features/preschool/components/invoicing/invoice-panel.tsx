import { monthOfDate } from '@kansli/domain/calendar/dates';
import Box from '@mui/material/Box';
import { useCallback, useId, useState } from 'react';
import { type InvoiceGuardian, useInvoiceList } from '@/features/preschool/api/get-invoice-list.ts';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';
import { useRefreshInvoiceStatus } from '@/features/preschool/api/refresh-invoice-status.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { MonthHeader } from '../overview/month-header.tsx';
import { todayInStockholm } from '../person-view/view-data.ts';
import { BulkActions } from './bulk-actions.tsx';
import { BulkConfirmDialog, type ConfirmedKind } from './bulk-confirm-dialog.tsx';
import { BulkReport } from './bulk-report.tsx';
import { CustomerDialog } from './customer-dialog.tsx';
import { InvoiceCheck } from './invoice-check.tsx';
import { guardianName } from './invoice-rules.ts';
import { InvoiceSummary } from './invoice-summary.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import type { BulkKind } from './report-rows.ts';
import { bulkTargets, useInvoiceRuns } from './use-invoice-runs.ts';

const NO_GUARDIANS: readonly InvoiceGuardian[] = [];

/** The tab 'Fakturering' (spec 2.10): the month's guardians to invoice, their customers and invoices in Visma. */
export function InvoicePanel() {
  const { unit } = usePreschoolScreen();
  const currentMonth = monthOfDate(todayInStockholm());
  const [month, setMonth] = useState(currentMonth);
  // Another unit or month starts afresh: no expanded row, no outcomes, its own polling.
  return (
    <MonthInvoicing
      key={`${unit.cost_center} ${month}`}
      unit={unit}
      month={month}
      currentMonth={currentMonth}
      onMonth={setMonth}
    />
  );
}

function MonthInvoicing({
  unit,
  month,
  currentMonth,
  onMonth,
}: {
  unit: PreschoolUnit;
  month: string;
  currentMonth: string;
  onMonth: (month: string) => void;
}) {
  const { openPerson } = usePreschoolScreen();
  const list = useInvoiceList(unit.cost_center, month);
  const guardians = list.data?.guardians ?? NO_GUARDIANS;
  const runs = useInvoiceRuns(month, guardians);
  const refreshStatus = useRefreshInvoiceStatus(unit.cost_center, month);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedKind | null>(null);
  const headingId = useId();

  const onToggle = useCallback(
    (guardianId: number) => setExpandedId((current) => (current === guardianId ? null : guardianId)),
    [],
  );
  const onGoto = useCallback(
    (guardian: InvoiceGuardian) =>
      openPerson({ id: guardian.id, type: 'legalguardian', search: guardianName(guardian) }),
    [openPerson],
  );

  // What cannot be undone is asked about first, unless there is nothing to do.
  const onStart = (kind: BulkKind) => {
    if ((kind === 'customers' || kind === 'upload') && bulkTargets(kind, guardians).length > 0) {
      setConfirming(kind);
    } else void runs.start(kind);
  };
  const onConfirmed = () => {
    if (confirming) void runs.start(confirming);
    setConfirming(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4, rowGap: 1 }}>
        <MonthHeader
          month={month}
          currentMonth={currentMonth}
          onChange={onMonth}
          disabled={runs.busy}
          headingId={headingId}
        />
        <InvoiceSummary summary={list.data?.summary} />
      </Box>

      <InvoiceCheck period={month} />

      <BulkActions
        running={runs.running}
        disabled={runs.busy || !list.data || guardians.length === 0}
        onStart={onStart}
        refreshing={refreshStatus.isPending}
        onRefreshStatus={() => refreshStatus.mutate()}
      />

      {runs.report && (
        <BulkReport
          kind={runs.report.kind}
          rows={runs.report.rows}
          progress={runs.progress}
          busy={runs.busy}
          pollingStopped={runs.pollingStopped}
          onRetry={(row) => void runs.retry(row)}
          onOfferCustomer={runs.offerCustomer}
          onDismiss={runs.dismiss}
        />
      )}

      <InvoiceTable
        guardians={list.data?.guardians}
        failed={list.isError}
        period={month}
        expandedId={expandedId}
        onToggle={onToggle}
        onGoto={onGoto}
        actions={runs.rowActions}
        busy={runs.busy}
        working={runs.rowWorking}
      />

      <BulkConfirmDialog
        kind={confirming}
        guardians={guardians}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirmed}
      />

      <CustomerDialog
        guardian={runs.customerFor}
        onClose={runs.closeCustomer}
        onCreated={runs.customerCreated}
      />
    </Box>
  );
}
