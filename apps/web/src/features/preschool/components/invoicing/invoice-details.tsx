import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { InvoiceBodyEditor } from './invoice-body-editor.tsx';
import { CareLines, InvoiceOrBasis } from './invoice-lines.tsx';
import { bodyText, invoiceBodyOf, parseBody } from './invoice-rules.ts';
import type { RowActions } from './use-invoice-runs.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, alignContent: 'start' }}>
      <Typography component="h4" variant="subtitle2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Why 'Skapa faktura' is closed (spec 5.6), or undefined when it is open. */
function whyNoCreate(guardian: InvoiceGuardian, validJson: boolean): string | undefined {
  if (guardian.invoice_id !== null) return 'Fakturan för månaden är redan skapad.';
  if (!guardian.visma_id) return 'Hämta eller skapa kunden i Visma först.';
  if (!validJson) return 'Rätta fakturakroppen först.';
  return undefined;
}

/** An expanded guardian (spec 2.10): the children's care, the invoice or its basis, the invoice body. */
export function InvoiceDetails({
  guardian,
  period,
  actions,
  busy,
  working,
}: {
  guardian: InvoiceGuardian;
  period: string;
  actions: RowActions;
  busy: boolean;
  working: boolean;
}) {
  const { unit } = usePreschoolScreen();
  const calculated = useMemo(() => invoiceBodyOf(unit, period, guardian), [unit, period, guardian]);
  const calculatedText = bodyText(calculated);
  const [text, setText] = useState(calculatedText);
  const parsed = parseBody(text);
  const noCreate = whyNoCreate(guardian, parsed.ok);
  const ready = guardian.upload_to_visma && !guardian.upload_error;
  const noReady = guardian.invoice_id === null || guardian.visma_invoice_id !== null || ready;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Part title="Barnens omsorg">
          <CareLines guardian={guardian} />
        </Part>
        <Part title={guardian.invoice_id === null ? 'Fakturaunderlag' : 'Faktura'}>
          <InvoiceOrBasis guardian={guardian} basis={calculated} />
        </Part>
      </Box>
      <Part title="Beräknad fakturakropp">
        <InvoiceBodyEditor
          text={text}
          parsed={parsed}
          onChange={setText}
          onReset={() => setText(calculatedText)}
          changed={text !== calculatedText}
        />
      </Part>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void actions.lookUp(guardian)}>
          Hämta kundnummer
        </Button>
        <Button
          variant="contained"
          disabled={busy || noCreate !== undefined}
          onClick={() => {
            if (parsed.ok) void actions.createInvoice(guardian, parsed.value);
          }}
        >
          Skapa faktura
        </Button>
        <Button
          variant="outlined"
          disabled={busy || noReady}
          onClick={() => void actions.markReady(guardian)}
        >
          Klar för uppladdning
        </Button>
        {working && <CircularProgress size={20} aria-label="Arbetar" />}
        {noCreate && !busy && (
          <Typography variant="body2" color="text.secondary">
            {noCreate}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
