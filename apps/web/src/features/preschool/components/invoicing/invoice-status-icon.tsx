import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { type InvoiceStatus, invoiceStatus, StatusIcon } from '../person-view/guardian-invoices.tsx';

/**
 * Spec 4.5 for the guardian's invoice of the month, the same icons and texts as a guardian's
 * 'Fakturor': here Visma's invoice number tells uploaded from waiting. A failed upload says so.
 */
export function guardianInvoiceStatus(guardian: InvoiceGuardian): InvoiceStatus | null {
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
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <StatusIcon status={status} />
      {guardian.visma_invoice_id}
    </Box>
  );
}
