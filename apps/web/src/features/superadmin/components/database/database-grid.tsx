import { DATABASE_PAGE_SIZE } from '@kansli/domain/superadmin/database';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useDatabaseMetadata } from '@/features/superadmin/api/get-database-metadata.ts';
import { type DatabaseRow, useDatabaseRows } from '@/features/superadmin/api/get-database-rows.ts';
import type { DatabaseTable } from '@/features/superadmin/api/list-database-tables.ts';
import { type DatabaseFilter, exactFilter } from '@/features/superadmin/utils/database-filter.ts';
import { ColumnNote } from '../column.tsx';
import { cellText, EditableCell, ForeignKeyCell, ValueCell } from './database-cells.tsx';
import {
  EDIT_HINT,
  FILTER_HINT,
  filterLabel,
  NEXT_PAGE_LABEL,
  NO_ROWS_TEXT,
  PREVIOUS_PAGE_LABEL,
  ROWS_FAILED_TEXT,
  rangeText,
  rowCountText,
} from './texts.ts';
import { useFilterDraft } from './use-filter-draft.ts';

// Spec part 2, 2 'Databas': a table's rows under a header row and a filter row, 'N rader', and pages
// of 100 with < and > and 'a - b av total'; a foreign key jumps to the row it names.

const HEADER_HEIGHT = 40;
const SKELETON_ROWS = 6;
const NO_ROWS: DatabaseRow[] = [];

export type Jump = { table: string; filter: DatabaseFilter };

const rowKeyOf = (table: DatabaseTable, row: DatabaseRow) =>
  table.key.map((column) => cellText(row[column])).join('|');

/** The page's rows, drawn again only when they change, not when a fetch starts or ends. */
const GridRows = memo(function GridRows({
  table,
  rows,
  onJump,
}: {
  table: DatabaseTable;
  rows: DatabaseRow[];
  onJump: (jump: Jump) => void;
}) {
  return rows.map((row) => (
    <TableRow key={rowKeyOf(table, row)} hover>
      {table.columns.map((column) => {
        const value = row[column.name];
        if (column.editable && typeof row.id === 'number') {
          return (
            <EditableCell
              key={column.name}
              table={table.name}
              rowId={row.id}
              column={column.name}
              value={value}
            />
          );
        }
        const { references } = column;
        if (references) {
          return (
            <ForeignKeyCell
              key={column.name}
              value={value}
              column={{ ...column, references }}
              onJump={() =>
                onJump({ table: references.table, filter: exactFilter(references.column, value) })
              }
            />
          );
        }
        return <ValueCell key={column.name} value={value} />;
      })}
    </TableRow>
  ));
});

export function DatabaseGrid({
  table,
  filter,
  offset,
  onFilterChange,
  onOffsetChange,
  onJump,
}: {
  table: DatabaseTable;
  filter: DatabaseFilter;
  offset: number;
  onFilterChange: (filter: DatabaseFilter) => void;
  onOffsetChange: (offset: number) => void;
  onJump: (jump: Jump) => void;
}) {
  const rows = useDatabaseRows(table.name, filter, offset);
  const metadata = useDatabaseMetadata(table.name, filter);
  const { draft, setText } = useFilterDraft(filter, onFilterChange);
  const shown = rows.data?.rows ?? NO_ROWS;
  const total = metadata.data?.count;
  const editable = table.columns.some((column) => column.editable);
  const tableLabel = `Tabellen ${table.name}`;

  return (
    <Box component="section" aria-label={tableLabel} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {table.name}
        </Typography>
        <Typography aria-live="polite">{total === undefined ? '' : rowCountText(total)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {FILTER_HINT}
        {editable && ` ${EDIT_HINT}`}
      </Typography>
      <Box sx={{ height: 4 }}>
        {(rows.isFetching || metadata.isFetching) && <LinearProgress aria-label={`Hämtar ${table.name}`} />}
      </Box>
      <TableContainer sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell
                  key={column.name}
                  sx={{ height: HEADER_HEIGHT, fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.name}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={column.name} sx={{ top: HEADER_HEIGHT, py: 0.5 }}>
                  <Box
                    component="input"
                    type="search"
                    aria-label={filterLabel(column.name)}
                    placeholder="Filter"
                    maxLength={200}
                    value={draft[column.name] ?? ''}
                    onChange={(event) => setText(column.name, event.target.value)}
                    sx={{
                      width: '100%',
                      minWidth: 80,
                      font: 'inherit',
                      color: 'text.primary',
                      bgcolor: 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 0.5,
                      px: 0.75,
                      py: 0.5,
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.isPending &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
                <TableRow key={index}>
                  {table.columns.map((column) => (
                    <TableCell key={column.name}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows.isSuccess && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={table.columns.length}>{NO_ROWS_TEXT}</TableCell>
              </TableRow>
            )}
            <GridRows table={table} rows={shown} onJump={onJump} />
          </TableBody>
        </Table>
      </TableContainer>
      {rows.isError && <ColumnNote error>{ROWS_FAILED_TEXT}</ColumnNote>}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
        <Typography variant="body2" aria-live="polite">
          {total === undefined || !rows.isSuccess || rows.isPlaceholderData || metadata.isPlaceholderData
            ? ''
            : rangeText(shown.length > 0 ? offset + 1 : 0, offset + shown.length, total)}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          aria-label={PREVIOUS_PAGE_LABEL}
          disabled={offset === 0 || rows.isPlaceholderData}
          onClick={() => onOffsetChange(Math.max(0, offset - DATABASE_PAGE_SIZE))}
        >
          {'<'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label={NEXT_PAGE_LABEL}
          disabled={shown.length !== DATABASE_PAGE_SIZE || rows.isPlaceholderData}
          onClick={() => onOffsetChange(offset + DATABASE_PAGE_SIZE)}
        >
          {'>'}
        </Button>
      </Box>
    </Box>
  );
}
