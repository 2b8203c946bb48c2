import { syncUnitStatus } from '@kansli/domain/schools/synchronizations';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSynchronizations } from '@/features/schools/api/get-synchronizations.ts';
import { useSyncFilters } from '@/features/schools/hooks/use-sync-filters.ts';
import { ProblemsCard } from '../sync/problems-card.tsx';
import { CardNote, CardSkeleton, UnitCard } from '../unit-card.tsx';
import { SyncFiltersRow } from './sync-filters.tsx';
import { SyncUnitsTable } from './sync-units-table.tsx';

// The synchronisation screen, /synchronizations?location={id}&status={status} (menu flag SYNCS): every
// school unit's import, started from here, its progress followed live, and the problems of the last day.

export function SynchronizationsPage() {
  const sync = useSynchronizations();
  const { locationId, status, change } = useSyncFilters();
  // Read when the answer arrives: "the last day" is the day before it was shown.
  const now = sync.dataUpdatedAt;
  const units = sync.data?.units ?? [];
  // A unit the address names that the user cannot see filters nothing.
  const unit = units.find((candidate) => candidate.locationId === locationId) ?? null;
  const shown = units.filter(
    (candidate) =>
      (unit === null || candidate.locationId === unit.locationId) &&
      (status === undefined || syncUnitStatus(candidate, new Date(now)) === status),
  );
  // The problems follow the filters: those of the units shown.
  const shownIds = new Set(shown.map((candidate) => candidate.locationId));
  const problems = (sync.data?.problems ?? []).filter((problem) => shownIds.has(problem.location_id));

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Synkronisering
      </Typography>
      <SyncFiltersRow units={units} unit={unit} status={status} loading={sync.isPending} onChange={change} />
      <UnitCard title="Enheter">
        {sync.isError && <CardNote error>Synkroniseringarna kunde inte hämtas.</CardNote>}
        {sync.isPending ? (
          <CardSkeleton label="Hämtar synkroniseringar" lines={5} />
        ) : !sync.data ? null : units.length === 0 ? (
          <CardNote>Inga skolenheter att synkronisera.</CardNote>
        ) : shown.length === 0 ? (
          <CardNote>Inga enheter matchar filtret.</CardNote>
        ) : (
          <SyncUnitsTable units={shown} now={now} />
        )}
      </UnitCard>
      {sync.isPending ? (
        <UnitCard title="Problem">
          <CardSkeleton label="Hämtar problem" />
        </UnitCard>
      ) : (
        sync.data && <ProblemsCard problems={problems} withUnit />
      )}
    </Box>
  );
}
