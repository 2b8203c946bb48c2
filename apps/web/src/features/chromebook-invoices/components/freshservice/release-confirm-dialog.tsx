import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

export const RELEASE_TITLE = 'Frisläpp datorer';

/** Releasing a device from the directory cannot be undone: the batch starts only once confirmed. */
export function ReleaseConfirmDialog({
  count,
  ...props
}: {
  open: boolean;
  /** How many devices the batch would release. */
  count: number;
  onCancel(): void;
  onConfirm(): void;
}) {
  const what = count === 1 ? 'En dator frisläpps.' : `${count} datorer frisläpps.`;
  return (
    <ConfirmDialog
      {...props}
      title={RELEASE_TITLE}
      question={`${what} Det går inte att ångra. Vill du fortsätta?`}
      confirmLabel="Frisläpp"
    />
  );
}
