import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PERMISSION_VIEWS } from '../hooks/use-superadmin-route.ts';
import { RolesView } from './permissions/roles-view.tsx';
import { SettingsView } from './settings/settings-view.tsx';

const tabId = (index: number) => `superadmin-view-${index}`;
const panelId = (index: number) => `superadmin-viewpanel-${index}`;

/** 'Behörigheter' (spec part 2, 2): the sub-tabs Roller and Behörighetsinställningar. */
export function PermissionsTab({
  view,
  onViewChange,
}: {
  view: number;
  onViewChange: (view: number) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs
        value={view}
        onChange={(_event, next: number) => onViewChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Behörigheternas vyer"
      >
        {PERMISSION_VIEWS.map((label, index) => (
          <Tab key={label} label={label} id={tabId(index)} aria-controls={panelId(index)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} sx={{ minWidth: 0 }}>
        {view === 0 ? <RolesView /> : <SettingsView />}
      </Box>
    </Box>
  );
}
