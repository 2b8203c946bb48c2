import type { TGroup } from '@kansli/domain/groups/groups';
import { useGroup } from '../api/get-group.ts';

export type SelectedGroup =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'found'; group: TGroup }
  | { state: 'not-found' }
  | { state: 'failed'; retry(): void };

/**
 * The group in the address: the one of the list it was chosen from, or, opened without that list
 * (a link, a reload, another page of hits), looked up by its id.
 */
export function useSelectedGroup(groupId: number | undefined, listed: readonly TGroup[] | undefined) {
  const valid = groupId !== undefined && !Number.isNaN(groupId);
  const fromList = valid ? listed?.find((group) => group.id === groupId) : undefined;
  const byId = useGroup(groupId ?? 0, { enabled: valid && fromList === undefined });

  const selected: SelectedGroup =
    groupId === undefined
      ? { state: 'none' }
      : !valid
        ? { state: 'not-found' }
        : fromList
          ? { state: 'found', group: fromList }
          : byId.data
            ? { state: 'found', group: byId.data }
            : byId.data === null
              ? { state: 'not-found' }
              : byId.isPending
                ? { state: 'loading' }
                : { state: 'failed', retry: () => void byId.refetch() };
  return selected;
}
