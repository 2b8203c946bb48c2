import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
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

const TIME_FIELD_SX = { '& input': { minWidth: 0 } };

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
      <TextField
        label="Från"
        type="datetime-local"
        size="small"
        value={filter.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={TIME_FIELD_SX}
      />
      <TextField
        label="Till"
        type="datetime-local"
        size="small"
        value={filter.to}
        onChange={(event) => set({ to: event.target.value })}
        error={backwards}
        helperText={backwards ? 'Till får inte vara före Från' : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={TIME_FIELD_SX}
      />
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={() => onChange(EMPTY_AUDIT_FILTER)}>Rensa filter</Button>
      </Box>
    </Box>
  );
}
