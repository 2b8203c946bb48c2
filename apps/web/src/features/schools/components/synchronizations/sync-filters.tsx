import {
  SYNC_UNIT_STATUS_LABELS,
  SYNC_UNIT_STATUSES,
  type SyncUnitStatus,
  type TSyncUnit,
} from '@kansli/domain/schools/synchronizations';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { SyncFilters } from '@/features/schools/hooks/use-sync-filters.ts';

/** The filters row: one unit ('Enhet', empty for all) and one status ('Status', 'Alla' for all). */
export function SyncFiltersRow({
  units,
  unit,
  status,
  loading,
  onChange,
}: {
  units: readonly TSyncUnit[];
  unit: TSyncUnit | null;
  status: SyncUnitStatus | undefined;
  loading: boolean;
  onChange(next: Partial<SyncFilters>): void;
}) {
  // The same options while the overview is asked again each second: an open list is not redrawn.
  const names = units.map((u) => `${u.locationId}\t${u.name}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are what the options show
  const options = useMemo(() => units.map(({ locationId, name }) => ({ locationId, name })), [names]);
  const chosen = unit && (options.find((option) => option.locationId === unit.locationId) ?? null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_event, chosen) => onChange({ locationId: chosen?.locationId })}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.locationId}
        isOptionEqualToValue={(option, value) => option.locationId === value.locationId}
        loading={loading}
        loadingText="Hämtar enheter…"
        noOptionsText="Inga resultat hittades"
        openText="Visa enheter"
        closeText="Stäng"
        clearText="Visa alla enheter"
        sx={{ width: { xs: '100%', sm: 360 } }}
        renderInput={(params) => <TextField {...params} label="Enhet" placeholder="Alla enheter" />}
      />
      <TextField
        select
        id="sync-status-filter"
        label="Status"
        value={status ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ status: SYNC_UNIT_STATUSES.find((candidate) => candidate === value) });
        }}
        sx={{ width: { xs: '100%', sm: 300 } }}
      >
        <MenuItem value="">Alla</MenuItem>
        {SYNC_UNIT_STATUSES.map((key) => (
          <MenuItem key={key} value={key}>
            {SYNC_UNIT_STATUS_LABELS[key]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
