import { holdsAnyFlag } from '@kansli/domain/access/authorization';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { type Area, areas } from '../areas.tsx';

/** The menu entries the user may see; without an authorization (it failed to load), the always-shown ones. */
export function visibleMenuEntries(authorization: Authorization | undefined): Area[] {
  return areas.filter(
    ({ menuFlags }) =>
      menuFlags === null ||
      (authorization !== undefined && holdsAnyFlag(authorization, 'adminMenu', menuFlags)),
  );
}

/** An entry stays selected on the pages below it (/person/42 selects Personer). */
export function isMenuEntrySelected(area: Area, pathname: string): boolean {
  return pathname === area.path || pathname.startsWith(`${area.path}/`);
}
