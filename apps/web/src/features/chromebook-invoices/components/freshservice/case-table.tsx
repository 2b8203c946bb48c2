import {
  BATCH_ACTION_LABELS,
  GUARDIAN_EMAIL_MISSING,
  type TChromebookInvoice,
  type TVismaStatus,
} from '@kansli/domain/chromebooks/invoice';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ReplayIcon from '@mui/icons-material/Replay';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CaseRow } from '@/features/chromebook-invoices/hooks/case-rows.ts';
import { YesNoIcon } from './yes-no-icon.tsx';

// Spec part 2, 2: select, locationName, category, name, registeredAdmin, isVismaCustomer,
// registeredVisma, deprovised, vismaStatus; then how the row's last step went. A phone scrolls the
// table sideways within its box.

export const CASE_COLUMN_HEADERS = [
  'Enhet',
  'Kategori',
  'Namn',
  'Registrerad',
  'Kund i Visma',
  'Skickad till Visma',
  'Frisläppt',
  'Status i Visma',
  'Resultat',
] as const;

const VISMA_STATUS_TEXT: Record<TVismaStatus, string> = { paid: 'Betald', open: 'Obetald' };

/**
 * The guardian's person card, where the missing e-mail is added: found by civic number, which names
 * one person, or by name when the case has none.
 */
export function guardianPathOf(guardian: NonNullable<TChromebookInvoice['legalGuardian']>): string {
  const search = guardian.civicNumber ?? `${guardian.givenName} ${guardian.familyName}`;
  return `/person?${new URLSearchParams({ search })}`;
}

type CaseTableProps = {
  rows: readonly CaseRow[];
  /** A batch runs: no row can be chosen or run again meanwhile. */
  busy: boolean;
  onSelect(key: string, selected: boolean): void;
  onSelectAll(selected: boolean): void;
  onRetry(key: string): void;
};

export function CaseTable({ rows, busy, onSelect, onSelectAll, onRetry }: CaseTableProps) {
  const selectable = rows.filter((row) => row.invalidText === null);
  const selectedCount = selectable.filter((row) => row.selected).length;
  const allSelected = selectable.length > 0 && selectedCount === selectable.length;
  return (
    <TableContainer
      role="region"
      aria-label="Ärenden från Freshservice"
      // The box scrolls sideways; with the keyboard too.
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" aria-label="Ärenden" sx={{ minWidth: 1000 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={selectedCount > 0 && !allSelected}
                disabled={busy || selectable.length === 0}
                onChange={(_event, on) => onSelectAll(on)}
                slotProps={{ input: { 'aria-label': 'Välj alla' } }}
              />
            </TableCell>
            {CASE_COLUMN_HEADERS.map((header) => (
              <TableCell key={header} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <CaseTableRow key={row.key} row={row} busy={busy} onSelect={onSelect} onRetry={onRetry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CaseTableRow({
  row,
  busy,
  onSelect,
  onRetry,
}: { row: CaseRow; busy: boolean } & Pick<CaseTableProps, 'onSelect' | 'onRetry'>) {
  const { invoice, invalidText } = row;
  return (
    <TableRow selected={row.selected} data-testid={`case-${row.key}`}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={row.selected}
          disabled={busy || invalidText !== null}
          onChange={(_event, on) => onSelect(row.key, on)}
          slotProps={{ input: { 'aria-label': `Välj ${invoice.name}` } }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.locationName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.category ?? '-'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.name}</TableCell>
      <TableCell>
        <YesNoIcon value={invoice.isRegisteredInAdmin} />
      </TableCell>
      <TableCell>
        <YesNoIcon value={!!invoice.vismaCustomerId} />
      </TableCell>
      <TableCell>
        <YesNoIcon value={invoice.isRegisteredInVisma} />
      </TableCell>
      <TableCell>
        <YesNoIcon value={invoice.isChromedeviceDeprovised} />
      </TableCell>
      <TableCell>{invoice.vismaStatus ? VISMA_STATUS_TEXT[invoice.vismaStatus] : '-'}</TableCell>
      <TableCell sx={{ minWidth: 280 }}>
        <RowOutcome row={row} busy={busy} onRetry={onRetry} />
      </TableCell>
    </TableRow>
  );
}

function RowOutcome({ row, busy, onRetry }: { row: CaseRow; busy: boolean; onRetry(key: string): void }) {
  const { work, invalidText } = row;
  if (invalidText !== null) {
    const guardian = invalidText === GUARDIAN_EMAIL_MISSING ? row.invoice.legalGuardian : null;
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'warning.dark' }}>
          <WarningAmberIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{invalidText}</Typography>
        </Box>
        {guardian && (
          <Link component={RouterLink} to={guardianPathOf(guardian)} variant="body2">
            Lägg till e-postadress för {guardian.givenName} {guardian.familyName}
          </Link>
        )}
      </Box>
    );
  }
  if (work === null) return null;
  const step = BATCH_ACTION_LABELS[work.action];
  if (work.state === 'working') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{step}: pågår</Typography>
      </Box>
    );
  }
  if (work.state === 'done') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{step}: klart</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'error.main' }}>
        <ErrorIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {step} misslyckades: {work.message}
        </Typography>
      </Box>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        disabled={busy}
        onClick={() => onRetry(row.key)}
        aria-label={`Försök igen: ${row.invoice.name}`}
      >
        Försök igen
      </Button>
    </Box>
  );
}
