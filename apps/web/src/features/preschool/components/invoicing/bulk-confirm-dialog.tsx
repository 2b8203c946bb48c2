import { useRef } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { BULK_LABEL } from './bulk-actions.tsx';
import { customersQuestion, uploadQuestion } from './invoice-rules.ts';
import { bulkTargets } from './use-invoice-runs.ts';

/** The bulk actions whose work cannot be taken back, and so are asked about once before they start. */
export type ConfirmedKind = 'customers' | 'upload';

const CONFIRM_LABEL: Record<ConfirmedKind, string> = {
  customers: 'Skapa kunder',
  upload: 'Ladda upp',
};

/** The one question before a bulk action that cannot be undone, in numbers: how many, and how much. */
export function BulkConfirmDialog({
  kind,
  guardians,
  onCancel,
  onConfirm,
}: {
  kind: ConfirmedKind | null;
  guardians: readonly InvoiceGuardian[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // The last kind asked about stays in the dialog while it closes.
  const last = useRef<ConfirmedKind>('upload');
  if (kind) last.current = kind;
  const shown = last.current;
  const targets = bulkTargets(shown, guardians);
  return (
    <ConfirmDialog
      open={kind !== null}
      title={BULK_LABEL[shown]}
      question={shown === 'upload' ? uploadQuestion(targets) : customersQuestion(targets.length)}
      confirmLabel={CONFIRM_LABEL[shown]}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
