import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';

const unitLabel = (unit: PreschoolUnit) => `${unit.cost_center} ${unit.name}`;

/** Spec 2.6: the unit, chosen by typing part of its cost center or name. */
export function UnitSelector({
  units,
  unit,
  onChange,
  disabled,
}: {
  units: readonly PreschoolUnit[];
  unit: PreschoolUnit;
  onChange(unit: PreschoolUnit): void;
  disabled: boolean;
}) {
  return (
    <Autocomplete
      options={units}
      value={unit}
      onChange={(_event, chosen) => chosen && onChange(chosen)}
      getOptionLabel={unitLabel}
      getOptionKey={(option) => option.cost_center}
      isOptionEqualToValue={(option, value) => option.cost_center === value.cost_center}
      disableClearable
      disabled={disabled}
      noOptionsText="Inga resultat hittades"
      openText="Visa förskolor"
      closeText="Stäng"
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => <TextField {...params} label="Förskola" placeholder="Sök" />}
    />
  );
}
