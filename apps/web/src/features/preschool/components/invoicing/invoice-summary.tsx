import { formatSek } from '@kansli/domain/money/format';
import type { InvoiceList } from '@/features/preschool/api/get-invoice-list.ts';
import { MonthFacts } from '../month-facts.tsx';

/** Spec 2.10: the month's total and how many children and guardians it bills. */
export function InvoiceSummary({ summary }: { summary: InvoiceList['summary'] | undefined }) {
  return (
    <MonthFacts
      facts={[
        { label: 'Total kostnad', value: summary && formatSek(summary.cost) },
        { label: 'Barn', value: summary && String(summary.children) },
        { label: 'Vårdnadshavare', value: summary && String(summary.guardians) },
      ]}
    />
  );
}
