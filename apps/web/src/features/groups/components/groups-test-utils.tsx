import type { RequestHandler } from 'msw';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { type GroupsState, groupsHandlers, groupsState } from '@/test/handlers/groups.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { GroupsPage } from './groups-page.tsx';

type RenderOptions = {
  authorization?: Authorization;
  state?: GroupsState;
  /** Handlers that answer before the state's (a held or failing answer). */
  handlers?: RequestHandler[];
};

/** The groups screen at the address, signed in as the administrator unless told. */
export function renderGroupsPage(entry = '/groups', options: RenderOptions = {}) {
  const { authorization = demoAuthorizations.admin, state = groupsState(), handlers = [] } = options;
  // The first handler given to server.use answers first.
  server.use(...handlers, authorizationHandlers.authorization(authorization), ...groupsHandlers(state));
  const page = <GroupsPage />;
  const rendered = renderRoutes(
    [
      { path: '/groups', element: page },
      { path: '/groups/:id', element: page },
      { path: '/person/:id', element: <h1>Personsidan</h1> },
    ],
    entry,
  );
  return { ...rendered, state };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};
