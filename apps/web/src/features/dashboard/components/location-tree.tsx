import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { LocationTreeNode as TreeNode } from '@/lib/location-tree.ts';
import type { ReadableLocation } from '../api/get-readable-authorizations.ts';

type LocationTreeNode = TreeNode<ReadableLocation>;

type LocationTreeProps = {
  roots: readonly LocationTreeNode[];
  activeId: number | undefined;
  onSelect: (locationId: number) => void;
};

/** Spec 2.5: the locations (root, child, subchild) as nested lists, the active one highlighted. */
export function LocationTree({ roots, activeId, onSelect }: LocationTreeProps) {
  return (
    <List dense aria-label="Enheter">
      {roots.map((node) => (
        <LocationTreeItem
          key={node.location.id}
          node={node}
          depth={0}
          activeId={activeId}
          onSelect={onSelect}
        />
      ))}
    </List>
  );
}

type LocationTreeItemProps = Omit<LocationTreeProps, 'roots'> & { node: LocationTreeNode; depth: number };

function LocationTreeItem({ node, depth, activeId, onSelect }: LocationTreeItemProps) {
  const { location, children } = node;
  const active = location.id === activeId;
  // Ancestors are there for the context; the locations with roles stand out.
  const hasRoles = location.authorization.roles.length > 0;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        selected={active}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(location.id)}
        sx={{ pl: 2 + depth * 2.5, borderRadius: 1 }}
      >
        <ListItemText
          primary={location.name}
          slotProps={{
            primary: {
              sx: { fontWeight: hasRoles ? 500 : 400, color: hasRoles ? 'text.primary' : 'text.secondary' },
            },
          }}
        />
      </ListItemButton>
      {children.length > 0 && (
        <List dense disablePadding>
          {children.map((child) => (
            <LocationTreeItem
              key={child.location.id}
              node={child}
              depth={depth + 1}
              activeId={activeId}
              onSelect={onSelect}
            />
          ))}
        </List>
      )}
    </ListItem>
  );
}
