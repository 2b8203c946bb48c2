import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Session } from '@/features/auth/api/get-session.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { ColorSchemeChoices } from './color-scheme-choices.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The profile picture in the top bar; it opens a menu with the user's name, the colour scheme and sign-out. */
export function AccountMenu({ session }: { session: Session }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const menuId = useId();
  const fullName = `${session.givenName} ${session.familyName}`;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={fullName}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ p: 0.5 }}
        >
          <UserAvatar image={session.avatarImage} />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Focus starts on the first item, not on the checked colour scheme.
        variant="menu"
      >
        {/* Not an item of the menu: the profile button carries the name for assistive technology. */}
        <Typography component="li" role="none" variant="subtitle2" sx={{ px: 2, py: 1 }}>
          {fullName}
        </Typography>
        <Divider component="li" />
        <ColorSchemeChoices />
        <Divider component="li" />
        <MenuItem
          onClick={() => {
            close();
            signOut.mutate();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logga ut
        </MenuItem>
      </Menu>
    </>
  );
}
