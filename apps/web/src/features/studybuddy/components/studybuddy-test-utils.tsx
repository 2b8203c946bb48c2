import type { RequestHandler } from 'msw';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { type StudybuddyState, studybuddyHandlers, studybuddyState } from '@/test/handlers/studybuddy.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { StudybuddyPage } from './studybuddy-page.tsx';

/** The study-buddy screen at the address, over a fresh fake API unless given one. */
export function renderStudybuddyPage(
  entry = '/studybuddy',
  { state = studybuddyState(), handlers = [] }: { state?: StudybuddyState; handlers?: RequestHandler[] } = {},
) {
  // The first handler given to server.use answers first.
  server.use(
    ...handlers,
    authorizationHandlers.authorization(demoAuthorizations.admin),
    ...studybuddyHandlers(state),
  );
  const rendered = renderRoutes([{ path: '/studybuddy', element: <StudybuddyPage /> }], entry);
  return { ...rendered, state };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/** The path of each request, with its method: 'POST /api/cbot/subject/create'. */
export const callsOf = (requests: Request[]) =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
