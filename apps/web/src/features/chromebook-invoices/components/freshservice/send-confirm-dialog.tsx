import { formatSek } from '@kansli/domain/money/format';
import { oreFromKronor } from '@kansli/domain/money/ore';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

export const SEND_TITLE = 'Skicka till Visma';

/** 'Skicka 3 fakturor på totalt 1 875 kr till Visma?': the cases' totals with VAT, summed in öre. */
export function sendQuestion(totals: readonly number[]): string {
  const ore = totals.reduce((sum, total) => sum + oreFromKronor(total), 0);
  const amount = formatSek(ore / 100, { withOre: ore % 100 !== 0 });
  const what = totals.length === 1 ? '1 faktura' : `${totals.length} fakturor`;
  return `Skicka ${what} på totalt ${amount} till Visma?`;
}

/** An invoice sent to Visma cannot be called back: the batch starts only once confirmed. */
export function SendConfirmDialog({
  totals,
  ...props
}: {
  open: boolean;
  /** The total with VAT, in kronor, of each case the batch would send. */
  totals: readonly number[];
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog {...props} title={SEND_TITLE} question={sendQuestion(totals)} confirmLabel="Skicka" />
  );
}
