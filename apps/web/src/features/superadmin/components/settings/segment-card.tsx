import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AdminFlag, AdminSegment } from '@/features/superadmin/api/list-segments.ts';
import { ColumnNote } from '../column.tsx';
import { NO_PERMISSIONS_TEXT } from '../permissions/texts.ts';
import { SCOPE_LABELS, ScopeIcon } from '../scope-icon.tsx';
import { BUILT_IN_FLAG_TEXT } from './texts.ts';

function FlagRow({ flag, onDelete }: { flag: AdminFlag; onDelete: () => void }) {
  const label = `Ta bort ${flag.name}`;
  return (
    <ListItem
      divider
      secondaryAction={
        <Tooltip title={flag.builtIn ? BUILT_IN_FLAG_TEXT : label} describeChild>
          {/* A disabled button takes no pointer events: the span carries the tooltip. */}
          <span>
            <IconButton edge="end" aria-label={label} onClick={onDelete} disabled={flag.builtIn}>
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      }
    >
      <ListItemText
        primary={flag.name}
        secondary={
          <>
            {flag.description && (
              <Box component="span" sx={{ display: 'block' }}>
                {flag.description}
              </Box>
            )}
            <Box component="span" sx={{ display: 'block', fontFamily: 'monospace' }}>
              {flag.vars}
            </Box>
          </>
        }
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

/** The chosen segment of 'Behörighetsinställningar': scope, name, key and its flags. */
export function SegmentCard({
  segment,
  onAddFlag,
  onEdit,
  onDeleteFlag,
}: {
  segment: AdminSegment;
  onAddFlag: () => void;
  onEdit: () => void;
  onDeleteFlag: (flag: AdminFlag) => void;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ScopeIcon scope={segment.scope} decorative />
          <Typography variant="body2" color="text.secondary">
            {SCOPE_LABELS[segment.scope]}
          </Typography>
        </Box>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {segment.name}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {segment.key}
        </Typography>
        {segment.description && (
          <Typography variant="body2" color="text.secondary">
            {segment.description}
          </Typography>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Behörigheter
        </Typography>
        {segment.flags.length === 0 ? (
          <ColumnNote>{NO_PERMISSIONS_TEXT}</ColumnNote>
        ) : (
          <List dense disablePadding aria-label={`Behörigheter i ${segment.name}`}>
            {segment.flags.map((flag) => (
              <FlagRow key={flag.id} flag={flag} onDelete={() => onDeleteFlag(flag)} />
            ))}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAddFlag}>
          Lägg till behörighet
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
          Redigera
        </Button>
      </CardActions>
    </Card>
  );
}
