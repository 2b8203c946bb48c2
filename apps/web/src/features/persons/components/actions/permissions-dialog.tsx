import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import { usePersonPermissions, useSavePersonPermissions } from '@/features/persons/api/person-permissions.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { changesOf, draftKey, type PermissionDraft } from './permission-changes.ts';
import { PermissionSegment } from './permission-segment.tsx';

/** Spec 8. */
export const PERMISSIONS_SAVED_NOTICE = 'Permissions saved';
export const READ_ONLY_TEXT = 'Du kan se men inte ändra behörigheterna.';

/**
 * 'Behörigheter' (spec 2.4): the person's own permissions, editable only for a permission admin (the
 * server says so with `editable`). 'Spara' sends only the changed flags; 'Avbryt' forgets the edits.
 */
export function PermissionsDialog({
  personId,
  fullName,
  open,
  onClose,
}: {
  personId: number;
  fullName: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const permissions = usePersonPermissions(personId, { enabled: open });
  const save = useSavePersonPermissions(personId);
  const [draft, setDraft] = useState<PermissionDraft>(new Map());
  const data = permissions.data;
  const editable = data?.editable === true;
  const changes = data ? changesOf(data, draft) : [];

  const close = () => {
    if (save.isPending) return;
    setDraft(new Map());
    onClose();
  };

  const toggle = (segment: string) => (flag: string, held: boolean) =>
    setDraft((current) => new Map(current).set(draftKey(segment, flag), held));

  const submit = () =>
    save.mutate(changes, {
      // The answer is the new state: the edits are in it now.
      onSuccess: () => {
        setDraft(new Map());
        showNotice(PERMISSIONS_SAVED_NOTICE);
      },
    });

  let content: ReactNode;
  if (data) {
    content = (
      <>
        {!editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {READ_ONLY_TEXT}
          </Alert>
        )}
        {data.segments.map((segment) => (
          <PermissionSegment
            key={segment.key}
            segment={segment}
            draft={draft}
            editable={editable && !save.isPending}
            onToggle={toggle(segment.key)}
          />
        ))}
      </>
    );
  } else if (permissions.isError) {
    content = <Typography>Behörigheterna kunde inte hämtas.</Typography>;
  } else {
    content = (
      <Box role="status" aria-label="Laddar" sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{`Behörigheter – ${fullName}`}</DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      <DialogActions>
        {editable ? (
          <>
            <Button onClick={close} disabled={save.isPending}>
              Avbryt
            </Button>
            <BusyButton
              variant="contained"
              busy={save.isPending}
              disabled={changes.length === 0}
              onClick={submit}
            >
              Spara
            </BusyButton>
          </>
        ) : (
          <Button onClick={close}>Stäng</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
