import { isEndedOn } from '@kansli/domain/organisation/locations';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import type { OrganisationUnit } from '@/features/superadmin/api/list-organisation.ts';
import { unitDetails } from '@/features/superadmin/utils/organisation-form.ts';
import type { LocationTreeNode } from '@/lib/location-tree.ts';

type UnitNode = LocationTreeNode<OrganisationUnit>;

type UnitTreeProps = {
  roots: readonly UnitNode[];
  /** The units whose units below are shown. */
  expanded: ReadonlySet<number>;
  onToggle: (unitId: number) => void;
  onOpen: (unit: OrganisationUnit) => void;
  today: string;
};

/**
 * The organisation as nested lists: each unit a button that opens it, and before it a button that
 * shows or hides the units below it. Both are reached with Tab and pressed with Enter or Space; an
 * ended unit reads in grey with its end date.
 */
export function UnitTree({ roots, ...props }: UnitTreeProps) {
  return (
    <List dense aria-label="Organisationens enheter" sx={{ py: 0 }}>
      {roots.map((node) => (
        <UnitTreeItem key={node.location.id} node={node} depth={0} {...props} />
      ))}
    </List>
  );
}

function UnitTreeItem({
  node,
  depth,
  expanded,
  onToggle,
  onOpen,
  today,
}: Omit<UnitTreeProps, 'roots'> & { node: UnitNode; depth: number }) {
  const { location: unit, children } = node;
  const childrenId = useId();
  const open = expanded.has(unit.id);
  const ended = isEndedOn(unit.ended_at, today);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', pl: { xs: depth * 1.5, sm: depth * 3 }, minWidth: 0 }}
      >
        {children.length > 0 ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`${open ? 'Dölj' : 'Visa'} enheterna under ${unit.name}`}
            onClick={() => onToggle(unit.id)}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        <ListItemButton onClick={() => onOpen(unit)} sx={{ borderRadius: 1, minWidth: 0 }}>
          <ListItemText
            primary={unit.name}
            secondary={unitDetails(unit, today) || undefined}
            slotProps={{
              primary: { sx: { color: ended ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' } },
              secondary: { sx: { fontStyle: ended ? 'italic' : undefined } },
            }}
          />
        </ListItemButton>
      </Box>
      {children.length > 0 && (
        <Collapse in={open} id={childrenId}>
          <List dense disablePadding>
            {children.map((child) => (
              <UnitTreeItem
                key={child.location.id}
                node={child}
                depth={depth + 1}
                expanded={expanded}
                onToggle={onToggle}
                onOpen={onOpen}
                today={today}
              />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}
