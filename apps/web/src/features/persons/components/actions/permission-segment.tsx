import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type {
  PersonPermissionFlag,
  PersonPermissionSegment,
} from '@/features/persons/api/person-permissions.ts';
import { isHeld, type PermissionDraft } from './permission-changes.ts';

type FlagRowProps = {
  segmentKey: string;
  flag: PersonPermissionFlag;
  draft: PermissionDraft;
  editable: boolean;
  onToggle: (flag: string, held: boolean) => void;
};

/** The checkbox is the person's direct grant; what roles give is a note beside it, not editable here. */
function FlagRow({ segmentKey, flag, draft, editable, onToggle }: FlagRowProps) {
  const noteId = useId();
  const notes = [
    flag.description,
    flag.throughRoles.length > 0 ? `Via roll: ${flag.throughRoles.join(', ')}` : '',
  ].filter(Boolean);
  return (
    <Box sx={{ mb: 0.5 }}>
      <FormControlLabel
        disabled={!editable}
        label={flag.name}
        control={
          <Checkbox
            size="small"
            checked={isHeld(draft, segmentKey, flag)}
            onChange={(event) => onToggle(flag.key, event.target.checked)}
            slotProps={{ input: { 'aria-describedby': notes.length > 0 ? noteId : undefined } }}
          />
        }
      />
      {notes.length > 0 && (
        <Box id={noteId} sx={{ pl: 4, mt: -0.75 }}>
          {notes.map((note) => (
            <Typography key={note} variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
              {note}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One segment of the 'Behörigheter' dialog. */
export function PermissionSegment({
  segment,
  ...rowProps
}: {
  segment: PersonPermissionSegment;
  draft: PermissionDraft;
  editable: boolean;
  onToggle: (flag: string, held: boolean) => void;
}) {
  return (
    <FormControl component="fieldset" variant="standard" sx={{ display: 'block', mb: 2 }}>
      <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {segment.name}
      </FormLabel>
      <FormGroup>
        {segment.flags.map((flag) => (
          <FlagRow key={flag.key} segmentKey={segment.key} flag={flag} {...rowProps} />
        ))}
      </FormGroup>
    </FormControl>
  );
}
