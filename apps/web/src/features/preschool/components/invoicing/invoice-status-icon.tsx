import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { invoiceStatus } from '../person-view/guardian-invoices.tsx';

interface IconStatus {
  text: string;
  Icon: ComponentType<SvgIconProps>;
  color: string;
}

/**
 * Spec 4.5 for the guardian's invoice of the month, the same icons and texts as a guardian's
 * 'Fakturor': here Visma's invoice number tells uploaded from waiting. A failed upload says so.
 */
export function guardianInvoiceStatus(guardian: InvoiceGuardian): IconStatus | null {
  if (guardian.invoice_id === null) return null;
  if (guardian.upload_error && !guardian.visma_invoice_id) {
    return { text: 'Uppladdningen till Visma misslyckades', Icon: ErrorOutlineIcon, color: 'error.main' };
  }
  return invoiceStatus({ visma_status: guardian.visma_status, visma_id: guardian.visma_invoice_id });
}

/** The 'Faktura i Visma' cell: the status icon with its tooltip, and Visma's invoice number once there. */
export function InvoiceStatusCell({ guardian }: { guardian: InvoiceGuardian }) {
  const status = guardianInvoiceStatus(guardian);
  if (!status) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Ingen faktura
      </Typography>
    );
  }
  const { text, Icon, color } = status;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Tooltip title={text}>
        {/* Focusable, so that the keyboard also shows the tooltip. */}
        <Box
          component="span"
          role="img"
          aria-label={text}
          tabIndex={0}
          sx={{
            display: 'inline-flex',
            borderRadius: '50%',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Icon fontSize="small" sx={{ color }} />
        </Box>
      </Tooltip>
      {guardian.visma_invoice_id}
    </Box>
  );
}
