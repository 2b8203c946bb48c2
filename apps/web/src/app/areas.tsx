import type { FlagKey, Permission } from '@kansli/domain/access/catalogue';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import LaptopChromebookIcon from '@mui/icons-material/LaptopChromebook';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SmsIcon from '@mui/icons-material/Sms';
import SyncIcon from '@mui/icons-material/Sync';
import type SvgIcon from '@mui/material/SvgIcon';
import { type Preloadable, preloadable } from '@/lib/preloadable.tsx';

// The router, the side menu and the route guards all read this list: adding an area is one entry.
// It loads with the login page, so it imports only types of the domain, and its pages lazily: as
// `preloadable` components rather than with the router's `lazy`, which would fetch them before the
// auth check has decided between the login screen and the app (preload-route.ts starts that early only
// for a signed-in page's address).

export type Area = {
  /** The menu entry's text. */
  label: string;
  /** Where the area starts and its menu entry leads; the entry stays selected on the pages below. */
  path: `/${string}`;
  /** The routes below `path`, relative to it: ':id' is /person/:id. */
  subPaths?: readonly string[];
  Icon: typeof SvgIcon;
  /** adminMenu flags of which the user must hold one to see the menu entry; null: always shown. */
  menuFlags: readonly FlagKey<'adminMenu'>[] | null;
  /** The flag the user must hold at some location to open the area, beyond being signed in. */
  guard?: Permission;
  /** The area's page, loaded when first shown. */
  Page: Preloadable<object>;
};

const DashboardPage = preloadable(() =>
  import('./routes/dashboard.tsx').then((module) => module.DashboardPage),
);
const PreschoolPage = preloadable(() =>
  import('@/features/preschool/components/preschool-page.tsx').then((module) => module.PreschoolPage),
);
const PersonsPage = preloadable(() =>
  import('@/features/persons/components/persons-page.tsx').then((module) => module.PersonsPage),
);
const SchoolsPage = preloadable(() =>
  import('@/features/schools/components/schools-page.tsx').then((module) => module.SchoolsPage),
);
const SynchronizationsPage = preloadable(() =>
  import('@/features/schools/components/synchronizations/synchronizations-page.tsx').then(
    (module) => module.SynchronizationsPage,
  ),
);
const GroupsPage = preloadable(() =>
  import('@/features/groups/components/groups-page.tsx').then((module) => module.GroupsPage),
);
const SuperadminPage = preloadable(() =>
  import('@/features/superadmin/components/superadmin-page.tsx').then((module) => module.SuperadminPage),
);
const DevicesPage = preloadable(() =>
  import('@/features/devices/components/devices-page.tsx').then((module) => module.DevicesPage),
);
const ChromebookInvoicesPage = preloadable(() =>
  import('@/features/chromebook-invoices/components/chromebook-invoices-page.tsx').then(
    (module) => module.ChromebookInvoicesPage,
  ),
);
const CommunicationPage = preloadable(() =>
  import('@/features/communication/components/communication-page.tsx').then(
    (module) => module.CommunicationPage,
  ),
);
const StudybuddyPage = preloadable(() =>
  import('@/features/studybuddy/components/studybuddy-page.tsx').then((module) => module.StudybuddyPage),
);
/** Spec part 1 §2.1 and part 2 §2, in the menu's order of spec 2.2. */
export const areas: readonly Area[] = [
  { label: 'Dashboard', path: '/dashboard', Icon: DashboardIcon, menuFlags: null, Page: DashboardPage },
  {
    label: 'Personer',
    path: '/person',
    subPaths: [':id'],
    Icon: PeopleIcon,
    menuFlags: ['PERSONS'],
    // Spec 6: a location-level check, the menu flag at some location.
    guard: { segment: 'adminMenu', flag: 'PERSONS' },
    Page: PersonsPage,
  },
  {
    label: 'Grupper',
    path: '/groups',
    subPaths: [':id'],
    Icon: GroupsIcon,
    menuFlags: ['GROUPS'],
    // The search and every group's calls need the menu flag at the group's unit (apps/server/src/modules/groups).
    guard: { segment: 'adminMenu', flag: 'GROUPS' },
    Page: GroupsPage,
  },
  {
    label: 'Studybuddy',
    path: '/studybuddy',
    Icon: AutoStoriesIcon,
    // Shown to everyone; only holders of the flag get past the guard.
    menuFlags: null,
    guard: { segment: 'studybuddy', flag: 'ACCESS' },
    Page: StudybuddyPage,
  },
  {
    label: 'Förskoleadministration',
    path: '/billing/preschool',
    subPaths: [':subroute'],
    Icon: ChildCareIcon,
    menuFlags: ['PRESCHOOL'],
    guard: { segment: 'preschool', flag: 'ACCESS' },
    Page: PreschoolPage,
  },
  {
    label: 'Enheter',
    path: '/school',
    Icon: ApartmentIcon,
    menuFlags: ['LOCATIONS'],
    // The units list and every unit's calls need the menu flag (apps/server/src/modules/schools).
    guard: { segment: 'adminMenu', flag: 'LOCATIONS' },
    Page: SchoolsPage,
  },
  {
    label: 'Chromedatorer',
    path: '/devices',
    subPaths: [':id'],
    Icon: LaptopChromebookIcon,
    menuFlags: ['CHROMEBOOKS'],
    // The search and the card need the menu flag (apps/server/src/modules/devices).
    guard: { segment: 'adminMenu', flag: 'CHROMEBOOKS' },
    Page: DevicesPage,
  },
  {
    label: 'CB Fakturering',
    path: '/device-invoice-list',
    Icon: ReceiptLongIcon,
    menuFlags: ['CBBILLING'],
    // The search, the fetch and every step need the menu flag (apps/server/src/modules/chromebooks).
    guard: { segment: 'adminMenu', flag: 'CBBILLING' },
    Page: ChromebookInvoicesPage,
  },
  {
    label: 'Kommunikation',
    path: '/communication',
    Icon: SmsIcon,
    menuFlags: ['COMMUNICATION'],
    Page: CommunicationPage,
  },
  {
    label: 'Synkronisering',
    path: '/synchronizations',
    Icon: SyncIcon,
    menuFlags: ['SYNCS'],
    // The overview and every start need the menu flag (apps/server/src/modules/schools).
    guard: { segment: 'adminMenu', flag: 'SYNCS' },
    Page: SynchronizationsPage,
  },
  {
    label: 'Superadmin',
    path: '/superadmin',
    Icon: AdminPanelSettingsIcon,
    menuFlags: ['SUPERADMIN'],
    // The roles, segments and grants calls need the menu flag (apps/server/src/modules/superadmin).
    guard: { segment: 'adminMenu', flag: 'SUPERADMIN' },
    Page: SuperadminPage,
  },
];

/**
 * The area whose pages the path opens. The app's root, which signed in leads to the preschool screen,
 * is none: it is the address of the login page too.
 */
export function areaAt(pathname: string): Area | undefined {
  return areas.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`));
}

/** The area's route paths below the app's root: 'person' and 'person/:id'. */
export function routePathsOf({ path, subPaths = [] }: Area): string[] {
  const base = path.slice(1);
  return [base, ...subPaths.map((subPath) => `${base}/${subPath}`)];
}
