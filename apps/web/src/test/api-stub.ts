import { vi } from 'vitest';
import type { Authorization } from '../lib/authorization.ts';
import { demoAuthorizations } from './authorization-fixtures.ts';
import { jsonResponse, stubFetch } from './fetch-mock.ts';

type SignedInStub = {
  session?: Partial<{
    givenName: string;
    familyName: string;
    ghostingAs: number | null;
    avatarImage: string | null;
  }>;
  /** A Response to answer GET /api/authorization with something other than 200. */
  authorization?: Authorization | Response;
  readableList?: unknown;
};

/** A signed-in user's API: the session, the authorization and the readable list; DELETE signs out. */
export function stubSignedIn({
  session,
  authorization = demoAuthorizations.admin,
  readableList,
}: SignedInStub = {}) {
  return stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/authenticate' && init.method === 'DELETE')
      return new Response(null, { status: 204 });
    if (pathname === '/api/authenticate') {
      return jsonResponse(200, {
        givenName: 'Anna',
        familyName: 'Ek',
        ghostingAs: null,
        avatarImage: null,
        ...session,
      });
    }
    if (pathname === '/api/authorization') {
      return authorization instanceof Response ? authorization : jsonResponse(200, authorization);
    }
    if (pathname === '/api/authorization/readable-list')
      return jsonResponse(200, readableList ?? { locations: [] });
    return jsonResponse(404, { error: { statusCode: 404, message: `${pathname} is not stubbed` } });
  });
}

/** Makes MUI's media queries match, as on a wide screen (jsdom has no matchMedia: everything is narrow). */
export function stubWideScreen() {
  const mediaQueryList = (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', mediaQueryList);
}
