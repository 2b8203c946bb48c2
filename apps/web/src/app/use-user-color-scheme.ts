import type { TColorScheme } from '@kansli/domain/auth/user-preferences';
import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';

/**
 * Shows the signed-in user's colour scheme once it has loaded ('system' follows the operating system's
 * setting). When the user signs out the frame unmounts, and the login page follows the system again.
 */
export function useUserColorScheme(colorScheme: TColorScheme | undefined) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    if (!colorScheme) return;
    setMode(colorScheme);
    return () => setMode('system');
  }, [colorScheme, setMode]);
}
