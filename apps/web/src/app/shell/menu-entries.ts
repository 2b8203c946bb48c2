import { holdsAnyFlag } from '@kansli/domain/access/authorization';
import type { FlagKey } from '@kansli/domain/access/catalogue';
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
import type { Authorization } from '../../lib/authorization.ts';

export type MenuEntry = {
  label: string;
  path: string;
  Icon: typeof DashboardIcon;
  /** adminMenu flags of which the user must hold one; null: always shown. */
  flags: readonly FlagKey<'adminMenu'>[] | null;
};

/** Spec 2.2, in its order. */
export const menuEntries: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/dashboard', Icon: DashboardIcon, flags: null },
  { label: 'Personer', path: '/person', Icon: PeopleIcon, flags: ['PERSONS'] },
  { label: 'Grupper', path: '/groups', Icon: GroupsIcon, flags: ['GROUPS'] },
  { label: 'Studybuddy', path: '/studybuddy', Icon: AutoStoriesIcon, flags: null },
  { label: 'Förskoleadministration', path: '/billing/preschool', Icon: ChildCareIcon, flags: ['PRESCHOOL'] },
  { label: 'Enheter', path: '/school', Icon: ApartmentIcon, flags: ['LOCATIONS'] },
  { label: 'Chromedatorer', path: '/devices', Icon: LaptopChromebookIcon, flags: ['CHROMEBOOKS'] },
  { label: 'CB Fakturering', path: '/device-invoice-list', Icon: ReceiptLongIcon, flags: ['CBBILLING'] },
  { label: 'Kommunikation', path: '/communication', Icon: SmsIcon, flags: ['COMMUNICATION'] },
  { label: 'Synkronisering', path: '/synchronizations', Icon: SyncIcon, flags: ['SYNCS'] },
  { label: 'Superadmin', path: '/superadmin', Icon: AdminPanelSettingsIcon, flags: ['SUPERADMIN'] },
];

/** The entries the user may see; without an authorization (it failed to load) only the always-shown ones. */
export function visibleMenuEntries(authorization: Authorization | undefined): MenuEntry[] {
  return menuEntries.filter(
    ({ flags }) =>
      flags === null || (authorization !== undefined && holdsAnyFlag(authorization, 'adminMenu', flags)),
  );
}

/** An entry stays selected on the pages below it (/person/42 selects Personer). */
export function isMenuEntrySelected(entry: MenuEntry, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
