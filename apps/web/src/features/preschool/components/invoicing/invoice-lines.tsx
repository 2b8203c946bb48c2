import { formatSek } from '@kansli/domain/money/format';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useInvoice } from '@/features/preschool/api/get-invoice.ts';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function SmallTable({
  label,
  head,
  children,
  total,
}: {
  label: string;
  head: string[];
  children: ReactNode;
  /** The sum shown under the last column. */
  total?: number;
}) {
  return (
    // A narrow screen scrolls the lines sideways; the box takes focus so the keyboard can too.
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell, index) => (
              <TableCell
                key={cell}
                align={index === head.length - 1 ? 'right' : 'left'}
                sx={{ fontWeight: 600 }}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
        {total !== undefined && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={head.length - 1} sx={{ fontWeight: 600, color: 'text.primary' }}>
                Totalt
              </TableCell>
              <TableCell align="right" sx={{ ...money, fontWeight: 600, color: 'text.primary' }}>
                {formatSek(total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}

/** The children's care: the guardian's lines of the month with their status texts and costs. */
export function CareLines({ guardian }: { guardian: InvoiceGuardian }) {
  if (guardian.invoice_lines.length === 0) {
    return <Typography color="text.secondary">Inga avgiftsrader för månaden.</Typography>;
  }
  return (
    <SmallTable label="Barnens omsorg" head={['Barn', 'Omsorg', 'Period', 'Status', 'Belopp']}>
      {guardian.invoice_lines.map((line) => (
        <TableRow key={`${line.child_id}-${line.sort_order}`}>
          <TableCell>{line.child_name}</TableCell>
          <TableCell>{line.care_time ?? '–'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.period}</TableCell>
          <TableCell>{line.status_message}</TableCell>
          <TableCell align="right" sx={money}>
            {formatSek(line.cost)}
          </TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

interface BasisLine {
  description: string;
  note: string;
  cost: number;
}

function LineRows({ lines }: { lines: readonly BasisLine[] }) {
  return lines.map((line, index) => (
    // Lines have no id of their own; their order is their number.
    // biome-ignore lint/suspicious/noArrayIndexKey: the line number
    <TableRow key={index}>
      <TableCell>{line.description}</TableCell>
      <TableCell>{line.note}</TableCell>
      <TableCell align="right" sx={money}>
        {formatSek(line.cost)}
      </TableCell>
    </TableRow>
  ));
}

const LINE_HEAD = ['Beskrivning', 'Notering', 'Belopp'];

/** The created invoice as the server keeps it, or before it is created the basis it would be made of. */
export function InvoiceOrBasis({
  guardian,
  basis,
}: {
  guardian: InvoiceGuardian;
  basis: { cost: number; invoiceLines: BasisLine[] };
}) {
  const { unit } = usePreschoolScreen();
  const invoice = useInvoice(unit.cost_center, guardian.invoice_id);
  if (guardian.invoice_id === null) {
    return (
      <SmallTable label="Fakturaunderlag" head={LINE_HEAD} total={basis.cost}>
        <LineRows lines={basis.invoiceLines} />
      </SmallTable>
    );
  }
  if (invoice.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label="Laddar fakturan">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Box>
    );
  }
  if (!invoice.data) return <Typography color="text.secondary">Fakturan kunde inte hämtas.</Typography>;
  const { name, text, cost, invoice_lines } = invoice.data;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">
        <strong>{name}</strong>
        <br />
        {text}
      </Typography>
      <SmallTable label="Fakturans rader" head={LINE_HEAD} total={cost}>
        <LineRows lines={invoice_lines} />
      </SmallTable>
    </Box>
  );
}
