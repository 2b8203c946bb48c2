import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers } from '@/test/handlers/auth.ts';
import { fakeIdToken } from '@/test/id-token.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import type { AuthConfig } from '../api/get-auth-config.ts';
import { useSession } from '../api/get-session.ts';
import { beginSignIn } from '../utils/sign-in-request.ts';
import { AuthCallback } from './auth-callback.tsx';
import { LoginScreen } from './login-screen.tsx';

const config: AuthConfig = {
  authorizationEndpoint: 'https://idp.example/authorize',
  clientId: 'kansli',
  redirectUri: 'http://localhost:3000/auth/callback',
  scope: 'openid profile email',
  extraParams: {},
};

/** Stands in for the app's auth gate: the signed-in page or the login screen. */
function SignedInOrLogin() {
  const { data: session, isPending } = useSession();
  if (isPending) return null;
  return session ? <h1>Inloggad som {session.givenName}</h1> : <LoginScreen />;
}

const routes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallback /> },
  { path: '*', element: <SignedInOrLogin /> },
];

/** Starts a sign-in from /person/12 as the login button would, and returns its state and nonce. */
function startSignIn() {
  const url = new URL(beginSignIn(config, '/person/12', 'nonce-from-the-server'));
  return { state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '' };
}

function openCallback(hash: string) {
  // The browser's own address, so the test can see the token leave it.
  window.history.replaceState(null, '', `/auth/callback${hash}`);
  return renderRoutes(routes, `/auth/callback${hash}`);
}

async function findAccessDenied() {
  return screen.findByRole('dialog', { name: 'Access Denied' });
}

describe('AuthCallback', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('rejects a state mismatch with the Access Denied dialog without calling the server', async () => {
    const requests = recordRequests();
    const { nonce } = startSignIn();

    openCallback(`#id_token=${fakeIdToken({ nonce })}&state=someone-elses-state`);

    const dialog = await findAccessDenied();
    expect(within(dialog).getByText('You are not authorized to access this page.')).toBeDefined();
    expect(within(dialog).getByText('Contact IT-support to gain access.')).toBeDefined();
    expect(requests).toEqual([]);
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows the login screen when OK closes the dialog', async () => {
    startSignIn();
    const { router } = openCallback('#id_token=x.y.z&state=wrong');

    await userEvent.click(within(await findAccessDenied()).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/person/12');
  });

  it('rejects a token whose nonce is not the one sent', async () => {
    const requests = recordRequests();
    const { state } = startSignIn();

    openCallback(`#id_token=${fakeIdToken({ nonce: 'another-nonce' })}&state=${state}`);

    await findAccessDenied();
    expect(requests).toEqual([]);
  });

  it("rejects the identity provider's error answer", async () => {
    const requests = recordRequests();
    const { state } = startSignIn();

    openCallback(`#error=access_denied&error_description=User%20cancelled&state=${state}`);

    await findAccessDenied();
    expect(requests).toEqual([]);
  });

  it('posts the id token as a bearer token and returns to the page where sign-in started', async () => {
    server.use(authHandlers.signIn(), authHandlers.session());
    const requests = recordRequests();
    const { state, nonce } = startSignIn();
    const idToken = fakeIdToken({ nonce, sub: 'anna' });

    const { router } = openCallback(`#id_token=${idToken}&state=${state}`);

    expect(await screen.findByRole('heading', { name: 'Inloggad som Anna' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/person/12');
    expect(requests.map((request) => `${request.method} ${pathOf(request)}`)).toEqual([
      'POST /api/authenticate',
      'GET /api/authenticate',
    ]);
    const [signIn] = requests;
    expect(signIn?.body).toBeNull();
    expect(signIn?.headers.get('Authorization')).toBe(`Bearer ${idToken}`);
    expect(signIn?.headers.get('X-Requested-With')).toBe('kansli');
  });

  it('opens Access Denied, and no error notice, when the server rejects the person (403)', async () => {
    server.use(http.post('/api/authenticate', () => apiError(403, 'Unknown person')));
    const requests = recordRequests();
    const { state, nonce } = startSignIn();

    openCallback(`#id_token=${fakeIdToken({ nonce })}&state=${state}`);

    await findAccessDenied();
    expect(requests.map((request) => `${request.method} ${pathOf(request)}`)).toEqual([
      'POST /api/authenticate',
    ]);
    expect(screen.queryByText(/ERROR 403/)).toBeNull();
  });

  it('shows the error notice, not Access Denied, when the server fails', async () => {
    server.use(http.post('/api/authenticate', () => apiError(500, 'Databasen svarar inte')));
    const { state, nonce } = startSignIn();

    openCallback(`#id_token=${fakeIdToken({ nonce })}&state=${state}`);

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
