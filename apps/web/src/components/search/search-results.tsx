import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The hits of a search screen (spec 2.4, part 2, 2 and 9): a page of links, 'a - b av n' and a
// paginator; placeholders while the first page loads.

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

type SearchResultsProps<THit extends { id: number }> = {
  /** One page of hits and how many there are in all; undefined while none has come. */
  page: { hits: readonly THit[]; hitCount: number } | undefined;
  /** The search failed and there is nothing to show. */
  failed: boolean;
  /** The hits shown are the previous page's while the next one loads. */
  stale?: boolean;
  pageIndex: number;
  pageSize: number;
  selectedId: number | undefined;
  /** The address of a hit: the screen with it selected. */
  pathOf(hit: THit): string;
  onPage(pageIndex: number): void;
  /** What a hit's link shows. */
  renderHit(hit: THit): ReactNode;
  /** The height of a hit and of its placeholder. */
  itemHeight: number;
  /** What a placeholder shows, repeated once for each hit a page holds. */
  placeholder: ReactNode;
  placeholderTestId: string;
  /** The accessible name of the placeholders ('Hämtar personer'). */
  loadingLabel: string;
  emptyText: string;
};

export function SearchResults<THit extends { id: number }>(props: SearchResultsProps<THit>) {
  const { page, failed, stale, pageIndex, pageSize, selectedId, pathOf, onPage, renderHit, itemHeight } =
    props;
  if (!page) {
    if (failed) {
      return (
        <Typography color="error" sx={{ py: 2 }}>
          Sökningen misslyckades.
        </Typography>
      );
    }
    return <Placeholders {...props} />;
  }
  const { hits, hitCount } = page;
  if (hits.length === 0 && hitCount === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {props.emptyText}
      </Typography>
    );
  }
  const first = pageIndex * pageSize + 1;
  const last = Math.min(hitCount, first + hits.length - 1);
  const pageCount = Math.ceil(hitCount / pageSize);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="ul"
        aria-label="Sökresultat"
        aria-busy={stale}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity: stale ? 0.6 : 1 }}
      >
        {hits.map((hit) => {
          const selected = hit.id === selectedId;
          return (
            <li key={hit.id}>
              <ListItemButton
                component={Link}
                to={pathOf(hit)}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{
                  minHeight: itemHeight,
                  gap: 2,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {renderHit(hit)}
              </ListItemButton>
            </li>
          );
        })}
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
          {hits.length === 0 ? `0 av ${hitCount}` : `${first} - ${last} av ${hitCount}`}
        </Typography>
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={pageIndex + 1}
            onChange={(_event, next) => onPage(next - 1)}
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

type PlaceholdersProps = Pick<
  SearchResultsProps<{ id: number }>,
  'pageSize' | 'itemHeight' | 'placeholder' | 'placeholderTestId' | 'loadingLabel'
>;

function Placeholders({
  pageSize,
  itemHeight,
  placeholder,
  placeholderTestId,
  loadingLabel,
}: PlaceholdersProps) {
  return (
    <Box aria-busy="true" aria-label={loadingLabel} role="status" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: pageSize }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          key={index}
          data-testid={placeholderTestId}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 2,
            height: itemHeight,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {placeholder}
        </Box>
      ))}
    </Box>
  );
}
