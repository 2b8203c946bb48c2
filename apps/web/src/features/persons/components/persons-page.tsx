import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { SearchField } from '@/components/search/search-field.tsx';
import { SearchLayout } from '@/components/search/search-layout.tsx';
import { usePersonSearch } from '../api/search-persons.ts';
import { usePersonRoute } from '../hooks/use-person-route.ts';
import { AddPersonButton } from './add-person/add-person-dialog.tsx';
import { PersonDetail, PersonDetailSkeleton } from './card/person-detail.tsx';
import { PersonResults } from './search/person-results.tsx';

// Spec 2.4: the person screen, /person and /person/{id}. The hits beside the selected person's card
// on a wide screen, above it on a phone.

/** Spec 5.3 and 9: the person search waits this long after the last key. */
export const PERSON_SEARCH_DEBOUNCE_MS = 500;
export const PERSON_SEARCH_PLACEHOLDER = 'pnr, name, e-mail or system:system_id';

export function PersonsPage() {
  const { search, pageIndex, id: personId, change, pathOf } = usePersonRoute();
  const results = usePersonSearch({ search, pageIndex });
  const first = results.isPlaceholderData ? undefined : results.data?.persons[0];

  // The first person is selected (spec 2.4) while the address names none; replacing the address keeps
  // back from stopping at the list without a card.
  useEffect(() => {
    if (personId === undefined && first) change({ id: first.id, replace: true });
  }, [personId, first, change]);

  // Stable, so that a render while typing does not restart the wait for a pause.
  const onSearch = useCallback(
    (next: string, { keepShown }: { keepShown: boolean }) =>
      change({ search: next, pageIndex: 0, ...(keepShown ? {} : { id: undefined }) }),
    [change],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h5" component="h1">
          Personer
        </Typography>
        <AddPersonButton onOpenPerson={(id) => change({ id })} />
      </Box>
      <SearchLayout
        search={
          <>
            <SearchField
              search={search}
              onSearch={onSearch}
              shown={personId}
              placeholder={PERSON_SEARCH_PLACEHOLDER}
              label="Sök person"
              waitMs={PERSON_SEARCH_DEBOUNCE_MS}
            />
            <PersonResults
              results={results}
              pageIndex={pageIndex}
              selectedId={personId}
              pathOf={(person) => pathOf(person.id)}
              onPage={(next) => change({ pageIndex: next })}
            />
          </>
        }
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          {personId !== undefined ? (
            <PersonDetail personId={personId} />
          ) : results.isPending || first ? (
            <PersonDetailSkeleton />
          ) : (
            <Typography color="text.secondary">Ingen person är vald.</Typography>
          )}
        </Paper>
      </SearchLayout>
    </Box>
  );
}
