import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import type { GroupMember } from '@/features/groups/api/get-group-members.ts';

/** Spec 9: a first click arms the delete for this long. */
export const DELETE_CONFIRM_MS = 3000;
export const CONFIRM_DELETE_TEXT = 'Bekräfta borttagning';

type MemberDeleteButtonProps = { member: GroupMember; busy: boolean; onDelete(): void };

/**
 * Spec part 2, 4 'Member delete': the first click arms the button (red, 'Bekräfta borttagning') for
 * 3 seconds; a second click within them deletes.
 */
export function MemberDeleteButton({ member, busy, onDelete }: MemberDeleteButtonProps) {
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), DELETE_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  // One element whether armed or not, so the button keeps the focus between the two presses; the
  // tooltip shows as soon as it is armed, without waiting for a hover.
  return (
    <Tooltip title={armed ? CONFIRM_DELETE_TEXT : ''} open={armed} placement="left" arrow>
      <IconButton
        size="small"
        color={armed ? 'error' : 'default'}
        disabled={busy}
        aria-label={armed ? CONFIRM_DELETE_TEXT : `Ta bort ${member.name}`}
        onClick={() => {
          setArmed(!armed);
          if (armed) onDelete();
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
