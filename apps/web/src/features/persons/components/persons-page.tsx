import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { type PersonSearchHit, usePersonSearch } from '../api/search-persons.ts';
import { personPathOf, usePersonRoute } from '../hooks/use-person-route.ts';
import { PersonDetail, PersonDetailSkeleton } from './card/person-detail.tsx';
import { PersonResults } from './search/person-results.tsx';
import { PersonSearchField } from './search/person-search-field.tsx';

// Spec 2.4: the person screen, /person and /person/{id}. The hits beside the selected person's card
// on a wide screen, above it on a phone.

export function PersonsPage() {
  const { search, pageIndex, personId, change } = usePersonRoute();
  const results = usePersonSearch({ search, pageIndex });
  const first = results.isPlaceholderData ? undefined : results.data?.persons[0];

  // The first person is selected (spec 2.4) while the address names none; replacing the address keeps
  // back from stopping at the list without a card.
  useEffect(() => {
    if (personId === undefined && first) change({ personId: first.id, replace: true });
  }, [personId, first, change]);

  // Stable, so that a render while typing does not restart the wait for a pause.
  const onSearch = useCallback(
    (next: string) => change({ search: next, pageIndex: 0, personId: undefined }),
    [change],
  );
  const pathOf = (person: PersonSearchHit) => personPathOf({ search, pageIndex, personId: person.id });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Personer
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 360px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="search" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <PersonSearchField search={search} onSearch={onSearch} />
          {results.isError && !results.data ? (
            <Typography color="error" sx={{ py: 2 }}>
              Sökningen misslyckades.
            </Typography>
          ) : (
            <PersonResults
              answer={results.data}
              pageIndex={pageIndex}
              selectedId={personId}
              pathOf={pathOf}
              onPage={(next) => change({ pageIndex: next })}
            />
          )}
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          {personId !== undefined ? (
            <PersonDetail personId={personId} />
          ) : results.isPending || first ? (
            <PersonDetailSkeleton />
          ) : (
            <Typography color="text.secondary">Ingen person är vald.</Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
