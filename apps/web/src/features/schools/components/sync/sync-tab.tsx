import Box from '@mui/material/Box';
import { useSyncEntries } from '@/features/schools/api/get-sync-entries.ts';
import { useUnitInfo } from '@/features/schools/api/get-unit-info.ts';
import { CardNote, CardSkeleton, UnitCard } from '../unit-card.tsx';
import { DataCollectCard } from './data-collect-card.tsx';
import { ProblemsCard } from './problems-card.tsx';
import { SyncJobsCard } from './sync-jobs-card.tsx';
import { recentProblems, syncJobs } from './sync-recency.ts';

/** The tab 'Synkronisering': the unit's export files, its import jobs and the problems of the last day. */
export function SyncTab({ locationId }: { locationId: number }) {
  const entries = useSyncEntries(locationId);
  const unit = useUnitInfo(locationId);
  // Read when the entries arrive: "the last day" is the day before the answer was shown.
  const now = entries.dataUpdatedAt;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {unit.data && <DataCollectCard locationId={locationId} unitName={unit.data.name} />}
      {entries.isPending ? (
        <UnitCard title="Synkronisering">
          <CardSkeleton label="Hämtar synkroniseringar" />
        </UnitCard>
      ) : entries.isError ? (
        <UnitCard title="Synkronisering">
          <CardNote error>Synkroniseringarna kunde inte hämtas.</CardNote>
        </UnitCard>
      ) : (
        <>
          <SyncJobsCard jobs={syncJobs(entries.data)} now={now} />
          <ProblemsCard problems={recentProblems(entries.data, now)} />
        </>
      )}
    </Box>
  );
}
