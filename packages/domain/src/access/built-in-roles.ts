import { type FlagKey, type SegmentKey, segmentCatalogue } from './catalogue.ts';

// The roles Kansli's code relies on: a new database gets each with its default grants, and every start
// adds one that is missing. Administrators may change their grants, but not delete or rename them;
// 'Administratör' always holds every flag of the catalogue.

/** Segment key → the keys of the flags granted in it. */
export type RoleGrants = { readonly [S in SegmentKey]?: readonly FlagKey<S>[] };

export interface BuiltInRole {
  name: string;
  description: string;
  /** What a role gets when it is created; an existing role keeps the grants administrators gave it. */
  grants: RoleGrants;
}

export const ADMINISTRATOR_ROLE = 'Administratör';

/** The answer (409) to a change that would leave no one holding 'Administratör', or SUPERADMIN. */
export const LAST_ADMINISTRATOR_MESSAGE =
  'Den sista Administratören kan inte tas bort. Ge rollen till någon annan först.';

/** The answer (403) to giving, or taking, a role or a flag that the one asking does not hold there. */
export const GRANT_BEYOND_OWN_MESSAGE =
  'Du kan bara ge behörigheter som du själv har. Be en administratör att göra ändringen.';

/** The answer (403) to changing unit roles while acting as someone else. */
export const ROLES_WHILE_GHOSTING_MESSAGE =
  'Enhetsroller kan inte ändras medan du skuggar någon. Avsluta skuggningen först.';

/** The answer (409) to taking one of the code's flags from 'Administratör'. */
export const ADMINISTRATOR_KEEPS_EVERY_FLAG_MESSAGE =
  'Rollen Administratör har alltid alla Kanslis behörigheter och kan inte förlora någon av dem. Ge i stället personerna en annan roll.';

const everyFlag = Object.fromEntries(
  segmentCatalogue.map((segment) => [segment.key, segment.flags.map((flag) => flag.key)]),
) as RoleGrants;

export const builtInRoles = [
  { name: ADMINISTRATOR_ROLE, description: 'Full behörighet i hela organisationen', grants: everyFlag },
  {
    name: 'Förskolechef',
    description: 'Leder en förskoleenhet och fakturerar avgifter',
    grants: { adminMenu: ['PRESCHOOL'], preschool: ['ACCESS', 'BILLING'] },
  },
  {
    name: 'Förskollärare',
    description: 'Hanterar barn och vårdnadshavare på sin förskola',
    grants: { adminMenu: ['PRESCHOOL'], preschool: ['ACCESS'] },
  },
  {
    name: 'Supportpersonal',
    description: 'IT-support för personal och elever',
    grants: { adminMenu: ['PERSONS'], support: ['EDIT_ROLES', 'GHOST'] },
  },
  {
    name: 'Rektor',
    description: 'Leder en skolenhet',
    grants: { adminMenu: ['GROUPS', 'LOCATIONS'] },
  },
  {
    name: 'Ekonom',
    description: 'Ekonomiavdelningen',
    grants: { adminMenu: ['PRESCHOOL', 'CBBILLING'], preschool: ['ACCESS', 'BILLING', 'READ_ALL_PERSONS'] },
  },
  { name: 'Barnskötare', description: 'Arbetar i barngrupp på förskola', grants: {} },
  // The school-system import gives these three (MANAGED_ROLES); they grant nothing by themselves.
  { name: 'Lärare', description: 'Undervisar på en skolenhet', grants: {} },
  { name: 'Elev', description: 'Elev på en skolenhet', grants: {} },
  { name: 'Vårdnadshavare', description: 'Vårdnadshavare till elev', grants: {} },
] as const satisfies readonly BuiltInRole[];

export type BuiltInRoleName = (typeof builtInRoles)[number]['name'];

export function isBuiltInRole(name: string): boolean {
  return builtInRoles.some((role) => role.name === name);
}
