import PersonOffIcon from '@mui/icons-material/PersonOff';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { stopGhosting } from '@/lib/ghosting.ts';

/** Spec 1 and 4.1: while ghosting, the ghosted person's name shows in the top bar; clicking it ends ghosting. */
export function GhostChip({ fullName }: { fullName: string }) {
  return (
    // describeChild: the chip keeps the name as its accessible name, the tooltip describes the action.
    <Tooltip title="Avsluta skuggning" describeChild>
      <Chip
        icon={<PersonOffIcon />}
        label={fullName}
        onClick={stopGhosting}
        // Dark text on the light warning colour: white on the main one falls short of the AA contrast.
        sx={{
          fontWeight: 500,
          maxWidth: { xs: 160, sm: 'none' },
          bgcolor: 'warning.light',
          color: 'common.black',
          '& .MuiChip-icon': { color: 'inherit' },
          '&:hover, &.Mui-focusVisible': { bgcolor: 'warning.main' },
        }}
      />
    </Tooltip>
  );
}
