import { formatSek } from '@kansli/domain/money/format';
import type { ReactNode } from 'react';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { InvoiceStatusCell } from './invoice-status-icon.tsx';

export interface InvoiceColumn {
  header: string;
  cell: (guardian: InvoiceGuardian) => ReactNode;
  numeric?: boolean;
  noWrap?: boolean;
}

/** Spec 2.10's columns before the buttons to expand the row and to go to the guardian. */
export const INVOICE_COLUMNS: readonly InvoiceColumn[] = [
  { header: 'Förnamn', cell: (g) => g.given_name },
  { header: 'Efternamn', cell: (g) => g.family_name },
  { header: 'Adress', cell: (g) => g.street_address },
  { header: 'Postnummer', cell: (g) => g.postal_code, noWrap: true },
  { header: 'Ort', cell: (g) => g.city },
  { header: 'E-post', cell: (g) => g.email },
  { header: 'Telefon', cell: (g) => g.phone, noWrap: true },
  { header: 'Avgift', cell: (g) => formatSek(g.invoice_cost), numeric: true, noWrap: true },
  { header: 'Kund i Visma', cell: (g) => (g.visma_id ? 'Finns' : 'Saknas') },
  { header: 'Faktura i Visma', cell: (g) => <InvoiceStatusCell guardian={g} />, noWrap: true },
];

/** The button columns' headers, for screen readers only. */
export const BUTTON_HEADERS = ['Visa fakturering', 'Gå till vårdnadshavaren'] as const;

export const COLUMN_COUNT = INVOICE_COLUMNS.length + BUTTON_HEADERS.length;
