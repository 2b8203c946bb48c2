import type { OverviewTextColumn, OverviewTextFilters } from '@kansli/domain/preschool/overview-filter';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '@/components/visually-hidden.ts';
import { StatusFilterMenu, TextFilterMenu } from './filter-menus.tsx';
import { OVERVIEW_COLUMNS, type OverviewSort, type SortKey } from './overview-columns.ts';

/** Read by screen readers, not shown. */
export interface OverviewFilterState {
  filters: OverviewTextFilters;
  statusMask: number;
  setFilter: (column: OverviewTextColumn, value: string) => void;
  setStatusMask: (mask: number) => void;
}

/** The sticky header: each data column sorts by a click on its name and filters from its menu. */
export function OverviewHead({
  sort,
  onSort,
  filter,
}: {
  sort: OverviewSort;
  onSort: (key: SortKey) => void;
  filter: OverviewFilterState;
}) {
  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        {OVERVIEW_COLUMNS.map((column) => {
          if (column.key === 'expand' || column.key === 'goto') {
            return (
              <TableCell key={column.key} padding="none">
                <Box component="span" sx={visuallyHidden}>
                  {column.header}
                </Box>
              </TableCell>
            );
          }
          const key = column.key;
          const sorted = sort.key === key;
          return (
            <TableCell
              key={key}
              sortDirection={sorted ? sort.direction : false}
              sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
            >
              <TableSortLabel
                active={sorted}
                direction={sorted ? sort.direction : 'asc'}
                onClick={() => onSort(key)}
              >
                {column.header}
              </TableSortLabel>
              {key === 'status' ? (
                <StatusFilterMenu
                  header={column.header}
                  mask={filter.statusMask}
                  onChange={filter.setStatusMask}
                />
              ) : (
                <TextFilterMenu
                  header={column.header}
                  value={filter.filters[key] ?? ''}
                  dashMeansEmpty={key === 'cost' || key === 'note'}
                  onChange={(value) => filter.setFilter(key, value)}
                />
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
