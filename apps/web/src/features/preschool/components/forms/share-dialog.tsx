import { shareCountMessage } from '@kansli/domain/preschool/guardian-shares';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { LinkedEntry } from './linked-list.tsx';

const DEFAULT_FIRST_SHARE = 50;

/** Spec 5.4: the slider sets the first guardian's share of the fee; the second pays the rest. */
export function ShareDialog({
  guardians,
  onApply,
  onClose,
}: {
  guardians: readonly LinkedEntry[];
  onApply(first: number): void;
  onClose(): void;
}) {
  const [first, setFirst] = useState(guardians[0]?.percent ?? DEFAULT_FIRST_SHARE);
  const titleId = useId();
  const sliderLabelId = useId();
  const [a, b] = guardians;
  const two = guardians.length === 2 && a && b;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Delad vårdnad</DialogTitle>
      <DialogContent>
        {two ? (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Typography id={sliderLabelId}>
              Andel för {a.given_name} {a.family_name}
            </Typography>
            <Slider
              value={first}
              onChange={(_event, value) => setFirst(value as number)}
              min={0}
              max={100}
              step={1}
              valueLabelDisplay="auto"
              aria-labelledby={sliderLabelId}
              getAriaValueText={(value) => `${value} %`}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography>
                {a.given_name} {a.family_name}: <strong>{first} %</strong>
              </Typography>
              <Typography sx={{ textAlign: 'right' }}>
                {b.given_name} {b.family_name}: <strong>{100 - first} %</strong>
              </Typography>
            </Box>
          </Box>
        ) : (
          <Typography role="alert">{shareCountMessage(guardians.length)}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        {two && (
          <Button variant="contained" onClick={() => onApply(first)}>
            OK
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
