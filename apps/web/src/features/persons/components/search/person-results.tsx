import { PERSON_PAGE_SIZE } from '@kansli/domain/persons/search-persons';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchResults } from '@/components/search/search-results.tsx';
import type { PersonSearchAnswer, PersonSearchHit } from '@/features/persons/api/search-persons.ts';
import { fullNameOf } from '../format.ts';
import { PersonAvatar } from '../person-avatar.tsx';

// Spec 2.4: the hits as person cards (avatar, full name, roles), 8 a page, with a paginator.

export const EMPTY_RESULTS_TEXT = 'Inga personer hittades';

type PersonResultsProps = {
  results: UseQueryResult<PersonSearchAnswer>;
  pageIndex: number;
  selectedId: number | undefined;
  /** The address of a hit: the screen with that person selected. */
  pathOf(person: PersonSearchHit): string;
  onPage(pageIndex: number): void;
};

export function PersonResults({ results, ...props }: PersonResultsProps) {
  const { data } = results;
  return (
    <SearchResults
      {...props}
      page={data && { hits: data.persons, hitCount: data.personCount }}
      failed={results.isError}
      pageSize={PERSON_PAGE_SIZE}
      renderHit={(person) => <PersonHit person={person} />}
      itemHeight={72}
      placeholder={<PersonPlaceholder />}
      placeholderTestId="person-skeleton"
      loadingLabel="Hämtar personer"
      emptyText={EMPTY_RESULTS_TEXT}
    />
  );
}

function PersonPlaceholder() {
  return (
    <>
      <Skeleton variant="circular" width={40} height={40} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
      </Box>
    </>
  );
}

function PersonHit({ person }: { person: PersonSearchHit }) {
  return (
    <>
      <PersonAvatar givenName={person.givenName} familyName={person.familyName} image={person.avatarImage} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullNameOf(person)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {person.roles.join(', ')}
        </Typography>
      </Box>
    </>
  );
}
