import type { RequestHandler } from 'msw';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { type PersonsState, personsHandlers, personsState } from '@/test/handlers/persons.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { PersonDetail } from './card/person-detail.tsx';
import { PersonsPage } from './persons-page.tsx';

type RenderOptions = {
  authorization?: Authorization;
  state?: PersonsState;
  /** Handlers that answer before the state's (a held or failing answer). */
  handlers?: RequestHandler[];
};

function serveApi({
  authorization = demoAuthorizations.support,
  state = personsState(),
  handlers = [],
}: RenderOptions) {
  // The first handler given to server.use answers first.
  server.use(...handlers, authorizationHandlers.authorization(authorization), ...personsHandlers(state));
  return state;
}

/** The person screen at the address, signed in as support (PERSONS, EDIT_ROLES at 1) unless told. */
export function renderPersonsPage(entry = '/person', options: RenderOptions = {}) {
  const state = serveApi(options);
  const page = <PersonsPage />;
  const rendered = renderRoutes(
    [
      { path: '/person', element: page },
      { path: '/person/:id', element: page },
    ],
    entry,
  );
  return { ...rendered, state };
}

/** The card of one person, on its own. */
export function renderPersonCard(personId: number, options: RenderOptions = {}) {
  const state = serveApi(options);
  const rendered = renderRoutes([{ path: '*', element: <PersonDetail personId={personId} /> }], '/person');
  return { ...rendered, state };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};
