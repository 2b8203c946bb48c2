// The permission segments and flags the product checks. The database holds the same catalogue,
// so a superadmin can add more; these are the ones the code relies on.

export type SegmentScope = 'global' | 'location';

export interface FlagDefinition {
  key: string;
  name: string;
  description: string;
  bit: number;
}

export interface SegmentDefinition {
  key: string;
  name: string;
  description: string;
  scope: SegmentScope;
  flags: readonly FlagDefinition[];
}

const flag = <K extends string>(key: K, bit: number, name: string, description: string) => ({
  key,
  bit,
  name,
  description,
});

export const segmentCatalogue = [
  {
    key: 'adminMenu',
    name: 'Adminmeny',
    description: 'Vilka delar av menyn som visas',
    scope: 'global',
    flags: [
      flag('PERSONS', 1, 'Personer', 'Personadministration'),
      flag('GROUPS', 2, 'Grupper', 'Grupper och medlemmar'),
      flag('PRESCHOOL', 4, 'Förskoleadministration', 'Förskolornas barn, vårdnadshavare och avgifter'),
      flag('LOCATIONS', 8, 'Enheter', 'Skolenheter och synkronisering'),
      flag('CHROMEBOOKS', 16, 'Chromedatorer', 'Sök bland Chromebooks'),
      flag('CBBILLING', 32, 'CB Fakturering', 'Fakturering av skadade Chromebooks'),
      flag('COMMUNICATION', 64, 'Kommunikation', 'SMS-utskick'),
      flag('SYNCS', 128, 'Synkronisering', 'Synkronisering med skolsystemen'),
      flag('SUPERADMIN', 256, 'Superadmin', 'Roller, behörigheter och databas'),
    ],
  },
  {
    key: 'support',
    name: 'Support',
    description: 'Stöd till användare',
    scope: 'location',
    flags: [
      flag('EDIT_ROLES', 1, 'Redigera enhetsroller', 'Lägga till och ta bort roller på enheter'),
      flag('GHOST', 2, 'Skugga', 'Agera som en annan person'),
    ],
  },
  {
    key: 'preschool',
    name: 'Förskola',
    description: 'Förskoleadministration',
    scope: 'location',
    flags: [
      flag('ACCESS', 1, 'Åtkomst', 'Se och redigera barn och vårdnadshavare på enheten'),
      flag('BILLING', 2, 'Fakturering', 'Fakturera förskoleavgifter på enheten'),
      flag('READ_ALL_PERSONS', 4, 'Läsa alla personer', 'Exportera alla barn till kalkylark'),
    ],
  },
  {
    key: 'auth',
    name: 'Behörigheter',
    description: 'Administration av behörigheter',
    scope: 'global',
    flags: [
      flag('PERMISSION_ADMIN', 1, 'Behörighetsadministratör', 'Ändra personers och rollers behörigheter'),
    ],
  },
  {
    key: 'communication',
    name: 'Kommunikation',
    description: 'Utskick',
    scope: 'global',
    flags: [flag('SMSSEND', 1, 'Skicka SMS', 'Skicka SMS till många mottagare')],
  },
  {
    key: 'studybuddy',
    name: 'Studybuddy',
    description: 'Ämnen för studiechatten',
    scope: 'global',
    flags: [flag('ACCESS', 1, 'Åtkomst', 'Hantera ämnen')],
  },
] as const satisfies readonly SegmentDefinition[];

type Catalogue = typeof segmentCatalogue;

/** The key of a segment of the catalogue: a misspelt segment fails the type check. */
export type SegmentKey = Catalogue[number]['key'];

/** The key of a flag of segment S: a flag of another segment, or a misspelt one, fails the type check. */
export type FlagKey<S extends SegmentKey> = Extract<Catalogue[number], { key: S }>['flags'][number]['key'];

/** One flag of one segment, as every permission check names it. */
export type Permission = { [S in SegmentKey]: { segment: S; flag: FlagKey<S> } }[SegmentKey];

/** The bit mask of every flag of a segment. */
export function allFlagsOf(segment: SegmentDefinition): number {
  return segment.flags.reduce((mask, f) => mask | f.bit, 0);
}
