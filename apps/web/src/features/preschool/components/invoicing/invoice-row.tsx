import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { COLUMN_COUNT, INVOICE_COLUMNS } from './invoice-columns.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { guardianName } from './invoice-rules.ts';
import type { RowActions } from './use-invoice-runs.ts';

/** Spec 9: the expand animation. */
const EXPAND_MS = 250;

export interface InvoiceRowProps {
  guardian: InvoiceGuardian;
  period: string;
  expanded: boolean;
  onToggle: (guardianId: number) => void;
  onGoto: (guardian: InvoiceGuardian) => void;
  actions: RowActions;
  /** A bulk action or another row's action runs: the row's buttons wait. */
  busy: boolean;
  /** The guardian whose own action runs now. */
  working: number | null;
  /** The width of the scrolled box, which the expanded details keep to. */
  viewWidth: number;
}

/** One guardian of the month, and below it, when expanded, its care, invoice and invoice body. */
export function InvoiceRow(props: InvoiceRowProps) {
  const { guardian, period, expanded, onToggle, onGoto, actions, busy, working, viewWidth } = props;
  const name = guardianName(guardian);
  const detailId = `invoice-guardian-${guardian.id}`;
  return (
    <TableBody>
      <TableRow hover selected={expanded}>
        {INVOICE_COLUMNS.map((column) => (
          <TableCell
            key={column.header}
            align={column.numeric ? 'right' : 'left'}
            sx={{
              whiteSpace: column.noWrap ? 'nowrap' : undefined,
              fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined,
            }}
          >
            {column.cell(guardian)}
          </TableCell>
        ))}
        <TableCell padding="none" align="center">
          <IconButton
            aria-label={`Visa fakturering för ${name}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={() => onToggle(guardian.id)}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell padding="none" align="center">
          <IconButton aria-label={`Gå till ${name}`} onClick={() => onGoto(guardian)}>
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </TableCell>
      </TableRow>
      {expanded && (
        <TableRow>
          <TableCell id={detailId} colSpan={COLUMN_COUNT} sx={{ p: 0 }}>
            <Collapse in appear timeout={EXPAND_MS}>
              {/* The details stay in view while the wide table scrolls sideways. */}
              <Box
                sx={{
                  position: 'sticky',
                  left: 0,
                  width: viewWidth || '100%',
                  boxSizing: 'border-box',
                  p: 2,
                }}
              >
                <InvoiceDetails
                  guardian={guardian}
                  period={period}
                  actions={actions}
                  busy={busy}
                  working={working === guardian.id}
                />
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </TableBody>
  );
}
