import type { TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TableChartIcon from '@mui/icons-material/TableChart';
import Link from '@mui/material/Link';
import { BusyButton } from '@/components/busy-button.tsx';
import { useCreateSpreadsheet } from '@/features/chromebook-invoices/api/create-spreadsheet.ts';

export const CREATE_SPREADSHEET_TEXT = 'Skapa kalkylark';
export const OPEN_SPREADSHEET_TEXT = 'Öppna kalkylark';

/** The fetched cases as a spreadsheet: a button makes it, then its link shows (spec 2, 7). */
export function SpreadsheetLink({
  cases,
  url,
  onCreated,
  disabled,
}: {
  cases: readonly TChromebookInvoice[];
  url: string | null;
  onCreated(url: string): void;
  disabled: boolean;
}) {
  const create = useCreateSpreadsheet();
  if (url) {
    return (
      <Link
        href={url}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {OPEN_SPREADSHEET_TEXT}
        <OpenInNewIcon fontSize="small" aria-hidden />
      </Link>
    );
  }
  return (
    <BusyButton
      variant="outlined"
      size="small"
      busy={create.isPending}
      disabled={disabled || cases.length === 0}
      startIcon={<TableChartIcon />}
      onClick={() => create.mutate(cases, { onSuccess: ({ data }) => onCreated(data.spreadsheetUrl) })}
    >
      {CREATE_SPREADSHEET_TEXT}
    </BusyButton>
  );
}
