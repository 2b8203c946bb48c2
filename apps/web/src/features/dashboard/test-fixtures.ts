import type { ReadableLocation } from './api/get-readable-authorizations.ts';

function location(
  id: number,
  parent_id: number | null,
  name: string,
  roles: string[] = [],
  authorizations: ReadableLocation['authorization']['authorizations'] = [],
): ReadableLocation {
  return { id, parent_id, name, authorization: { roles, authorizations } };
}

/** A head of preschool at Solrosen and a teacher at a school: two branches under the root. */
export const readableLocations: ReadableLocation[] = [
  location(1, null, 'Nordljus Utbildning'),
  location(201, 1, 'Nordljus grundskola Centrum', ['Lärare']),
  location(100, 1, 'Nordljus Förskolor'),
  location(
    101,
    100,
    'Förskolan Solrosen',
    ['Förskolechef'],
    [
      { name: 'Adminmeny', authorization_list: 'Förskoleadministration' },
      { name: 'Förskola', authorization_list: 'Åtkomst, Fakturering' },
    ],
  ),
];
