import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuditPersonName } from '@/features/superadmin/api/get-audit-person-name.ts';
import { type AuditPerson, useAuditPersonSearch } from '@/features/superadmin/api/search-audit-persons.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/** The picker searches after a pause in typing, as the person search does. */
export const PERSON_SEARCH_DEBOUNCE_MS = 300;

function noOptionsText(search: string, failed: boolean): string {
  if (search.length < 2) return 'Skriv minst två tecken';
  return failed ? 'Personer kunde inte sökas' : 'Ingen person hittades';
}

/**
 * A person to filter the log by, found through the person search. The filter holds only the id: a
 * person chosen here keeps the name it was found by, one from the address is named by the server.
 */
export function PersonPicker({
  label,
  personId,
  onChange,
}: {
  label: string;
  personId: number | null;
  onChange: (personId: number | null) => void;
}) {
  const [chosen, setChosen] = useState<AuditPerson | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), PERSON_SEARCH_DEBOUNCE_MS);
  const hits = useAuditPersonSearch(search);
  const known = chosen !== null && chosen.id === personId ? chosen : null;
  const name = useAuditPersonName(personId, known === null);
  const value: AuditPerson | null =
    personId === null
      ? null
      : (known ?? { id: personId, name: name.data ?? `Person ${personId}`, roles: [] });
  const found = hits.data ?? [];
  // The chosen person stays among the options, so that the field can show it whatever the search holds.
  const options = value && !found.some((person) => person.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={hits.isFetching}
      loadingText="Söker…"
      noOptionsText={noOptionsText(search, hits.isError)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onChange={(_event, next) => {
        setChosen(next);
        onChange(next?.id ?? null);
      }}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography variant="body2">{person.name}</Typography>
          {person.roles.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {person.roles.join(', ')}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}
