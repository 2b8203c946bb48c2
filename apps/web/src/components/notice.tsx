import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import { dismissNotice, type Notice as NoticeItem, useCurrentNotice } from '../lib/notice-store.ts';

export const NOTICE_DURATION_MS = 10_000;

/** The app's single notice bar; messages come from `showNotice`. */
export function Notice() {
  const notice = useCurrentNotice();
  return notice ? <NoticeBar key={notice.id} notice={notice} /> : null;
}

function NoticeBar({ notice }: { notice: NoticeItem }) {
  const [open, setOpen] = useState(true);

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere must not cut the notice's 10 seconds short.
    if (reason !== 'clickaway') setOpen(false);
  };

  // Mounted at the end of the page when it shows, so an open dialog (which hides what was there before
  // it from assistive technology) leaves it readable.
  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={NOTICE_DURATION_MS}
        onClose={close}
        message={notice.message}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            OK
          </Button>
        }
        slotProps={{ transition: { onExited: () => dismissNotice(notice.id) } }}
      />
    </Portal>
  );
}
