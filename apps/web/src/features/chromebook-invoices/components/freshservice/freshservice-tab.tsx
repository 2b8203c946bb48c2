import {
  ALL_LOCATIONS_DELAY_MS,
  ALL_LOCATIONS_WARNING,
  defaultInvoiceRange,
  type TBatchAction,
} from '@kansli/domain/chromebooks/invoice';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import { useInvoiceLocations } from '@/features/chromebook-invoices/api/list-invoice-locations.ts';
import { useCaseBatches } from '@/features/chromebook-invoices/hooks/use-case-batches.ts';
import { useCaseFetch } from '@/features/chromebook-invoices/hooks/use-case-fetch.ts';
import { BatchActions } from './batch-actions.tsx';
import { CaseTable } from './case-table.tsx';
import { DateRange, type DateRangeValue, dateRangeErrors } from './date-range.tsx';
import { FetchProgress } from './fetch-progress.tsx';
import { ReleaseConfirmDialog } from './release-confirm-dialog.tsx';
import { SendConfirmDialog } from './send-confirm-dialog.tsx';
import { SpreadsheetLink } from './spreadsheet-link.tsx';
import { UnitPdfLinks } from './unit-pdf-links.tsx';
import { UnitPicker } from './unit-picker.tsx';

export const FETCH_TEXT = 'Hämta';
export const CHOOSE_UNIT_TEXT = 'Välj minst en enhet för att kunna hämta ärenden.';

function defaultRange(): DateRangeValue {
  const { fromDate, toDate } = defaultInvoiceRange();
  return { from: dayjs(fromDate), to: dayjs(toDate) };
}

/**
 * Spec part 2, 2 'Chromebook fakturaunderlag från Freshservice': choose units, a period and the
 * categories, fetch their cases, then run the invoicing steps on the chosen rows.
 */
export function FreshserviceTab({ betweenUnitsMs = ALL_LOCATIONS_DELAY_MS }: { betweenUnitsMs?: number }) {
  const locations = useInvoiceLocations();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [pickerOpen, setPickerOpen] = useState(true);
  const [range, setRange] = useState(defaultRange);
  const [buy, setBuy] = useState(true);
  const [careless, setCareless] = useState(false);
  const [spreadsheetUrl, setSpreadsheetUrl] = useState<string | null>(null);
  // The batches that cannot be undone wait for their dialog's answer.
  const [confirming, setConfirming] = useState<'send' | 'deprovise' | null>(null);
  const { rows, setRows, progress, fetched, fetchUnits } = useCaseFetch({ betweenUnitsMs });
  const { run, runBatch, retryRow } = useCaseBatches(rows, setRows);

  const units = locations.data ?? [];
  const chosenUnits = units.filter((unit) => chosen.has(unit.costCenter));
  const allChosen = units.length > 0 && chosenUnits.length === units.length;
  const errors = dateRangeErrors(range);
  const fetching = progress !== null;
  const busy = fetching || run !== null;
  const canFetch = !busy && chosenUnits.length > 0 && errors.start === null && errors.end === null;
  // Why 'Hämta' is off, when it is for want of a unit (the date fields tell their own errors).
  const fetchHint = !busy && chosenUnits.length === 0 ? CHOOSE_UNIT_TEXT : null;
  const fetchHintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canFetch || !range.from || !range.to) return;
    setPickerOpen(false);
    setSpreadsheetUrl(null);
    const query = {
      fromDate: range.from.format('YYYY-MM-DD'),
      toDate: range.to.format('YYYY-MM-DD'),
      buy,
      careless,
    };
    void fetchUnits(chosenUnits, query, allChosen);
  };

  const startBatch = (action: TBatchAction) => {
    if (action === 'send' || action === 'deprovise') setConfirming(action);
    else void runBatch(action);
  };
  const confirmed = (action: 'send' | 'deprovise') => {
    setConfirming(null);
    void runBatch(action);
  };
  const selectedRows = rows.filter((row) => row.selected);

  const select = (key: string, selected: boolean) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, selected } : row)));
  const selectAll = (selected: boolean) =>
    setRows((current) => current.map((row) => ({ ...row, selected: selected && row.invalidText === null })));

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gap: 2 }}
        aria-label="Hämta ärenden"
      >
        <UnitPicker
          units={locations.data}
          failed={locations.isError}
          chosen={chosen}
          onChange={setChosen}
          expanded={pickerOpen}
          onExpandedChange={setPickerOpen}
          disabled={busy}
        />
        {allChosen && <Alert severity="warning">{ALL_LOCATIONS_WARNING}</Alert>}
        <DateRange value={range} onChange={setRange} disabled={busy} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
          <FormControlLabel
            label="Utköp"
            control={<Checkbox checked={buy} disabled={busy} onChange={(_event, on) => setBuy(on)} />}
          />
          <FormControlLabel
            label="Yttre åverkan"
            control={
              <Checkbox checked={careless} disabled={busy} onChange={(_event, on) => setCareless(on)} />
            }
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!canFetch}
            startIcon={<DownloadIcon />}
            aria-describedby={fetchHint ? fetchHintId : undefined}
          >
            {FETCH_TEXT}
          </Button>
          {fetchHint && (
            <Typography id={fetchHintId} variant="body2" color="text.secondary">
              {fetchHint}
            </Typography>
          )}
        </Box>
      </Box>
      {progress && <FetchProgress progress={progress} />}
      {fetched && !fetching && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <SpreadsheetLink
            cases={rows.map((row) => row.invoice)}
            url={spreadsheetUrl}
            onCreated={setSpreadsheetUrl}
            disabled={busy}
          />
          <UnitPdfLinks fetched={fetched} />
        </Box>
      )}
      {fetched && !fetching && rows.length === 0 ? (
        <Typography color="text.secondary">Inga ärenden hittades</Typography>
      ) : (
        rows.length > 0 && (
          <CaseTable rows={rows} busy={busy} onSelect={select} onSelectAll={selectAll} onRetry={retryRow} />
        )
      )}
      {rows.length > 0 && <BatchActions rows={rows} run={run} busy={busy} onStart={startBatch} />}
      <SendConfirmDialog
        open={confirming === 'send'}
        totals={selectedRows.map((row) => row.invoice.total)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirmed('send')}
      />
      <ReleaseConfirmDialog
        open={confirming === 'deprovise'}
        count={selectedRows.length}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirmed('deprovise')}
      />
    </Box>
  );
}
