import { GROUP_PAGE_SIZE, type TGroup, type TGroupSearchResponse } from '@kansli/domain/groups/groups';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchResults } from '@/components/search/search-results.tsx';

// Spec part 2, 2 and 9: the groups found, 8 a page, each with its unit and type, and a paginator.

export const EMPTY_RESULTS_TEXT = 'Inga grupper hittades';

type GroupResultsProps = {
  results: UseQueryResult<TGroupSearchResponse>;
  pageIndex: number;
  selectedId: number | undefined;
  /** The address of a hit: the screen with that group selected. */
  pathOf(group: TGroup): string;
  onPage(pageIndex: number): void;
};

export function GroupResults({ results, ...props }: GroupResultsProps) {
  const { data } = results;
  return (
    <SearchResults
      {...props}
      page={data && { hits: data.groups, hitCount: data.groupCount }}
      failed={results.isError}
      stale={results.isPlaceholderData}
      pageSize={GROUP_PAGE_SIZE}
      renderHit={(group) => <GroupHit group={group} />}
      itemHeight={64}
      placeholder={<GroupPlaceholder />}
      placeholderTestId="group-skeleton"
      loadingLabel="Hämtar grupper"
      emptyText={EMPTY_RESULTS_TEXT}
    />
  );
}

function GroupPlaceholder() {
  return (
    <Box sx={{ flex: 1 }}>
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="40%" />
    </Box>
  );
}

function GroupHit({ group }: { group: TGroup }) {
  const details = [group.extension.locationName, group.typeName].filter(Boolean).join(' · ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{group.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {details}
      </Typography>
    </Box>
  );
}
