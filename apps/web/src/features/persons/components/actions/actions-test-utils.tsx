import type { TPersonCard } from '@kansli/domain/persons/person-card';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { karlCard } from '@/test/handlers/person-actions.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { PersonActions } from './person-actions.tsx';

/** Renders the card's buttons for the person, signed in with the permissions (a support user by default). */
export function renderActions(
  person: TPersonCard = karlCard,
  { authorization = demoAuthorizations.support }: { authorization?: Authorization } = {},
) {
  server.use(authorizationHandlers.authorization(authorization));
  return renderRoutes([{ path: '*', element: <PersonActions person={person} /> }], '/');
}

/** The card with changes to its extension. */
export function cardWith(extension: Partial<TPersonCard['extension']>, person: TPersonCard = karlCard) {
  return { ...person, extension: { ...person.extension, ...extension } };
}

export const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};
