import type { TGroup, TGroupSearchResponse } from '@kansli/domain/groups/groups';
import type { QueryClient } from '@tanstack/react-query';
import { unitQueryKeys } from '@/lib/api/query-keys.ts';

// The groups area's query keys: the searches, one group looked up by its id, and a group's members.
export const groupQueryKeys = {
  all: unitQueryKeys.groups,
  searches: ['groups', 'search'] as const,
  search: (query: { search: string; pageIndex: number }) => ['groups', 'search', query] as const,
  group: (groupId: number) => ['groups', 'group', groupId] as const,
  members: (groupId: number) => ['groups', 'group', groupId, 'members'] as const,
} as const;

/**
 * Puts the group a change answered wherever it is cached: the card shows it at once, and the list it
 * was chosen from agrees, without searching again.
 */
export function storeGroup(queryClient: QueryClient, group: TGroup): void {
  queryClient.setQueryData<TGroup | null>(groupQueryKeys.group(group.id), group);
  queryClient.setQueriesData<TGroupSearchResponse>({ queryKey: groupQueryKeys.searches }, (answer) =>
    answer?.groups.some((listed) => listed.id === group.id)
      ? { ...answer, groups: answer.groups.map((listed) => (listed.id === group.id ? group : listed)) }
      : answer,
  );
}
