import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import type { DateDraft, DateDrafts } from './edit-items.ts';
import { OVERVIEW_COLUMNS, type OverviewSort, type SortKey, TABLE_WIDTH } from './overview-columns.ts';
import { type OverviewFilterState, OverviewHead } from './overview-head.tsx';
import { OverviewRow } from './overview-row.tsx';

/** A row's height with its buttons; rows are measured, this is the first guess and the skeletons' height. */
const ROW_HEIGHT = 41;
const SKELETON_ROWS = 8;

export interface OverviewTableProps {
  /** undefined while loading. */
  rows: readonly OverviewChild[] | undefined;
  failed: boolean;
  emptyText: string;
  sort: OverviewSort;
  onSort: (key: SortKey) => void;
  filter: OverviewFilterState;
  expandedId: number | null;
  onToggle: (childId: number) => void;
  onGoto: (child: OverviewChild) => void;
  editing: boolean;
  drafts: DateDrafts;
  onDraft: (childId: number, draft: DateDraft) => void;
}

/**
 * The overview's table: a sticky header and virtualised rows (only those in view and a few around
 * them are in the page), in a box that scrolls both ways, so 500 children scroll smoothly and a narrow
 * screen scrolls the table sideways.
 */
export function OverviewTable(props: OverviewTableProps) {
  const { rows, failed, emptyText, sort, onSort, filter } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = rows ?? [];
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => shown[index]?.id ?? index,
  });
  // Read on each render; the virtualiser renders again whenever the box changes size.
  const viewWidth = scrollRef.current?.clientWidth ?? 0;

  let body: ReactNode;
  if (rows === undefined && !failed) {
    body = <SkeletonRows />;
  } else if (shown.length === 0) {
    body = <MessageRow viewWidth={viewWidth}>{failed ? 'Kunde inte hämtas' : emptyText}</MessageRow>;
  } else {
    const items = virtualizer.getVirtualItems();
    const paddingTop = items[0]?.start ?? 0;
    const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        <Spacer height={paddingTop} />
        {items.map((item) => {
          const child = shown[item.index] as OverviewChild;
          return (
            <OverviewRow
              key={item.key}
              child={child}
              index={item.index}
              measureRef={virtualizer.measureElement}
              expanded={props.expandedId === child.id}
              onToggle={props.onToggle}
              onGoto={props.onGoto}
              editing={props.editing}
              draft={props.drafts.get(child.id)}
              onDraft={props.onDraft}
              viewWidth={viewWidth}
            />
          );
        })}
        <Spacer height={paddingBottom} />
      </>
    );
  }

  return (
    <Box
      ref={scrollRef}
      data-overview-scroll=""
      role="region"
      aria-label="Barnen i översikten"
      // The box scrolls; with the keyboard too.
      tabIndex={0}
      sx={{
        height: 'calc(100vh - 320px)',
        minHeight: 320,
        overflow: 'auto',
        overscrollBehavior: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label="Barn"
        aria-rowcount={shown.length + 1}
        aria-busy={rows === undefined && !failed}
        sx={{ tableLayout: 'fixed', width: TABLE_WIDTH }}
      >
        <colgroup>
          {OVERVIEW_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <OverviewHead sort={sort} onSort={onSort} filter={filter} />
        {body}
      </Table>
    </Box>
  );
}

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <TableBody aria-hidden>
      <TableRow>
        <TableCell colSpan={OVERVIEW_COLUMNS.length} sx={{ height, p: 0, border: 0 }} />
      </TableRow>
    </TableBody>
  );
}

function SkeletonRows() {
  return (
    <TableBody>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <TableRow key={row} sx={{ height: ROW_HEIGHT }}>
          {OVERVIEW_COLUMNS.map((column) => (
            <TableCell key={column.key}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

function MessageRow({ viewWidth, children }: { viewWidth: number; children: ReactNode }) {
  return (
    <TableBody>
      <TableRow>
        <TableCell colSpan={OVERVIEW_COLUMNS.length} sx={{ p: 0, border: 0 }}>
          <Box
            sx={{ position: 'sticky', left: 0, width: viewWidth || '100%', p: 3, color: 'text.secondary' }}
          >
            {children}
          </Box>
        </TableCell>
      </TableRow>
    </TableBody>
  );
}
