import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { AuditEventList } from './audit-event-list.tsx';
import type { AuditPages } from './audit-pages.ts';

/**
 * A person's 'Historik' (the person card, the preschool child view): a button that opens the list. The
 * screen reads the history only while `open`, so that showing the person does not query the audit log,
 * and places `button` and `list(history)` in its own section.
 */
export function useHistoryToggle() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = (
    <Button
      size="small"
      aria-expanded={open}
      aria-controls={listId}
      startIcon={open ? <ExpandLessIcon /> : <HistoryIcon />}
      onClick={() => setOpen((current) => !current)}
    >
      {open ? 'Dölj historik' : 'Visa historik'}
    </Button>
  );
  const list = (history: AuditPages) => (
    <div id={listId}>
      {open && (
        <AuditEventList
          pages={history}
          label="Historik"
          loadingLabel="Hämtar historiken"
          emptyText="Ingen historik"
          failedText="Historiken kunde inte hämtas."
        />
      )}
    </div>
  );
  return { open, button, list };
}
