import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PaidIcon from '@mui/icons-material/Paid';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { BulkKind } from './report-rows.ts';

export const BULK_LABEL: Record<BulkKind, string> = {
  sync: 'Synka kundnummer från Visma',
  customers: 'Skapa kunder för alla som saknar',
  create: 'Skapa fakturor',
  upload: 'Ladda upp fakturor till Visma',
};

const BULK_ICON: Record<BulkKind, ComponentType<SvgIconProps>> = {
  sync: SyncIcon,
  customers: PersonAddIcon,
  create: ReceiptLongIcon,
  upload: CloudUploadIcon,
};

/** The bulk buttons, in the order the work is done; all wait while one runs. */
export function BulkActions({
  running,
  disabled,
  onStart,
  refreshing,
  onRefreshStatus,
}: {
  running: BulkKind | null;
  disabled: boolean;
  onStart: (kind: BulkKind) => void;
  refreshing: boolean;
  /** Reads the month's payments from Visma now; the server also does it every minute. */
  onRefreshStatus: () => void;
}) {
  const kinds: BulkKind[] = ['sync', 'customers', 'create', 'upload'];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {kinds.map((kind) => {
        const Icon = BULK_ICON[kind];
        return (
          <Button
            key={kind}
            variant={kind === 'upload' ? 'contained' : 'outlined'}
            disabled={disabled}
            onClick={() => onStart(kind)}
            startIcon={running === kind ? <CircularProgress size={16} color="inherit" /> : <Icon />}
          >
            {BULK_LABEL[kind]}
          </Button>
        );
      })}
      <Button
        variant="text"
        disabled={disabled || refreshing}
        onClick={onRefreshStatus}
        startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <PaidIcon />}
      >
        Hämta betalstatus från Visma
      </Button>
    </Box>
  );
}
