import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { Session } from '@/features/auth/api/get-session.ts';
import { stopGhosting } from '@/lib/ghosting.ts';

const MINUTE = 60_000;

/**
 * Whole minutes left until `endsAt` (ms), counted up, so the last minute reads 1: it changes each minute,
 * and when the time is up ghosting stops by itself.
 */
function useMinutesLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const left = endsAt - now;
    if (left <= 0) {
      stopGhosting();
      return;
    }
    // Wake up when the count changes next; a sleeping tab wakes late, and then stops at once.
    const timer = window.setTimeout(() => setNow(Date.now()), left % MINUTE || MINUTE);
    return () => window.clearTimeout(timer);
  }, [endsAt, now]);
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / MINUTE));
}

/** Under the top bar for as long as ghosting lasts: as whom the user acts, for how long, and a way out. */
export function GhostingBanner({ session }: { session: Session }) {
  const endsAt = session.ghostingEndsAt ? Date.parse(session.ghostingEndsAt) : null;
  const minutesLeft = useMinutesLeft(Number.isNaN(endsAt) ? null : endsAt);
  return (
    <Alert
      severity="warning"
      role="status"
      square
      action={
        <Button color="inherit" size="small" onClick={stopGhosting}>
          Avsluta skuggning
        </Button>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <strong>
        Du agerar som {session.givenName} {session.familyName}
      </strong>
      {minutesLeft !== null && <div>Skuggningen avslutas om {minutesLeft} min</div>}
    </Alert>
  );
}
