import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useUnits } from '../api/list-units.ts';
import { SCHOOL_TABS, useSchoolRoute } from '../hooks/use-school-route.ts';
import { OverviewTab } from './overview/overview-tab.tsx';
import { RawDataTab } from './raw-data-tab.tsx';
import { SyncTab } from './sync/sync-tab.tsx';
import { CardNote } from './unit-card.tsx';
import { UnitSelector } from './unit-selector.tsx';

// Spec part 2, 2: the school units screen, /school?location={id}&tab={index}. The spec's button
// 'Publicera grupper' is there but always hidden; groups are published from the groups screen.

const tabId = (index: number) => `school-tab-${index}`;
const panelId = (index: number) => `school-tabpanel-${index}`;

export function SchoolsPage() {
  const { locationId, tab, change } = useSchoolRoute();
  const units = useUnits();
  const first = units.data?.[0];
  const unit = units.data?.find((candidate) => candidate.id === locationId) ?? null;

  // The first unit is chosen while the address names none; replacing the address keeps back from
  // stopping at the screen without a unit.
  useEffect(() => {
    if (locationId === undefined && first) change({ locationId: first.id, replace: true });
  }, [locationId, first, change]);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Enheter
      </Typography>
      <Button hidden variant="outlined" sx={{ display: 'none' }}>
        Publicera grupper
      </Button>
      <UnitSelector
        units={units.data ?? []}
        unit={unit}
        loading={units.isPending}
        onChange={(chosen) => change({ locationId: chosen.id })}
      />
      {units.isError && <CardNote error>Enheterna kunde inte hämtas.</CardNote>}
      {units.data?.length === 0 && <CardNote>Det finns inga enheter du kan öppna.</CardNote>}
      {locationId !== undefined && (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: number) => change({ tab: next })}
            variant="scrollable"
            scrollButtons="auto"
            aria-label="Enhetens flikar"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {SCHOOL_TABS.map((label, index) => (
              <Tab key={label} label={label} id={tabId(index)} aria-controls={panelId(index)} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
            {tab === 0 && <OverviewTab key={locationId} locationId={locationId} />}
            {tab === 1 && <SyncTab key={locationId} locationId={locationId} />}
            {tab === 2 && <RawDataTab key={locationId} locationId={locationId} />}
          </Box>
        </>
      )}
    </Box>
  );
}
