import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { visuallyHidden } from '@/components/visually-hidden.ts';

export const SKIP_LINK_TEXT = 'Hoppa till innehållet';

/**
 * The first stop of the Tab key: hidden until focused, it moves the focus past the top bar and the
 * menu to the page's content.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  // The focus moves by hand: a bare #fragment would also become a history entry of the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Link
      href={`#${targetId}`}
      onClick={skip}
      sx={(theme) => ({
        ...visuallyHidden,
        '&:focus': {
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          zIndex: theme.zIndex.drawer + 2,
          top: theme.spacing(1),
          left: theme.spacing(1),
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          boxShadow: 3,
          outline: '2px solid',
          outlineColor: 'primary.main',
        },
      })}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}
