import Alert from '@mui/material/Alert';
import { useDeleteFlag } from '@/features/superadmin/api/delete-flag.ts';
import { useFlagHolders } from '@/features/superadmin/api/get-flag-holders.ts';
import type { AdminFlag } from '@/features/superadmin/api/list-segments.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { FLAG_DELETED_NOTICE, FLAG_IN_USE_WARNING, holdersText } from './texts.ts';

/** Asks before the flag is deleted, saying how many roles hold it (GET flag/{id}/list). */
export function DeleteFlagDialog({ flag, onClose }: { flag: AdminFlag; onClose: () => void }) {
  const holders = useFlagHolders(flag.id);
  const remove = useDeleteFlag();
  return (
    <ConfirmDeleteDialog
      open
      title={`Ta bort ${flag.name}`}
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(flag.id, {
          onSuccess: () => {
            showNotice(FLAG_DELETED_NOTICE);
            onClose();
          },
        })
      }
    >
      <Alert severity="warning">
        {FLAG_IN_USE_WARNING} {holders.data && holdersText(holders.data.length)}
        {holders.isError && 'Rollerna med behörigheten kunde inte räknas.'}
        {holders.isPending && 'Räknar rollerna med behörigheten …'}
      </Alert>
    </ConfirmDeleteDialog>
  );
}
