import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@/components/visually-hidden.ts';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { BUTTON_HEADERS, COLUMN_COUNT, INVOICE_COLUMNS } from './invoice-columns.tsx';
import { InvoiceRow, type InvoiceRowProps } from './invoice-row.tsx';

export interface InvoiceTableProps extends Omit<InvoiceRowProps, 'guardian' | 'expanded' | 'viewWidth'> {
  /** undefined while loading. */
  guardians: readonly InvoiceGuardian[] | undefined;
  failed: boolean;
  expandedId: number | null;
}

/** One row per guardian to invoice; a narrow screen scrolls the table sideways within its box. */
export function InvoiceTable({ guardians, failed, expandedId, ...rowProps }: InvoiceTableProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const viewWidth = useWidth(boxRef);
  let body: ReactNode;
  if (guardians === undefined && !failed) {
    body = <SkeletonRows />;
  } else if (!guardians || guardians.length === 0) {
    body = (
      <TableBody>
        <TableRow>
          <TableCell colSpan={COLUMN_COUNT} sx={{ py: 4, color: 'text.secondary' }}>
            {failed
              ? 'Listan kunde inte hämtas.'
              : 'Ingen vårdnadshavare ska faktureras för den här månaden.'}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  } else {
    body = guardians.map((guardian) => (
      <InvoiceRow
        key={guardian.id}
        guardian={guardian}
        expanded={expandedId === guardian.id}
        viewWidth={viewWidth}
        {...rowProps}
      />
    ));
  }
  return (
    <TableContainer
      ref={boxRef}
      role="region"
      aria-label="Vårdnadshavare att fakturera"
      // The box scrolls sideways; with the keyboard too.
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        contain: 'inline-size',
        // The containing block of the headers' hidden texts (absolutely placed), so the box clips them
        // too instead of letting them widen the page on a phone.
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table
        size="small"
        aria-label="Vårdnadshavare"
        aria-busy={guardians === undefined && !failed}
        sx={{ minWidth: 1200 }}
      >
        <TableHead>
          <TableRow>
            {INVOICE_COLUMNS.map((column) => (
              <TableCell
                key={column.header}
                align={column.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {column.header}
              </TableCell>
            ))}
            {BUTTON_HEADERS.map((header) => (
              <TableCell key={header} padding="none">
                <Box component="span" sx={visuallyHidden}>
                  {header}
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {body}
      </Table>
    </TableContainer>
  );
}

function SkeletonRows() {
  return (
    <TableBody>
      {[0, 1, 2, 3, 4].map((row) => (
        <TableRow key={row}>
          {[...INVOICE_COLUMNS.map((column) => column.header), ...BUTTON_HEADERS].map((header) => (
            <TableCell key={header}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

/** The box's inner width as it changes, 0 where nothing is laid out. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
