import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useState } from 'react';
import { Outlet } from 'react-router';
import { CenteredSpinner } from '@/components/centered-spinner.tsx';
import type { Session } from '@/features/auth/api/get-session.ts';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { GhostingBanner } from './ghosting-banner.tsx';
import { SideMenu } from './side-menu.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

const MAIN_CONTENT_ID = 'innehall';

type ShellProps = {
  session: Session;
  /** Undefined when it failed to load: the user is unauthorized and sees only the always-shown entries. */
  authorization: Authorization | undefined;
};

/** Spec 2.2: the top bar, the side menu and the page of the current route (under a banner while ghosting). */
export function Shell({ session, authorization }: ShellProps) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  // Each width keeps its own state: the wide menu starts open, the narrow one closed.
  const [wideMenuOpen, setWideMenuOpen] = useState(true);
  const [narrowMenuOpen, setNarrowMenuOpen] = useState(false);
  const menuId = useId();
  const menuOpen = wide ? wideMenuOpen : narrowMenuOpen;
  const toggleMenu = () => (wide ? setWideMenuOpen((open) => !open) : setNarrowMenuOpen((open) => !open));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopBar session={session} menuId={menuId} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      <SideMenu
        id={menuId}
        authorization={authorization}
        open={menuOpen}
        wide={wide}
        onClose={() => setNarrowMenuOpen(false)}
      />
      {/* Focusable from the skip link only; no outline, the content itself is what it points at. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar />
        {session.ghostingAs !== null && <GhostingBanner session={session} />}
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
