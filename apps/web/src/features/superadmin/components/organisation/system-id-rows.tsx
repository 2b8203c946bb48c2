import {
  LOCATION_SYSTEMS,
  type TLocationForm,
  type TLocationFormValues,
} from '@kansli/domain/organisation/locations';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input.tsx';

/** 'Systemkopplingar': the ids the school systems know the unit by, a row each of system, id and segment. */
export function SystemIdRows({ control }: { control: Control<TLocationFormValues, unknown, TLocationForm> }) {
  const headingId = useId();
  const rows = useFieldArray({ control, name: 'system_ids' });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Systemkopplingar
      </Typography>
      {rows.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Inga systemkopplingar
        </Typography>
      )}
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={`Koppling ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr) auto',
              sm: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto',
            },
          }}
        >
          <Controller
            control={control}
            name={`system_ids.${index}.system`}
            render={({ field, fieldState }) => (
              <Autocomplete
                freeSolo
                options={LOCATION_SYSTEMS}
                value={field.value}
                inputValue={field.value}
                onInputChange={(_event, text) => field.onChange(text)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="System"
                    required
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
          <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
            <TextInput
              control={control}
              name={`system_ids.${index}.system_id`}
              label="Id"
              required
              autoComplete="off"
            />
          </Box>
          <Box sx={{ gridRow: { xs: 3, sm: 'auto' } }}>
            <TextInput
              control={control}
              name={`system_ids.${index}.system_segment`}
              label="Segment"
              autoComplete="off"
            />
          </Box>
          <IconButton
            aria-label={`Ta bort koppling ${index + 1}`}
            onClick={() => rows.remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => rows.append({ system: '', system_id: '', system_segment: '' })}
        >
          Lägg till koppling
        </Button>
      </Box>
    </Box>
  );
}
