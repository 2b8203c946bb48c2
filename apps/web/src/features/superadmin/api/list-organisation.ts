import type { TOrganisationLocation, TOrganisationLocations } from '@kansli/domain/organisation/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type OrganisationUnit = TOrganisationLocation;

/** GET /api/organisation/locations: every unit of the organisation, ended ones too. */
export function listOrganisation(signal?: AbortSignal): Promise<OrganisationUnit[]> {
  return api
    .get<TOrganisationLocations>('/api/organisation/locations', { signal })
    .then((answer) => answer.locations);
}

export function organisationQueryOptions() {
  return queryOptions({
    queryKey: superadminQueryKeys.organisation,
    queryFn: ({ signal }) => listOrganisation(signal),
    // The tab says so itself.
    meta: { silent: true },
  });
}

export function useOrganisation() {
  return useQuery(organisationQueryOptions());
}
