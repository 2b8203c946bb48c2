import type { TLocationForm, TLocationFormValues } from '@kansli/domain/organisation/locations';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input.tsx';

type NameList = 'departments' | 'communes';

const TEXTS: Record<NameList, { heading: string; row: string; add: string; empty: string; hint?: string }> = {
  departments: {
    heading: 'Avdelningar',
    row: 'Avdelning',
    add: 'Lägg till avdelning',
    empty: 'Inga avdelningar',
    hint: 'Ett nytt namn byts också i barnens omsorg; en borttagen avdelning står kvar i den omsorg som hade den.',
  },
  communes: { heading: 'Kommuner', row: 'Kommun', add: 'Lägg till kommun', empty: 'Inga kommuner' },
};

/** A preschool's departments or communes: a name a row, added and removed; a department keeps its id. */
export function NameRows({
  control,
  list,
}: {
  control: Control<TLocationFormValues, unknown, TLocationForm>;
  list: NameList;
}) {
  const headingId = useId();
  const texts = TEXTS[list];
  // The rows' own key, since a department's `id` is its id in Kansli.
  const rows = useFieldArray({ control, name: list, keyName: 'key' });
  const names = useWatch({ control, name: list });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {texts.heading}
      </Typography>
      {texts.hint && (
        <Typography variant="body2" color="text.secondary">
          {texts.hint}
        </Typography>
      )}
      {rows.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {texts.empty}
        </Typography>
      )}
      {rows.fields.map((row, index) => (
        <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextInput
            control={control}
            name={`${list}.${index}.name`}
            label={`${texts.row} ${index + 1}`}
            required
            autoComplete="off"
          />
          <IconButton
            aria-label={`Ta bort ${texts.row.toLowerCase()} ${names?.[index]?.name || index + 1}`}
            onClick={() => rows.remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => rows.append({ name: '' })}>
          {texts.add}
        </Button>
      </Box>
    </Box>
  );
}
