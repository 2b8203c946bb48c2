import { holdsFlag } from '@kansli/domain/access/authorization';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useAuthorization } from '@/lib/api/get-authorization.ts';
import {
  AUDIT_TAB,
  DATABASE_TAB,
  INTEGRATIONS_TAB,
  ORGANISATION_TAB,
  SUPERADMIN_TABS,
  useSuperadminRoute,
} from '../hooks/use-superadmin-route.ts';
import { AuditTab } from './audit/audit-tab.tsx';
import { DatabaseTab } from './database/database-tab.tsx';
import { IntegrationsTab } from './integrations/integrations-tab.tsx';
import { OrganisationTab } from './organisation/organisation-tab.tsx';
import { PermissionsTab } from './permissions-tab.tsx';

// Spec part 2, 2: the superadmin screen, /superadmin?tab={index}&view={index}. Översikt is empty in
// the spec, so it says what the other tabs hold. 'Logg', 'Integrationer' and 'Organisation' are shown
// only to a holder of adminMenu SUPERADMIN, as GET /api/audit, /api/integrations and
// /api/organisation/locations answer no one else.

export const OVERVIEW_TEXT =
  'Roller, behörigheter, databas, logg, integrationer och organisationens enheter.';

const tabId = (index: number) => `superadmin-tab-${index}`;
const panelId = (index: number) => `superadmin-tabpanel-${index}`;

export function SuperadminPage() {
  const route = useSuperadminRoute();
  const { view, change } = route;
  const authorization = useAuthorization().data;
  const isSuperadmin = authorization !== undefined && holdsFlag(authorization, 'adminMenu', 'SUPERADMIN');
  const tabs = isSuperadmin ? SUPERADMIN_TABS : SUPERADMIN_TABS.slice(0, AUDIT_TAB);
  const tab = route.tab < tabs.length ? route.tab : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Superadmin
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => change({ tab: next })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Superadmins flikar"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((label, index) => (
          <Tab key={label} label={label} id={tabId(index)} aria-controls={panelId(index)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 0 && <Typography color="text.secondary">{OVERVIEW_TEXT}</Typography>}
        {tab === 1 && <PermissionsTab view={view} onViewChange={(next) => change({ view: next })} />}
        {tab === DATABASE_TAB && <DatabaseTab />}
        {tab === AUDIT_TAB && <AuditTab />}
        {tab === INTEGRATIONS_TAB && <IntegrationsTab />}
        {tab === ORGANISATION_TAB && <OrganisationTab />}
      </Box>
    </Box>
  );
}
