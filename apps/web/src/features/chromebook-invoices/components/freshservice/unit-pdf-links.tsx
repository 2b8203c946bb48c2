import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { casePdfUrl } from '@/features/chromebook-invoices/api/case-pdf-url.ts';
import type { FetchedRequest } from '@/features/chromebook-invoices/hooks/use-case-fetch.ts';

/** Spec 2, 7: each fetched unit's cases as a PDF in a new window, with the same period and categories. */
export function UnitPdfLinks({ fetched }: { fetched: FetchedRequest }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {fetched.units.map((unit) => (
        <Button
          key={unit.costCenter}
          component="a"
          href={casePdfUrl(unit.costCenter, fetched.query)}
          target="_blank"
          rel="noopener"
          size="small"
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
        >
          PDF {unit.name}
        </Button>
      ))}
    </Box>
  );
}
