import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Session } from '@/features/auth/api/get-session.ts';
import { AccountMenu } from './account-menu.tsx';
import { GhostChip } from './ghost-chip.tsx';

type TopBarProps = {
  session: Session;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
};

/** Spec 2.2: the menu toggle, the title and the user's profile picture (and the ghosted person's name). */
export function TopBar({ session, menuId, menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Meny"
          aria-controls={menuId}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Kansli
        </Typography>
        {session.ghostingAs !== null && <GhostChip fullName={`${session.givenName} ${session.familyName}`} />}
        <AccountMenu session={session} />
      </Toolbar>
    </AppBar>
  );
}
