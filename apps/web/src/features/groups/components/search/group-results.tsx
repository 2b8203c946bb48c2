import { GROUP_PAGE_SIZE, type TGroup, type TGroupSearchResponse } from '@kansli/domain/groups/groups';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

// Spec part 2, 2 and 9: the groups found, 8 a page, each with its unit and type, and a paginator.

export const EMPTY_RESULTS_TEXT = 'Inga grupper hittades';
const ITEM_HEIGHT = 64;

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

type GroupResultsProps = {
  answer: TGroupSearchResponse | undefined;
  pageIndex: number;
  selectedId: number | undefined;
  /** The groups shown are the previous page's while the next one loads. */
  stale: boolean;
  /** The address of a hit: the screen with that group selected. */
  pathOf(group: TGroup): string;
  onPage(pageIndex: number): void;
};

export function GroupResults({ answer, pageIndex, selectedId, stale, pathOf, onPage }: GroupResultsProps) {
  if (!answer) return <ResultSkeletons />;
  const { groupCount, groups } = answer;
  if (groups.length === 0 && groupCount === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {EMPTY_RESULTS_TEXT}
      </Typography>
    );
  }
  const first = pageIndex * GROUP_PAGE_SIZE + 1;
  const last = Math.min(groupCount, first + groups.length - 1);
  const pageCount = Math.ceil(groupCount / GROUP_PAGE_SIZE);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="ul"
        aria-label="Sökresultat"
        aria-busy={stale}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity: stale ? 0.6 : 1 }}
      >
        {groups.map((group) => (
          <li key={group.id}>
            <GroupHit group={group} selected={group.id === selectedId} to={pathOf(group)} />
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
          {groups.length === 0 ? `0 av ${groupCount}` : `${first} - ${last} av ${groupCount}`}
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
    <Box aria-busy="true" aria-label="Hämtar grupper" role="status" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: GROUP_PAGE_SIZE }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          key={index}
          data-testid="group-skeleton"
          sx={{
            display: 'grid',
            alignContent: 'center',
            px: 2,
            height: ITEM_HEIGHT,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      ))}
    </Box>
  );
}

function GroupHit({ group, selected, to }: { group: TGroup; selected: boolean; to: string }) {
  const details = [group.extension.locationName, group.typeName].filter(Boolean).join(' · ');
  return (
    <ListItemButton
      component={Link}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{
        minHeight: ITEM_HEIGHT,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{group.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
