import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DELETE_QUESTION, DELETE_TITLE } from './texts.ts';

/** 'Bekräfta val' (spec part 2, 2): the subject goes only after 'Radera'. */
export function DeleteSubjectDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return <ConfirmDialog {...props} title={DELETE_TITLE} question={DELETE_QUESTION} confirmLabel="Radera" />;
}
