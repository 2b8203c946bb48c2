import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import { appRoutes } from './router.tsx';

const anna = { givenName: 'Anna', familyName: 'Ek', ghostingAs: null };

function signedIn() {
  return stubFetch((url, init) => {
    if (url === '/api/authenticate' && init.method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(200, anna);
  });
}

describe('app routes', () => {
  it('shows the login screen when the session check answers 401', async () => {
    stubFetch(() => jsonResponse(401, { error: { statusCode: 401, message: 'Not signed in' } }));
    renderRoutes(appRoutes, '/dashboard');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeDefined();
    expect(screen.queryByText(/ERROR 401/)).toBeNull();
  });

  it('sends the empty path to the preschool screen', async () => {
    signedIn();
    const { router } = renderRoutes(appRoutes, '/');

    expect(await screen.findByRole('heading', { name: 'Förskoleadministration' })).toBeDefined();
    expect(screen.getByText('Den här delen av Kansli är under uppbyggnad.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/billing/preschool');
  });

  it('shows the signed-in user in the top bar and greets them on the dashboard', async () => {
    signedIn();
    renderRoutes(appRoutes, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(screen.getByText('Välkommen, Anna!')).toBeDefined();
    expect(screen.getByText('Anna Ek')).toBeDefined();
  });

  it('keeps sub-paths of a known area', async () => {
    signedIn();
    renderRoutes(appRoutes, '/person/42');

    expect(await screen.findByRole('heading', { name: 'Personer' })).toBeDefined();
  });

  it('sends an unknown path to the dashboard', async () => {
    signedIn();
    const { router } = renderRoutes(appRoutes, '/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signs out with DELETE /api/authenticate and shows the login screen', async () => {
    const fetchMock = signedIn();
    window.localStorage.setItem('ghost_as', '7');
    renderRoutes(appRoutes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Logga ut' }));

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeDefined();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[0]).toBe('/api/authenticate?ghost_as=7');
    expect(window.localStorage.getItem('ghost_as')).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET')).toHaveLength(1),
    );
  });
});
