import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { AuditEventList } from '@/components/audit-events/audit-event-list.tsx';
import { CardSection } from '@/components/card-section.tsx';
import { usePersonHistory } from '@/features/persons/api/get-person-history.ts';

/**
 * 'Historik' (issue 17): what was changed of the person, who read them while ghosting and which exports
 * held them. Read only when opened, so that showing the card does not query the audit log.
 */
export function HistorySection({ personId }: { personId: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const history = usePersonHistory(personId, open);
  return (
    <CardSection
      title="Historik"
      action={
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={listId}
          startIcon={open ? <ExpandLessIcon /> : <HistoryIcon />}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Dölj historik' : 'Visa historik'}
        </Button>
      }
    >
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
    </CardSection>
  );
}
