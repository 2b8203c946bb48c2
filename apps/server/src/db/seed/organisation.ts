import type { BuiltInRoleName } from '@kansli/domain/access/built-in-roles';

import { ORGANISATION_ROOT_ID } from '@kansli/domain/organisation/locations';

export { ORGANISATION_ROOT_ID };
export const PRESCHOOL_ROOT_ID = 100;

/** The Freshservice department of a school unit, which its device cases are filed under. */
export const freshserviceDepartmentId = (locationId: number) => 27_000_000_000 + locationId;

export interface SeedLocation {
  id: number;
  parentId: number | null;
  name: string;
  businessId: number | null;
  costCenter: string | null;
  kind: 'organisation' | 'staff' | 'preschool-root' | 'preschool' | 'grundskola' | 'gymnasium' | 'komvux';
}

const preschool = (id: number, name: string): SeedLocation => ({
  id,
  parentId: PRESCHOOL_ROOT_ID,
  name: `Förskolan ${name}`,
  businessId: 100,
  costCenter: `41${String(id).padStart(2, '0').slice(-2)}`,
  kind: 'preschool',
});

export const seedLocations: SeedLocation[] = [
  {
    id: 1,
    parentId: null,
    name: 'Nordljus Utbildning',
    businessId: null,
    costCenter: '1000',
    kind: 'organisation',
  },
  { id: 10, parentId: 1, name: 'Nordljus Stab', businessId: null, costCenter: '1010', kind: 'staff' },
  {
    id: 100,
    parentId: 1,
    name: 'Nordljus Förskolor',
    businessId: 100,
    costCenter: '4100',
    kind: 'preschool-root',
  },
  preschool(101, 'Solrosen'),
  preschool(102, 'Blåklockan'),
  preschool(103, 'Lärkan'),
  preschool(104, 'Ekorren'),
  preschool(105, 'Vitsippan'),
  preschool(106, 'Näckrosen'),
  {
    id: 201,
    parentId: 1,
    name: 'Nordljus grundskola Centrum',
    businessId: 200,
    costCenter: '5201',
    kind: 'grundskola',
  },
  {
    id: 202,
    parentId: 1,
    name: 'Nordljus grundskola Västra',
    businessId: 200,
    costCenter: '5202',
    kind: 'grundskola',
  },
  {
    id: 211,
    parentId: 1,
    name: 'Nordljus gymnasium Göteborg',
    businessId: 200,
    costCenter: '5211',
    kind: 'gymnasium',
  },
  {
    id: 212,
    parentId: 1,
    name: 'Nordljus gymnasium Malmö',
    businessId: 200,
    costCenter: '5212',
    kind: 'gymnasium',
  },
  {
    id: 221,
    parentId: 1,
    name: 'Nordljus komvux Stockholm',
    businessId: 300,
    costCenter: '5221',
    kind: 'komvux',
  },
];

export interface DemoAccount {
  email: string;
  givenName: string;
  familyName: string;
  role: BuiltInRoleName;
  locationId: number;
  description: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@kansli.test',
    givenName: 'Astrid',
    familyName: 'Lindqvist',
    role: 'Administratör',
    locationId: ORGANISATION_ROOT_ID,
    description: 'Administratör – alla behörigheter',
  },
  {
    email: 'forskolechef@kansli.test',
    givenName: 'Maria',
    familyName: 'Johansson',
    role: 'Förskolechef',
    locationId: 101,
    description: 'Förskolechef på Förskolan Solrosen – åtkomst och fakturering',
  },
  {
    email: 'forskollarare@kansli.test',
    givenName: 'Elin',
    familyName: 'Svensson',
    role: 'Förskollärare',
    locationId: 101,
    description: 'Förskollärare på Förskolan Solrosen – åtkomst utan fakturering',
  },
  {
    email: 'support@kansli.test',
    givenName: 'Jonas',
    familyName: 'Berg',
    role: 'Supportpersonal',
    locationId: ORGANISATION_ROOT_ID,
    description: 'Support – personer, enhetsroller och skuggning',
  },
  {
    email: 'larare@kansli.test',
    givenName: 'Karin',
    familyName: 'Nilsson',
    role: 'Lärare',
    locationId: 201,
    description: 'Lärare – inga adminbehörigheter',
  },
];
