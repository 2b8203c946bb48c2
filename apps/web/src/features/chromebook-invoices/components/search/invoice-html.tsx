import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The invoice text as the case wrote it, in HTML with scripts, handlers, frames and images removed:
 * an image would load from wherever the ticket's author pointed it, and it would carry no alt text.
 */
export function InvoiceHtml({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['img'] }),
    [html],
  );
  return (
    <Box
      data-testid="invoice-text"
      sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
