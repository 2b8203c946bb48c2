import { useSearchRoute } from '@/components/search/use-search-route.ts';

/** The groups screen's state in its address: /groups/{id}?search=…&page=… (spec part 2, 2). */
export function useGroupRoute() {
  return useSearchRoute('/groups');
}
