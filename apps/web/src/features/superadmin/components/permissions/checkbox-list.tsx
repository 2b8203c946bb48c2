import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type CheckboxItem = { id: number; name: string; detail?: string; checked: boolean };

/** A checkbox per item, named by the item, with its detail (a key, a description) below it. */
export function CheckboxList({
  label,
  items,
  onToggle,
}: {
  label: string;
  items: readonly CheckboxItem[];
  onToggle: (id: number, checked: boolean) => void;
}) {
  const baseId = useId();
  return (
    <FormGroup role="group" aria-label={label}>
      {items.map((item) => {
        const detailId = `${baseId}-${item.id}`;
        return (
          <Box key={item.id} sx={{ py: 0.5 }}>
            <FormControlLabel
              label={item.name}
              control={
                <Checkbox
                  checked={item.checked}
                  onChange={(_event, checked) => onToggle(item.id, checked)}
                  slotProps={{ input: { 'aria-describedby': item.detail ? detailId : undefined } }}
                />
              }
            />
            {item.detail && (
              <Typography
                id={detailId}
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ pl: 4, mt: -0.75, overflowWrap: 'anywhere' }}
              >
                {item.detail}
              </Typography>
            )}
          </Box>
        );
      })}
    </FormGroup>
  );
}
