import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Notice } from '../components/notice.tsx';
import { theme } from './theme.ts';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
        The colour scheme follows the system until the signed-in user's own choice arrives from the
        server (useUserColorScheme); no storage manager, as the app keeps the browser's storage empty.
      */}
      <ThemeProvider theme={theme} defaultMode="system" storageManager={null} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        {children}
        <Notice />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
