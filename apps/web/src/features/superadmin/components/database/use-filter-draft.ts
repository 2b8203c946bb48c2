import { useEffect, useRef, useState } from 'react';
import { type DatabaseFilter, filterParam } from '@/features/superadmin/utils/database-filter.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/** Spec part 2, 9: the filter row waits 300–400 ms after the last key. */
export const FILTER_DEBOUNCE_MS = 350;

/**
 * The filter row's texts as typed, handed on after a pause in typing; a filter changed from outside
 * (a foreign key's jump, back in the browser) replaces what the row shows, while the address catching
 * up with a filter handed on earlier leaves what has been typed since.
 */
export function useFilterDraft(filter: DatabaseFilter, onCommit: (filter: DatabaseFilter) => void) {
  const [draft, setDraft] = useState(filter);
  const settled = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);
  const committedKey = filterParam(filter) ?? '';
  const settledKey = filterParam(settled) ?? '';
  // The filters handed on that the address has not shown yet, oldest first.
  const handedOn = useRef<string[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing hands the filter on
  useEffect(() => {
    // The address may not show the last filter handed on yet: typing back to it hands on nothing.
    if (settledKey === (handedOn.current.at(-1) ?? committedKey)) return;
    handedOn.current.push(settledKey);
    onCommit(settled);
  }, [settledKey]);

  const seenKey = useRef(committedKey);
  useEffect(() => {
    if (committedKey === seenKey.current) return;
    seenKey.current = committedKey;
    const echo = handedOn.current.indexOf(committedKey);
    if (echo >= 0) {
      handedOn.current.splice(0, echo + 1);
      return;
    }
    handedOn.current = [];
    setDraft(filter);
  }, [committedKey, filter]);

  const setText = (column: string, text: string) => setDraft((current) => ({ ...current, [column]: text }));
  return { draft, setText };
}
