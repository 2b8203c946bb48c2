import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type CardSectionProps = { title: string; action?: ReactNode; children: ReactNode };

/** A part of the person card: a level-3 heading, an optional edit button beside it, the content. */
export function CardSection({ title, action, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {/* In a narrow column the edit button goes below the heading rather than breaking its text. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, minHeight: 36 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action && <Box sx={{ whiteSpace: 'nowrap' }}>{action}</Box>}
      </Box>
      {children}
    </Box>
  );
}

/** The quiet line of an empty list. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
