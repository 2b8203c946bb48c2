import Box from '@mui/material/Box';
import { useHistoryToggle } from '@/components/audit-events/history-toggle.tsx';
import { useChildHistory } from '@/features/preschool/api/get-child-history.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { ViewSection } from './view-layout.tsx';

/**
 * 'Historik' of a child (issue 17): its changes, who read the unit's children while ghosting and which
 * statistics exports held it.
 */
export function ChildHistory({ childId }: { childId: number }) {
  const { unit } = usePreschoolScreen();
  const toggle = useHistoryToggle();
  const history = useChildHistory(unit.cost_center, childId, toggle.open);
  return (
    <ViewSection title="Historik">
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box>{toggle.button}</Box>
        {toggle.list(history)}
      </Box>
    </ViewSection>
  );
}
