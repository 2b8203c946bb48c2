import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
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
  const [text, setText] = useState('');
  const typing = useRef(false);
  return (
    <Autocomplete
      options={units}
      value={unit}
      onChange={(_event, chosen) => chosen && onChange(chosen)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        // The screen's own choice of the first unit, once the units have come, leaves what the user
        // typed meanwhile in the field; a unit chosen, or leaving the field, shows the chosen one.
        if (reason === 'reset' && typing.current) return;
        typing.current = reason === 'input';
        setText(next);
      }}
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
