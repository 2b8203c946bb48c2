import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { ExpandedDetails, RowButtons } from '../expandable-row.tsx';
import { COLUMN_COUNT, INVOICE_COLUMNS } from './invoice-columns.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { guardianName } from './invoice-rules.ts';
import type { RowActions } from './use-invoice-runs.ts';

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
        <RowButtons
          expandLabel={`Visa fakturering för ${name}`}
          gotoLabel={`Gå till ${name}`}
          expanded={expanded}
          detailId={detailId}
          onToggle={() => onToggle(guardian.id)}
          onGoto={() => onGoto(guardian)}
        />
      </TableRow>
      {expanded && (
        <ExpandedDetails id={detailId} colSpan={COLUMN_COUNT} viewWidth={viewWidth}>
          <InvoiceDetails
            guardian={guardian}
            period={period}
            actions={actions}
            busy={busy}
            working={working === guardian.id}
          />
        </ExpandedDetails>
      )}
    </TableBody>
  );
}
