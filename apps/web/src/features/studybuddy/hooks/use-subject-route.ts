import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The selected subject lives in the address, /studybuddy?subject={id}, so a link or reload keeps it. */
export function useSubjectRoute() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('subject');
  const parsed = raw === null ? Number.NaN : Number(raw);
  const subjectId = Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;

  const select = useCallback(
    (next: number | undefined) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === undefined) changed.delete('subject');
          else changed.set('subject', String(next));
          return changed;
        },
        { replace: next === undefined },
      ),
    [setParams],
  );
  return { subjectId, select, pathOf: (id: number) => `?subject=${id}` };
}
