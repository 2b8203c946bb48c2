import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { SwedishDates } from '@/components/swedish-dates.tsx';
import {
  type AuditFilter,
  EMPTY_AUDIT_FILTER,
  isBackwards,
} from '@/features/superadmin/utils/audit-filter.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { PersonPicker } from './person-picker.tsx';

/** A text filter waits for a pause in typing, as the database browser's filter row does. */
export const TEXT_FILTER_DEBOUNCE_MS = 350;

type FilterChange = (next: AuditFilter, options?: { replace: boolean }) => void;

/** A text filter as typed, handed on after a pause; a change from outside (back, 'Rensa') replaces it. */
function useTextDraft(value: string, onCommit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, TEXT_FILTER_DEBOUNCE_MS);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const seen = useRef(value);

  useEffect(() => {
    if (value.trim() === seen.current.trim()) return;
    seen.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (settled.trim() !== seen.current.trim()) {
      seen.current = settled;
      commit.current(settled);
    }
  }, [settled]);
  return [draft, setDraft] as const;
}

/** The filter's times are Stockholm wall clock to the minute, as the address holds them. */
const WALL_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';

const wallTimeOf = (value: Dayjs | null) => (value?.isValid() ? value.format(WALL_TIME_FORMAT) : '');

/** A time of the range in the app's Swedish picker: 'ÅÅÅÅ-MM-DD tt:mm'. */
function TimeFilter({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (wallTime: string) => void;
  error?: string;
}) {
  return (
    <DateTimePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(next) => {
        // A time typed in part is no time yet: the filter waits until it is whole or cleared.
        if (next === null || next.isValid()) onChange(wallTimeOf(next));
      }}
      format="YYYY-MM-DD HH:mm"
      ampm={false}
      slotProps={{
        textField: { size: 'small', fullWidth: true, error: error !== undefined, helperText: error },
        field: { clearable: true },
      }}
    />
  );
}

/** The Logg tab's filters: who, as whom, the person concerned, entity, action and a time range. */
export function AuditFilters({ filter, onChange }: { filter: AuditFilter; onChange: FilterChange }) {
  const set = (part: Partial<AuditFilter>, replace = false) => onChange({ ...filter, ...part }, { replace });
  const [entity, setEntity] = useTextDraft(filter.entity, (text) => set({ entity: text }, true));
  const [action, setAction] = useTextDraft(filter.action, (text) => set({ action: text }, true));
  const backwards = isBackwards(filter);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtrera loggen"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    >
      <PersonPicker label="Utförd av" personId={filter.actorId} onChange={(id) => set({ actorId: id })} />
      <PersonPicker
        label="Som (skuggning)"
        personId={filter.ghostAsId}
        onChange={(id) => set({ ghostAsId: id })}
      />
      <PersonPicker
        label="Berörd person"
        personId={filter.personId}
        onChange={(id) => set({ personId: id })}
      />
      <TextField
        label="Entitet"
        size="small"
        value={entity}
        onChange={(event) => setEntity(event.target.value)}
        helperText="Till exempel person eller preschool_child"
      />
      <TextField
        label="Åtgärd"
        size="small"
        value={action}
        onChange={(event) => setAction(event.target.value)}
        helperText="Början av åtgärden, till exempel person."
      />
      <SwedishDates>
        <TimeFilter label="Från" value={filter.from} onChange={(from) => set({ from })} />
        <TimeFilter
          label="Till"
          value={filter.to}
          onChange={(to) => set({ to })}
          error={backwards ? 'Till får inte vara före Från' : undefined}
        />
      </SwedishDates>
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={() => onChange(EMPTY_AUDIT_FILTER)}>Rensa filter</Button>
      </Box>
    </Box>
  );
}
