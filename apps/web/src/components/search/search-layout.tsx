import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A search screen's body: the search and its hits beside the detail on a wide screen, above it on a phone. */
export function SearchLayout({ search, children }: { search: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="search" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        {search}
      </Box>
      {children}
    </Box>
  );
}
