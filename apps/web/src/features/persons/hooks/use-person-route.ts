import { useSearchRoute } from '@/components/search/use-search-route.ts';

/** The person screen's state in its address: /person/{id}?search=…&page=… (spec 2.4). */
export function usePersonRoute() {
  return useSearchRoute('/person');
}
