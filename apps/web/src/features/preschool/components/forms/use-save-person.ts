import {
  type PreschoolPersonItem,
  useCreatePerson,
  useEditPersons,
} from '@/features/preschool/api/save-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useIdempotencyKey } from '@/lib/use-idempotency-key.ts';

const SAVED_NOTICE = 'OK! Ändringarna är sparade';

/**
 * The save of a register form: creates or edits, says 'OK! Ändringarna är sparade' and opens the saved
 * person. A failure is shown by the app's error notice and leaves the form as the user typed it.
 */
export function useSavePerson(type: 'child' | 'legalguardian', editing: boolean) {
  const { unit, endRegister } = usePreschoolScreen();
  const create = useCreatePerson(unit.cost_center);
  const edit = useEditPersons(unit.cost_center);
  const idempotencyKeyOf = useIdempotencyKey();
  const save = async (item: PreschoolPersonItem) => {
    const saved = editing
      ? await edit.mutateAsync(item).catch(() => undefined)
      : await create.mutateAsync({ item, idempotencyKey: idempotencyKeyOf(item) }).catch(() => undefined);
    if (!saved) return;
    showNotice(SAVED_NOTICE);
    endRegister({ id: saved.id, type, search: saved.search });
  };
  return { save, saving: create.isPending || edit.isPending, error: create.error ?? edit.error };
}
