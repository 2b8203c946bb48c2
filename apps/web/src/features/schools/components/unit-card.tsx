import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A card of the unit's tabs: a level-2 heading and its content. */
export function UnitCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The card's content while it loads. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <Skeleton key={index} variant="text" height={28} />
      ))}
    </div>
  );
}

/** The quiet line of an empty card, or of one whose content failed to load. */
export function CardNote({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
      {children}
    </Typography>
  );
}
