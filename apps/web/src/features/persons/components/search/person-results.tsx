import { PERSON_PAGE_SIZE } from '@kansli/domain/persons/search-persons';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { PersonSearchAnswer, PersonSearchHit } from '@/features/persons/api/search-persons.ts';
import { fullNameOf } from '../format.ts';
import { PersonAvatar } from '../person-avatar.tsx';

// Spec 2.4: the hits as person cards (avatar, full name, roles), 8 a page, with a paginator.

export const EMPTY_RESULTS_TEXT = 'Inga personer hittades';
const CARD_HEIGHT = 72;

type PageItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

function pageItemLabel(type: PageItem, page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Sida ${page}` : `Gå till sida ${page}`;
  const labels: Record<Exclude<PageItem, 'page'>, string> = {
    first: 'Första sidan',
    last: 'Sista sidan',
    next: 'Nästa sida',
    previous: 'Föregående sida',
    'start-ellipsis': 'Fler sidor',
    'end-ellipsis': 'Fler sidor',
  };
  return labels[type];
}

type PersonResultsProps = {
  answer: PersonSearchAnswer | undefined;
  pageIndex: number;
  selectedId: number | undefined;
  /** The address of a hit: the screen with that person selected. */
  pathOf(person: PersonSearchHit): string;
  onPage(pageIndex: number): void;
};

export function PersonResults({ answer, pageIndex, selectedId, pathOf, onPage }: PersonResultsProps) {
  if (!answer) return <ResultSkeletons />;
  const { personCount, persons } = answer;
  if (persons.length === 0 && personCount === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {EMPTY_RESULTS_TEXT}
      </Typography>
    );
  }
  const first = pageIndex * PERSON_PAGE_SIZE + 1;
  const last = Math.min(personCount, first + persons.length - 1);
  const pageCount = Math.ceil(personCount / PERSON_PAGE_SIZE);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="ul"
        aria-label="Sökresultat"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {persons.map((person) => (
          <li key={person.id}>
            <PersonHit person={person} selected={person.id === selectedId} to={pathOf(person)} />
          </li>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {persons.length === 0 ? `0 av ${personCount}` : `${first} - ${last} av ${personCount}`}
        </Typography>
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={pageIndex + 1}
            onChange={(_event, page) => onPage(page - 1)}
            siblingCount={0}
            color="primary"
            aria-label="Sidor i sökresultatet"
            getItemAriaLabel={pageItemLabel}
          />
        )}
      </Box>
    </Box>
  );
}

function ResultSkeletons() {
  return (
    <Box aria-busy="true" aria-label="Hämtar personer" role="status" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: PERSON_PAGE_SIZE }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          key={index}
          data-testid="person-skeleton"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 2,
            height: CARD_HEIGHT,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function PersonHit({ person, selected, to }: { person: PersonSearchHit; selected: boolean; to: string }) {
  const name = fullNameOf(person);
  return (
    <ListItemButton
      component={Link}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{
        minHeight: CARD_HEIGHT,
        gap: 2,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <PersonAvatar givenName={person.givenName} familyName={person.familyName} image={person.avatarImage} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {person.roles.join(', ')}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
