import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ComponentType, useId } from 'react';
import { BULK_LABEL } from './bulk-actions.tsx';
import { type BulkKind, type ReportRow, summaryOf } from './report-rows.ts';
import type { OutcomeState } from './use-guardian-actions.ts';

const STATE: Record<OutcomeState, { label: string; Icon: ComponentType<SvgIconProps>; color: string }> = {
  working: { label: 'Pågår', Icon: HourglassTopIcon, color: 'text.secondary' },
  waiting: { label: 'Väntar', Icon: HourglassTopIcon, color: 'primary.main' },
  done: { label: 'Klar', Icon: CheckCircleIcon, color: 'success.main' },
  skipped: { label: 'Hoppades över', Icon: RemoveCircleOutlineIcon, color: 'text.secondary' },
  failed: { label: 'Misslyckades', Icon: ErrorIcon, color: 'error.main' },
};

// Problems first: failures, then guardians that need a customer made; the rest keep the list's order.
const ORDER: Record<OutcomeState, number> = { failed: 0, working: 2, waiting: 2, skipped: 3, done: 4 };
const rank = (row: ReportRow) => (row.offerCustomer ? 1 : ORDER[row.state]);

export interface BulkReportProps {
  kind: BulkKind | null;
  rows: readonly ReportRow[];
  progress: { finished: number; total: number } | undefined;
  busy: boolean;
  pollingStopped: boolean;
  onRetry: (row: ReportRow) => void;
  onOfferCustomer: (guardianId: number) => void;
  onDismiss: () => void;
}

/** What a bulk action did, guardian by guardian, with 'n av m' and 'Försök igen' on each failure. */
export function BulkReport(props: BulkReportProps) {
  const { kind, rows, progress, busy, pollingStopped, onRetry, onOfferCustomer, onDismiss } = props;
  const headingId = useId();
  const title = kind ? BULK_LABEL[kind] : 'Uppladdning till Visma';
  const sorted = [...rows].sort((a, b) => rank(a) - rank(b));
  const finished = !rows.some((row) => row.state === 'working');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {kind && (
          <Button size="small" onClick={onDismiss} disabled={busy}>
            Stäng
          </Button>
        )}
      </Box>
      {progress && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 100 : (100 * progress.finished) / progress.total}
            aria-label={`${title}: ${progress.finished} av ${progress.total}`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography
            role="status"
            variant="body2"
            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {`${progress.finished} av ${progress.total}`}
          </Typography>
        </Box>
      )}
      {pollingStopped && (
        <Alert severity="error">
          Uppdateringen från Visma stoppades efter ett fel. Välj Försök igen på raden som misslyckades för att
          fortsätta.
        </Alert>
      )}
      {sorted.length === 0 ? (
        <Typography color="text.secondary">Inget att göra för månaden.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Resultat per vårdnadshavare"
          // The list may scroll; with the keyboard too.
          tabIndex={0}
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto', display: 'grid', gap: 0.5 }}
        >
          {sorted.map((row) => (
            <OutcomeItem
              key={`${row.kind}-${row.guardianId}`}
              row={row}
              busy={busy}
              onRetry={onRetry}
              onOfferCustomer={onOfferCustomer}
            />
          ))}
        </Box>
      )}
      {finished && sorted.length > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {summaryOf(kind ?? 'upload', rows)}
        </Typography>
      )}
    </Paper>
  );
}

function OutcomeItem({
  row,
  busy,
  onRetry,
  onOfferCustomer,
}: {
  row: ReportRow;
  busy: boolean;
  onRetry: (row: ReportRow) => void;
  onOfferCustomer: (guardianId: number) => void;
}) {
  const { label, Icon, color } = STATE[row.state];
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, minHeight: 36 }}
    >
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {row.name}
      </Typography>
      <Typography variant="body2" component="span">
        {row.reason ? `${label}: ${row.reason}` : label}
      </Typography>
      {row.state === 'failed' && (
        <Button
          size="small"
          onClick={() => onRetry(row)}
          disabled={busy}
          aria-label={`Försök igen för ${row.name}`}
        >
          Försök igen
        </Button>
      )}
      {row.offerCustomer && (
        <Button
          size="small"
          onClick={() => onOfferCustomer(row.guardianId)}
          disabled={busy}
          aria-label={`Skapa kund för ${row.name}`}
        >
          Skapa kund
        </Button>
      )}
    </Box>
  );
}
