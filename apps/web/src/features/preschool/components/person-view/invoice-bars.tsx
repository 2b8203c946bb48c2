import { calendarMonth } from '@kansli/domain/calendar/dates';
import { formatSek } from '@kansli/domain/money/format';
import { LINE_TYPE, labelOfType } from '@kansli/domain/preschool/invoice-line';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import { EmptyText } from './view-layout.tsx';

// 'Debitering' (spec 2.8, 4.3): one bar per invoice line of a month. The bar spans the month's days and
// is coloured over the days the line covers, in its type's colour, with the type's label on it; a line
// that bills nothing colours the whole month. Every colour holds white text at 4.5:1 or more.

export type InvoiceLinePreview = OverviewChild['invoice_lines'][number];

const TYPE_COLOUR: Record<number, string> = {
  [LINE_TYPE.inactive]: '#616161',
  [LINE_TYPE.issued]: '#1565c0',
  [LINE_TYPE.expired]: '#6a1b9a',
  [LINE_TYPE.invalid]: '#c62828',
  [LINE_TYPE.first_month]: '#00695c',
  [LINE_TYPE.last_month]: '#b45309',
  [LINE_TYPE.ok]: '#2e7d32',
};

const BAR_HEIGHT = 28;

/** A line's status led by its type, its billed days ('' when none) and its cost in whole kronor. */
function invoiceLineParts(line: InvoiceLinePreview) {
  const label = labelOfType.get(line.type) ?? line.status;
  const status = line.status_message.startsWith(label)
    ? line.status_message
    : `${label}: ${line.status_message}`;
  return {
    status: line.name === label ? status : `${line.name}: ${status}`,
    period: line.period,
    cost: formatSek(line.cost),
  };
}

/**
 * What a line says: its name (when it is not just its type), its status text led by the type, its
 * billed days and its cost: 'Avgift: Faktureras, 2026-11-01 – 2026-11-30, 1 688 kr'.
 */
export function invoiceLineText(line: InvoiceLinePreview): string {
  const { status, period, cost } = invoiceLineParts(line);
  return [status, period, cost].filter(Boolean).join(', ');
}

const noWrap = { whiteSpace: 'nowrap' } as const;

export function InvoiceBars({
  lines,
  emptyText,
}: {
  lines: readonly InvoiceLinePreview[];
  emptyText: string;
}) {
  if (lines.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  const ordered = [...lines].sort((a, b) => a.sort_order - b.sort_order);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {ordered.map((line) => (
        <InvoiceBar key={`${line.sort_order}-${line.type}`} line={line} />
      ))}
    </Box>
  );
}

function InvoiceBar({ line }: { line: InvoiceLinePreview }) {
  const days = calendarMonth(line.month).days;
  const segments = line.segments.length > 0 ? line.segments : [{ from: 1, to: days }];
  const colour = TYPE_COLOUR[line.type] ?? TYPE_COLOUR[LINE_TYPE.invalid];
  const label = labelOfType.get(line.type) ?? line.status;
  const { status, period, cost } = invoiceLineParts(line);
  return (
    <Box component="li">
      <Box
        role="img"
        aria-label={invoiceLineText(line)}
        sx={{
          position: 'relative',
          height: BAR_HEIGHT,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {segments.map((segment) => (
          <Box
            key={segment.from}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${((segment.from - 1) / days) * 100}%`,
              width: `${((segment.to - segment.from + 1) / days) * 100}%`,
              bgcolor: colour,
              color: '#fff',
              px: 1,
              fontSize: '0.8125rem',
              fontWeight: 600,
              lineHeight: `${BAR_HEIGHT - 2}px`,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {label}
          </Box>
        ))}
      </Box>
      {/* The bar's own name says the same to a screen reader. */}
      <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ mt: 0.5 }}>
        {status}
        {period && (
          <>
            , <span style={noWrap}>{period}</span>
          </>
        )}
        , <span style={noWrap}>{cost}</span>
      </Typography>
    </Box>
  );
}

export function InvoiceBarsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Laddar debitering">
      <Skeleton variant="rounded" height={BAR_HEIGHT} />
      <Skeleton variant="text" width="60%" />
    </Box>
  );
}
