import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

// The columns of the Behörigheter tab: a card with a heading, a list to choose from or checkboxes.

/** A column: a level-2 heading, an optional button beside it, the content. */
export function Column({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Three columns side by side on a wide screen, stacked on a phone. */
export function Columns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A column's content while it loads. */
export function ColumnSkeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <Skeleton key={index} variant="text" height={40} />
      ))}
    </div>
  );
}

/** The quiet line of an empty column, or of one whose content failed to load. */
export function ColumnNote({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
      {children}
    </Typography>
  );
}

export type ChoiceItem<Id extends number | string = number> = {
  id: Id;
  primary: string;
  secondary?: string;
  icon?: ReactNode;
};

/** A list to choose one item from; the chosen one is marked selected and current. */
export function ChoiceList<Id extends number | string = number>({
  label,
  items,
  selectedId,
  onSelect,
}: {
  label: string;
  items: readonly ChoiceItem<Id>[];
  selectedId: Id | null;
  onSelect: (id: Id) => void;
}) {
  return (
    <List dense aria-label={label} disablePadding>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              {item.icon && <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>}
              <ListItemText
                primary={item.primary}
                secondary={item.secondary}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
