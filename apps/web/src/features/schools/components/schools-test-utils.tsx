import type { RequestHandler } from 'msw';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { type SchoolsState, schoolsHandlers, schoolsState } from '@/test/handlers/schools.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { SchoolsPage } from './schools-page.tsx';

type RenderOptions = {
  authorization?: Authorization;
  state?: SchoolsState;
  /** Handlers that answer before the state's (a held or failing answer). */
  handlers?: RequestHandler[];
};

/** The school units screen at the address, signed in as the administrator unless told. */
export function renderSchoolsPage(entry = '/school', options: RenderOptions = {}) {
  const { authorization = demoAuthorizations.admin, state = schoolsState(), handlers = [] } = options;
  // The first handler given to server.use answers first.
  server.use(...handlers, authorizationHandlers.authorization(authorization), ...schoolsHandlers(state));
  const rendered = renderRoutes([{ path: '/school', element: <SchoolsPage /> }], entry);
  return { ...rendered, state };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};
