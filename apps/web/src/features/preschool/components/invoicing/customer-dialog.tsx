import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import { useCreateCustomer } from '@/features/preschool/api/create-customer.ts';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import type { VismaCustomer } from '@/features/preschool/api/look-up-customer.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { guardianName } from './invoice-rules.ts';

/**
 * Spec 8: Visma has no customer with the guardian's e-mail address; 'Ja' creates one. A failure is
 * the generic notice and leaves the dialog open, where 'Ja' again sends the same Idempotency-Key.
 */
export function CustomerDialog({
  guardian,
  onClose,
  onCreated,
}: {
  guardian: InvoiceGuardian | null;
  onClose: () => void;
  onCreated: (guardian: InvoiceGuardian, customer: VismaCustomer) => void;
}) {
  const { unit } = usePreschoolScreen();
  const create = useCreateCustomer(unit.cost_center);
  const titleId = useId();
  const textId = useId();
  // One key per guardian asked about: 'Ja' after a lost answer creates one customer, not two.
  const key = useRef<{ guardianId: number; key: string } | null>(null);
  if (guardian && key.current?.guardianId !== guardian.id) {
    key.current = { guardianId: guardian.id, key: crypto.randomUUID() };
  }

  const yes = async () => {
    if (!guardian || !key.current) return;
    const customer = await create
      .mutateAsync({ guardianId: guardian.id, idempotencyKey: key.current.key })
      .catch(() => undefined);
    if (!customer) return;
    key.current = null;
    showNotice(`Skapade kunden ${customer.name} med kundnummer ${customer.customerNumber}`);
    onCreated(guardian, customer);
  };

  const postalTown = guardian ? [guardian.postal_code, guardian.city].filter(Boolean).join(' ') : '';
  return (
    <Dialog
      open={guardian !== null}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Ingen kund i Visma</DialogTitle>
      {guardian && (
        <DialogContent>
          <DialogContentText id={textId}>
            {`Det finns ingen kund i Visma med e-postadressen ${guardian.email}, vill du skapa en ny kund?`}
          </DialogContentText>
          <Box component="address" sx={{ mt: 2, fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {[guardianName(guardian), guardian.street_address, postalTown].filter(Boolean).join('\n')}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Nej
        </Button>
        <Button
          variant="contained"
          onClick={() => void yes()}
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Ja
        </Button>
      </DialogActions>
    </Dialog>
  );
}
