import { exportSystemOf } from '@kansli/domain/schools/export-system';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import type { RawRecordType } from '../api/get-raw-records.ts';
import { useUnitInfo } from '../api/get-unit-info.ts';
import { RawRecordsCard } from './raw/raw-records-card.tsx';
import { CardNote, CardSkeleton } from './unit-card.tsx';

// Spec part 2, 2 'Rådata': the records of the unit's newest exports by type. Grupper always; the
// person types only for business 200, whose group tab is a table; business 300 lists groups as cards.

const RAW_TABS: { type: RawRecordType; label: string }[] = [
  { type: 'group', label: 'Grupper' },
  { type: 'person', label: 'Personer' },
  { type: 'student', label: 'Elever' },
  { type: 'parent', label: 'Vårdnadshavare' },
  { type: 'teacher', label: 'Lärare' },
];

export function RawDataTab({ locationId }: { locationId: number }) {
  const info = useUnitInfo(locationId);
  const [tab, setTab] = useState(0);
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const baseId = useId();

  if (info.isPending) return <CardSkeleton label="Hämtar enheten" lines={2} />;
  if (info.isError) return <CardNote error>Enheten kunde inte hämtas.</CardNote>;

  const tabs = info.data.business_id === 200 ? RAW_TABS : RAW_TABS.slice(0, 1);
  const current = Math.min(tab, tabs.length - 1);
  const chosen = tabs[current] ?? RAW_TABS[0];
  const system = exportSystemOf(info.data.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        component="form"
        role="search"
        aria-label="Filtrera rådata"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label="Filter"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" variant="contained">
          Filtrera
        </Button>
      </Box>
      <Tabs
        value={current}
        onChange={(_event, next: number) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Exporttyper"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((entry, index) => (
          <Tab
            key={entry.type}
            label={entry.label}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${current}`}
        aria-labelledby={`${baseId}-tab-${current}`}
        sx={{ minWidth: 0 }}
      >
        {chosen && (
          <RawRecordsCard
            key={`${system}-${chosen.type}`}
            system={system}
            locationId={locationId}
            type={chosen.type}
            title={chosen.label}
            filter={filter}
            groupCards={info.data.business_id === 300}
          />
        )}
      </Box>
    </Box>
  );
}
