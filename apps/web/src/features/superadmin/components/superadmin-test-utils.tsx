import type { RequestHandler } from 'msw';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { type DatabaseState, databaseHandlers, databaseState } from '@/test/handlers/database.ts';
import { type SuperadminState, superadminHandlers, superadminState } from '@/test/handlers/superadmin.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { SuperadminPage } from './superadmin-page.tsx';

type RenderOptions = {
  state?: SuperadminState;
  database?: DatabaseState;
  /** Handlers that answer before the state's (a held or failing answer). */
  handlers?: RequestHandler[];
};

/** The superadmin screen at the address, signed in as the administrator. */
export function renderSuperadminPage(entry = '/superadmin', options: RenderOptions = {}) {
  const { state = superadminState(), database = databaseState(), handlers = [] } = options;
  // The first handler given to server.use answers first.
  server.use(
    ...handlers,
    authorizationHandlers.authorization(demoAuthorizations.admin),
    ...superadminHandlers(state),
    ...databaseHandlers(database),
  );
  const rendered = renderRoutes([{ path: '/superadmin', element: <SuperadminPage /> }], entry);
  return { ...rendered, state, database };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

export const ROLES_VIEW = '/superadmin?tab=1&view=0';
export const SETTINGS_VIEW = '/superadmin?tab=1&view=1';
export const DATABASE_TAB = '/superadmin?tab=2&view=0';
export const AUDIT_TAB = '/superadmin?tab=3&view=0';
export const INTEGRATIONS_TAB = '/superadmin?tab=4&view=0';
export const ORGANISATION_TAB = '/superadmin?tab=5&view=0';
