import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useDeleteSegment } from '@/features/superadmin/api/delete-segment.ts';
import { type AdminFlag, useSegments } from '@/features/superadmin/api/list-segments.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { ColumnSkeleton } from '../column.tsx';
import { SegmentColumn } from '../segment-column.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { DeleteFlagDialog } from './delete-flag-dialog.tsx';
import { FlagDialog } from './flag-dialog.tsx';
import { SegmentCard } from './segment-card.tsx';
import { SegmentDialog } from './segment-dialog.tsx';
import { SEGMENT_DELETE_WARNING, SEGMENT_DELETED_NOTICE } from './texts.ts';

const ADD_SEGMENT_LABEL = 'Lägg till segment';

type Open =
  | { dialog: 'none' }
  | { dialog: 'new-segment' }
  | { dialog: 'edit-segment' }
  | { dialog: 'delete-segment' }
  | { dialog: 'new-flag' }
  | { dialog: 'delete-flag'; flag: AdminFlag };

/** 'Behörighetsinställningar' (spec part 2, 2): the segments, and the chosen one's card. */
export function SettingsView() {
  const segments = useSegments();
  const deleteSegment = useDeleteSegment();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>({ dialog: 'none' });
  // The first segment is shown while none is chosen (or the chosen one is gone).
  const segment = segments.data?.find((candidate) => candidate.id === chosenId) ?? segments.data?.[0] ?? null;
  const close = () => setOpen({ dialog: 'none' });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <SegmentColumn
        selectedId={segment?.id ?? null}
        onSelect={(chosen) => setChosenId(chosen.id)}
        action={
          <Tooltip title={ADD_SEGMENT_LABEL}>
            <IconButton aria-label={ADD_SEGMENT_LABEL} onClick={() => setOpen({ dialog: 'new-segment' })}>
              <AddIcon />
            </IconButton>
          </Tooltip>
        }
      />
      {segment ? (
        <SegmentCard
          segment={segment}
          onAddFlag={() => setOpen({ dialog: 'new-flag' })}
          onEdit={() => setOpen({ dialog: 'edit-segment' })}
          onDeleteFlag={(flag) => setOpen({ dialog: 'delete-flag', flag })}
        />
      ) : (
        segments.isPending && <ColumnSkeleton label="Laddar segmentet" lines={6} />
      )}

      {(open.dialog === 'new-segment' || (open.dialog === 'edit-segment' && segment)) && (
        <SegmentDialog
          segment={open.dialog === 'edit-segment' ? segment : null}
          onClose={close}
          onSaved={(saved) => {
            setChosenId(saved.id);
            close();
          }}
          onDelete={() => {
            deleteSegment.reset();
            setOpen({ dialog: 'delete-segment' });
          }}
        />
      )}
      {open.dialog === 'new-flag' && segment && <FlagDialog segment={segment} onClose={close} />}
      {open.dialog === 'delete-flag' && <DeleteFlagDialog flag={open.flag} onClose={close} />}
      {open.dialog === 'delete-segment' && segment && (
        <ConfirmDeleteDialog
          open
          title={`Ta bort ${segment.name}`}
          busy={deleteSegment.isPending}
          error={deleteSegment.error?.message ?? null}
          onCancel={() => setOpen({ dialog: 'edit-segment' })}
          onConfirm={() =>
            deleteSegment.mutate(segment.id, {
              onSuccess: () => {
                showNotice(SEGMENT_DELETED_NOTICE);
                setChosenId(null);
                close();
              },
            })
          }
        >
          <Alert severity="warning">{`${SEGMENT_DELETE_WARNING}.`}</Alert>
        </ConfirmDeleteDialog>
      )}
    </Box>
  );
}
