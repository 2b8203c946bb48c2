import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { buildLocationTree, locationsInTreeOrder } from '@/lib/location-tree.ts';
import { useReadableAuthorizations } from '../api/get-readable-authorizations.ts';
import { initialActiveLocation } from '../utils/location-tree.ts';
import { LocationPermissions } from './location-permissions.tsx';
import { LocationTree } from './location-tree.tsx';

/** Spec 2.5: the signed-in (or ghosted) user's roles and permissions, location by location. */
export function MyPermissionsCard() {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h5" component="h1" gutterBottom>
          Mina behörigheter
        </Typography>
        <MyPermissions />
      </CardContent>
    </Card>
  );
}

function MyPermissions() {
  const { data, isPending } = useReadableAuthorizations();
  const roots = useMemo(() => buildLocationTree(data?.locations ?? []), [data]);
  const [chosenId, setChosenId] = useState<number>();

  if (isPending) return <PermissionsSkeleton />;
  // A failed load has shown the error notice.
  if (!data) return null;
  if (roots.length === 0) return <Typography>Du har inga roller.</Typography>;

  const active =
    locationsInTreeOrder(roots).find((location) => location.id === chosenId) ?? initialActiveLocation(roots);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' } }}>
      <LocationTree roots={roots} activeId={active?.id} onSelect={setChosenId} />
      {active && <LocationPermissions location={active} />}
    </Box>
  );
}

function PermissionsSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Laddar behörigheter"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' } }}
    >
      <Box>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={32} sx={{ ml: row * 2.5 }} />
        ))}
      </Box>
      <Box>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="80%" />
      </Box>
    </Box>
  );
}
