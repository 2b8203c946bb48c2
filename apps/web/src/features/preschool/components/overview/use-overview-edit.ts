import { useCallback, useState } from 'react';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import { useEditPersons } from '@/features/preschool/api/save-persons.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { anyDraftInvalid, changedRows, type DateDraft, editItems } from './edit-items.ts';

export const SAVED_NOTICE = 'OK! Ändringarna är sparade';
export const NOT_SAVED_NOTICE = 'Inte sparat';
export const NOTHING_CHANGED_NOTICE = 'Inga ändringar att spara';

/**
 * Spec 4.7: view mode, editing (with snapshot copies of the rows) and the question before saving.
 * While editing, the table shows the snapshot, so a refetch cannot move rows under the user's hands.
 */
export function useOverviewEdit(costCenter: string, rows: readonly OverviewChild[] | undefined) {
  const [snapshot, setSnapshot] = useState<readonly OverviewChild[] | null>(null);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, DateDraft>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const save = useEditPersons(costCenter);
  const setDraft = useCallback((childId: number, draft: DateDraft) => {
    setDrafts((current) => new Map(current).set(childId, draft));
  }, []);

  const stop = () => {
    setSnapshot(null);
    setDrafts(new Map());
    setConfirming(false);
  };

  const edited = snapshot ?? rows ?? [];
  const changed = changedRows(edited, drafts);
  return {
    editing: snapshot !== null,
    /** The rows to show: the snapshot while editing. */
    rows: snapshot ?? rows,
    drafts,
    confirming,
    changedCount: changed.length,
    saving: save.isPending,
    invalid: anyDraftInvalid(edited, drafts),
    start() {
      if (!rows) return;
      setSnapshot(rows);
      setDrafts(new Map());
    },
    setDraft,
    /** Avbryt: the originals back. */
    cancel: stop,
    /** Spara: asks first, unless nothing changed. */
    requestSave() {
      if (changed.length === 0) {
        stop();
        showNotice(NOTHING_CHANGED_NOTICE);
      } else {
        setConfirming(true);
      }
    },
    /** The question closed without an answer: back to editing. */
    dismiss() {
      setConfirming(false);
    },
    /** Nej: the originals back. */
    decline() {
      stop();
      showNotice(NOT_SAVED_NOTICE);
    },
    /** Ja: the changed rows in one request; on failure the edits stay (the error notice says why). */
    confirm() {
      setConfirming(false);
      save.mutate(editItems(edited, drafts), {
        onSuccess: () => {
          stop();
          showNotice(SAVED_NOTICE);
        },
      });
    },
  };
}

export type OverviewEdit = ReturnType<typeof useOverviewEdit>;
