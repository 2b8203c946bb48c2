import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { Link, useLocation } from 'react-router';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { isMenuEntrySelected, visibleMenuEntries } from './menu-entries.ts';

export const SIDE_MENU_WIDTH = 260;

type MenuLinksProps = { authorization: Authorization | undefined; onNavigate?: () => void };

/** The menu entries the user may see, as links, the current area highlighted. */
export function MenuLinks({ authorization, onNavigate }: MenuLinksProps) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Huvudmeny">
      <List>
        {visibleMenuEntries(authorization).map((entry) => {
          const selected = isMenuEntrySelected(entry, pathname);
          return (
            <ListItem key={entry.path} disablePadding>
              <ListItemButton
                component={Link}
                to={entry.path}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  <entry.Icon />
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

type SideMenuProps = {
  id: string;
  authorization: Authorization | undefined;
  open: boolean;
  /** Wide screens keep the menu beside the page; narrow ones lay it over the page until an entry is chosen. */
  wide: boolean;
  onClose: () => void;
};

export function SideMenu({ id, authorization, open, wide, onClose }: SideMenuProps) {
  if (wide) {
    return (
      <Drawer
        id={id}
        variant="persistent"
        open={open}
        sx={(theme) => ({
          width: open ? SIDE_MENU_WIDTH : 0,
          flexShrink: 0,
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shortest }),
          '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
        })}
      >
        {/* Room for the top bar, which lies above the menu. */}
        <Toolbar />
        <MenuLinks authorization={authorization} />
      </Drawer>
    );
  }
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <MenuLinks authorization={authorization} onNavigate={onClose} />
    </Drawer>
  );
}
