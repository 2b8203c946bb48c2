import { formatSek } from '@kansli/domain/money/format';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ComponentType, useId, useState } from 'react';
import { type GuardianInvoice, useGuardianInvoices } from '@/features/preschool/api/get-guardian-invoices.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { EmptyText } from './view-layout.tsx';

export interface InvoiceStatus {
  text: string;
  Icon: ComponentType<SvgIconProps>;
  /** A palette colour at 3:1 or more against white. */
  color: string;
}

/** The status icon of spec 4.5 and the tooltip naming it. */
export function invoiceStatus(invoice: Pick<GuardianInvoice, 'visma_status' | 'visma_id'>): InvoiceStatus {
  switch (invoice.visma_status) {
    case 'open':
      return { text: 'Väntar på betalning', Icon: HourglassTopIcon, color: 'warning.dark' };
    case 'voided':
      return { text: 'Fakturan är makulerad', Icon: BlockIcon, color: 'error.main' };
    case 'paid':
      return { text: 'Fakturan är betald', Icon: CheckCircleIcon, color: 'success.main' };
    default:
      return invoice.visma_id === null
        ? { text: 'Väntar på uppladdning till Visma', Icon: CloudUploadOutlinedIcon, color: 'text.secondary' }
        : { text: 'Uppladdad till Visma', Icon: CloudDoneOutlinedIcon, color: 'primary.main' };
  }
}

/** Whole kronor with the invoice's currency: '1 688 kr' for SEK. */
function amountText(invoice: GuardianInvoice): string {
  return invoice.currency === 'SEK'
    ? formatSek(invoice.cost_sum)
    : `${Math.round(invoice.cost_sum).toLocaleString('sv-SE')} ${invoice.currency}`;
}

/** The expandable 'Fakturor' of a guardian (spec 2.8); the invoices load when it is first opened. */
export function GuardianInvoices({ guardianId }: { guardianId: number }) {
  const { unit } = usePreschoolScreen();
  const [expanded, setExpanded] = useState(false);
  const invoices = useGuardianInvoices(unit.cost_center, guardianId, expanded);
  const id = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      slotProps={{ transition: { timeout: 250, unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
          Fakturor
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {invoices.isPending ? (
          <Box role="status" aria-busy="true" aria-label="Laddar fakturor">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Box>
        ) : !invoices.data ? null : invoices.data.length === 0 ? (
          <EmptyText>Inga fakturor</EmptyText>
        ) : (
          <InvoiceTable invoices={invoices.data} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function InvoiceTable({ invoices }: { invoices: GuardianInvoice[] }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Fakturatabell"
      sx={{
        overflowX: 'auto',
        // The table's width does not widen the panel; it scrolls within it instead.
        contain: 'inline-size',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Namn</TableCell>
            <TableCell>Text</TableCell>
            <TableCell align="right">Belopp</TableCell>
            <TableCell align="center">Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.period}</TableCell>
              <TableCell>{invoice.name}</TableCell>
              <TableCell>{invoice.text}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amountText(invoice)}
              </TableCell>
              <TableCell align="center">
                <StatusIcon status={invoiceStatus(invoice)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The status icon of spec 4.5 with its text as tooltip and name; focusable, for the keyboard's tooltip. */
export function StatusIcon({ status: { text, Icon, color } }: { status: InvoiceStatus }) {
  return (
    <Tooltip title={text}>
      {/* Focusable, so that the keyboard also shows the tooltip. */}
      <Box
        component="span"
        role="img"
        aria-label={text}
        tabIndex={0}
        sx={{
          display: 'inline-flex',
          borderRadius: '50%',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Icon fontSize="small" sx={{ color }} />
      </Box>
    </Tooltip>
  );
}
