import { CHROMEBOOK_VAT_PERCENT, type TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import { formatSek } from '@kansli/domain/money/format';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardColumns, CardSection, FieldList } from '@/components/card-section.tsx';
import { formatDate } from '@/lib/format-date-time.ts';
import { InvoiceHtml } from './invoice-html.tsx';

// Spec part 2, 2 'Detail card': status, own reference, reported date, case link and requester, the
// invoice id in Visma, the pupil, the address, the guardian, category, serial number and the amounts.

const VISMA_STATUS_TEXT = { paid: 'Betald', open: 'Obetald' } as const;

/** Kronor in sv-SE, with öre only where there are some. */
export function kronor(amount: number): string {
  return formatSek(amount, { withOre: !Number.isInteger(amount) });
}

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '-');

function CaseLink({ invoice }: { invoice: TChromebookInvoice }) {
  const text = `INC-${invoice.systemIds.freshservice}`;
  if (!invoice.ticketUrl) return <>{text}</>;
  return (
    <Link
      href={invoice.ticketUrl}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {text}
      <OpenInNewIcon fontSize="inherit" titleAccess="öppnas i ny flik" />
    </Link>
  );
}

function personName(person: { givenName: string; familyName: string }): string {
  return `${person.givenName} ${person.familyName}`.trim();
}

export function invoiceFieldsOf(invoice: TChromebookInvoice): { label: string; value: ReactNode }[] {
  return [
    { label: 'Status', value: orDash(invoice.chromedeviceStatus) },
    { label: 'Egen referens', value: orDash(invoice.reference) },
    { label: 'Anmäld', value: formatDate(invoice.dateRequested) },
    { label: 'Ärende', value: <CaseLink invoice={invoice} /> },
    { label: 'Anmäld av', value: orDash(invoice.requester) },
    { label: 'Faktura i Visma', value: orDash(invoice.systemIds.visma) },
    {
      label: 'Status i Visma',
      value: invoice.vismaStatus ? VISMA_STATUS_TEXT[invoice.vismaStatus] : '-',
    },
  ];
}

/** The detail card of an invoice. */
export function InvoiceDetail({ invoice }: { invoice: TChromebookInvoice }) {
  const { student, address, legalGuardian } = invoice;
  const title = `INC-${invoice.systemIds.freshservice} ${invoice.name}`;
  return (
    <Box component="article" aria-label={title} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {personName(student) || invoice.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {invoice.locationName || invoice.location.name}
        </Typography>
      </Box>
      <Divider />
      <CardColumns>
        <CardSection title="Ärende">
          <FieldList fields={invoiceFieldsOf(invoice)} />
        </CardSection>
        <CardSection title="Elev">
          <FieldList
            fields={[
              { label: 'Namn', value: orDash(personName(student)) },
              { label: 'Personnummer', value: orDash(student.civicNumber) },
              { label: 'E-post', value: orDash(student.extension.email) },
              { label: 'Gatuadress', value: orDash(address.streetAddress) },
              { label: 'Postnummer', value: orDash(address.postalCode) },
              { label: 'Ort', value: orDash(address.city) },
            ]}
          />
        </CardSection>
        {legalGuardian && (
          <CardSection title="Vårdnadshavare">
            <FieldList
              fields={[
                { label: 'Namn', value: orDash(personName(legalGuardian)) },
                { label: 'Personnummer', value: orDash(legalGuardian.civicNumber) },
                { label: 'E-post', value: orDash(legalGuardian.extension.email) },
              ]}
            />
          </CardSection>
        )}
        <CardSection title="Faktura">
          <FieldList
            fields={[
              { label: 'Kategori', value: orDash(invoice.category) },
              { label: 'Serienummer', value: orDash(invoice.systemIds.chromedevice) },
              { label: 'Kostnad', value: kronor(invoice.cost) },
              { label: `Moms (${CHROMEBOOK_VAT_PERCENT} %)`, value: kronor(invoice.vat) },
              { label: 'Totalt', value: kronor(invoice.total) },
            ]}
          />
        </CardSection>
      </CardColumns>
      <CardSection title="Fakturatext">
        <InvoiceHtml html={invoice.textHtml} />
      </CardSection>
    </Box>
  );
}
