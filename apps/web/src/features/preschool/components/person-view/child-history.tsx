import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { AuditEventList } from '@/components/audit-events/audit-event-list.tsx';
import { useChildHistory } from '@/features/preschool/api/get-child-history.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { ViewSection } from './view-layout.tsx';

/**
 * 'Historik' of a child (issue 17): its changes, who read the unit's children while ghosting and which
 * statistics exports held it. Read only when opened.
 */
export function ChildHistory({ childId }: { childId: number }) {
  const { unit } = usePreschoolScreen();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const history = useChildHistory(unit.cost_center, childId, open);
  return (
    <ViewSection title="Historik">
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={listId}
            startIcon={open ? <ExpandLessIcon /> : <HistoryIcon />}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? 'Dölj historik' : 'Visa historik'}
          </Button>
        </Box>
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
      </Box>
    </ViewSection>
  );
}
