import { AUDIT_ACTION_CHOICES, AUDIT_ENTITY_TEXTS } from '@kansli/domain/audit/audit-actions';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { SwedishDates } from '@/components/swedish-dates.tsx';
import {
  type AuditFilter,
  EMPTY_AUDIT_FILTER,
  isBackwards,
} from '@/features/superadmin/utils/audit-filter.ts';
import { PersonPicker } from './person-picker.tsx';

type FilterChange = (next: AuditFilter) => void;

type Choice = { code: string; text: string };

const ENTITY_CHOICES: Choice[] = Object.entries(AUDIT_ENTITY_TEXTS)
  .map(([code, text]) => ({ code, text }))
  .sort((a, b) => a.text.localeCompare(b.text, 'sv'));

const ACTION_CHOICES: Choice[] = AUDIT_ACTION_CHOICES.map(({ text, actions }) => ({
  code: actions[0] ?? '',
  text,
}));

/** One of a fixed list, named in Swedish and found by typing a part of its name. */
function ChoiceFilter({
  label,
  choices,
  code,
  onChange,
}: {
  label: string;
  choices: Choice[];
  code: string;
  onChange: (code: string) => void;
}) {
  return (
    <Autocomplete
      value={choices.find((choice) => choice.code === code) ?? null}
      options={choices}
      getOptionLabel={(choice) => choice.text}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      noOptionsText="Inget val passar"
      onChange={(_event, next) => onChange(next?.code ?? '')}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
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
  const set = (part: Partial<AuditFilter>) => onChange({ ...filter, ...part });
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
      <ChoiceFilter
        label="Entitet"
        choices={ENTITY_CHOICES}
        code={filter.entity}
        onChange={(entity) => set({ entity })}
      />
      <ChoiceFilter
        label="Åtgärd"
        choices={ACTION_CHOICES}
        code={filter.action}
        onChange={(action) => set({ action })}
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
