import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DELETE_QUESTION } from './texts.ts';

/** The app's confirmation before a segment or a flag is deleted (spec part 2, 5); a failure shows inside it. */
export function ConfirmDeleteDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'question' | 'confirmLabel'>,
) {
  return <ConfirmDialog {...props} question={DELETE_QUESTION} confirmLabel="Ta bort" />;
}
