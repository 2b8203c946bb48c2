import { formatSek } from '@kansli/domain/money/format';
import { readCost } from '@kansli/domain/preschool/care-cost';
import { CARE_TIMES } from '@kansli/domain/preschool/care-period';
import type { TChildRegisterForm, TChildRegisterFormValues } from '@kansli/domain/preschool/child-form';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestoreIcon from '@mui/icons-material/Restore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { type Control, Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { DateInput } from '@/components/form/date-input.tsx';
import { TextInput } from '@/components/form/text-input.tsx';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';

type Values = TChildRegisterFormValues;
export type CarePeriodRow = Values['care_times'][number];

export function newCarePeriod(start: string, commune: string): CarePeriodRow {
  return {
    id: null,
    start,
    end: '',
    commune,
    department: '',
    care_time: 'Heltid',
    cost: '',
    note: '',
    _delete: false,
  };
}

/** The cost as the row's summary says it: '1 420 kr', '1 420,50 kr', or as typed while it cannot be read. */
function costSummary(text: string): string {
  const reading = readCost(text);
  if (!('kronor' in reading) || reading.kronor === null) return text.trim();
  return formatSek(reading.kronor, { withOre: !Number.isInteger(reading.kronor) });
}

const rowGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The unit's departments, and a period's own when the unit has since removed it: the period keeps its name. */
function departmentChoices(
  departments: readonly string[],
  own: string | null | undefined,
): readonly string[] {
  return own && !departments.includes(own) ? [...departments, own] : departments;
}

/**
 * Spec 2.7: the child's care periods, one expanded at a time. A saved period is marked deleted (and
 * restored); a new one is simply taken away.
 */
export function CarePeriodRows({
  control,
  expanded,
  onExpand,
  today,
}: {
  control: Control<Values, unknown, TChildRegisterForm>;
  expanded: number | null;
  onExpand(index: number | null): void;
  today: string;
}) {
  const { unit } = usePreschoolScreen();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'care_times' });
  const rows = useWatch({ control, name: 'care_times' });
  const { errors, submitCount } = useFormState({ control, name: 'care_times' });
  const titleId = useId();

  // A save refused for a period's field opens that period.
  useEffect(() => {
    if (submitCount === 0) return;
    const failed = errors.care_times?.findIndex?.((rowErrors) => rowErrors !== undefined);
    if (failed !== undefined && failed >= 0) onExpand(failed);
  }, [submitCount, errors.care_times, onExpand]);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          Omsorgstider
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            append(newCarePeriod(today, unit.communes[0] ?? ''));
            onExpand(fields.length);
          }}
        >
          Lägg till omsorgstid
        </Button>
      </Box>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Ingen omsorgstid
        </Typography>
      )}
      {fields.map((field, index) => {
        const row = rows?.[index] ?? field;
        const deleted = row._delete === true;
        const summary = `${row.start || 'Start saknas'} – ${row.end || 'tills vidare'} · ${row.care_time}${
          row.cost.trim() ? ` · ${costSummary(row.cost)}` : ''
        }${row.department ? ` · ${row.department}` : ''}`;
        return (
          <Accordion
            key={field.id}
            variant="outlined"
            disableGutters
            expanded={expanded === index}
            onChange={(_event, open) => onExpand(open ? index : null)}
            slotProps={{ transition: { timeout: 250, unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography
                sx={{
                  textDecoration: deleted ? 'line-through' : undefined,
                  color: deleted ? 'text.secondary' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                {summary}
                {deleted && ' (borttagen)'}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={rowGrid}>
              <DateInput
                control={control}
                name={`care_times.${index}.start`}
                label="Start"
                required
                disabled={deleted}
              />
              <DateInput control={control} name={`care_times.${index}.end`} label="Slut" disabled={deleted} />
              <Controller
                control={control}
                name={`care_times.${index}.commune`}
                render={({ field: commune, fieldState }) => (
                  <Autocomplete
                    freeSolo
                    options={unit.communes}
                    value={commune.value ?? ''}
                    inputValue={commune.value ?? ''}
                    onInputChange={(_event, text) => commune.onChange(text)}
                    disabled={deleted}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Kommun"
                        inputRef={commune.ref}
                        error={fieldState.error !== undefined}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
              <TextInput
                control={control}
                name={`care_times.${index}.department`}
                label="Avdelning"
                select
                disabled={deleted}
              >
                <MenuItem value="">Ingen avdelning</MenuItem>
                {departmentChoices(unit.departments, rows?.[index]?.department).map((department) => (
                  <MenuItem key={department} value={department}>
                    {department}
                  </MenuItem>
                ))}
              </TextInput>
              <TextInput
                control={control}
                name={`care_times.${index}.care_time`}
                label="Omsorgstid"
                select
                disabled={deleted}
              >
                {CARE_TIMES.map((careTime) => (
                  <MenuItem key={careTime} value={careTime}>
                    {careTime}
                  </MenuItem>
                ))}
              </TextInput>
              <TextInput
                control={control}
                name={`care_times.${index}.cost`}
                label="Kostnad (kr i månaden)"
                disabled={deleted}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextInput
                  control={control}
                  name={`care_times.${index}.note`}
                  label="Kommentar till omsorgstiden"
                  multiline
                  disabled={deleted}
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  color={deleted ? 'primary' : 'error'}
                  startIcon={deleted ? <RestoreIcon /> : <DeleteIcon />}
                  onClick={() =>
                    row.id === null ? remove(index) : update(index, { ...row, _delete: !deleted })
                  }
                >
                  {row.id === null ? 'Ta bort' : deleted ? 'Återställ' : 'Markera som borttagen'}
                </Button>
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
