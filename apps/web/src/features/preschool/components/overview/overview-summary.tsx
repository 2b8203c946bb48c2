import { formatSek } from '@kansli/domain/money/format';
import type { TOverviewSummary } from '@kansli/domain/preschool/unit-overview';
import { MonthFacts } from '../month-facts.tsx';

/** Spec 2.9: the month's children, their guardians and the revenue. */
export function OverviewSummary({ summary }: { summary: TOverviewSummary | undefined }) {
  return (
    <MonthFacts
      facts={[
        { label: 'Barn', value: summary && String(summary.children) },
        { label: 'Vårdnadshavare', value: summary && String(summary.guardians) },
        { label: 'Intäkter', value: summary && formatSek(summary.revenue) },
      ]}
    />
  );
}
