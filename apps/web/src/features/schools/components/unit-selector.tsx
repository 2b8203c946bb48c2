import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Unit } from '@/features/schools/api/list-units.ts';

/** Spec part 2, 2: the 'Enhet' dropdown, searched by typing part of the unit's name. */
export function UnitSelector({
  units,
  unit,
  onChange,
  loading,
}: {
  units: readonly Unit[];
  unit: Unit | null;
  onChange(unit: Unit): void;
  loading: boolean;
}) {
  return (
    <Autocomplete
      options={units}
      value={unit}
      onChange={(_event, chosen) => chosen && onChange(chosen)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      disableClearable={unit !== null}
      loading={loading}
      loadingText="Hämtar enheter…"
      noOptionsText="Inga resultat hittades"
      openText="Visa enheter"
      closeText="Stäng"
      sx={{ width: { xs: '100%', sm: 400 } }}
      renderInput={(params) => <TextField {...params} label="Enhet" placeholder="Sök" />}
    />
  );
}
