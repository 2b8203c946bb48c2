import { unitQueryKeys } from '@/lib/api/query-keys.ts';

// The person area's query keys. A change to a person makes everything under that person stale, and
// the searches too, since a hit carries names and roles.
export const personQueryKeys = {
  all: unitQueryKeys.persons,
  searches: ['persons', 'search'],
  search: (query: { search: string; pageIndex: number }) => ['persons', 'search', query] as const,
  person: (personId: number) => ['persons', 'person', personId] as const,
  locationRoles: (personId: number) => ['persons', 'person', personId, 'location-roles'] as const,
  guardians: (personId: number) => ['persons', 'person', personId, 'guardians'] as const,
  pupils: (personId: number) => ['persons', 'person', personId, 'pupils'] as const,
  permissions: (personId: number) => ['persons', 'person', personId, 'permissions'] as const,
  setupEmail: (personId: number) => ['persons', 'person', personId, 'setup-email'] as const,
  history: (personId: number) => ['persons', 'person', personId, 'history'] as const,
  roleSearch: (query: string) => ['persons', 'role-search', query] as const,
  guardianSearch: (query: string) => ['persons', 'guardian-search', query] as const,
} as const;

/** The keys a change to the person makes stale. */
export const invalidatedByPersonChange = (personId: number) => [
  personQueryKeys.person(personId),
  personQueryKeys.searches,
];
