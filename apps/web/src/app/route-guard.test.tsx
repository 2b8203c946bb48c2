import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoAuthorizations } from '../test/authorization-fixtures.ts';
import { authorizationHandlers } from '../test/handlers/authorization.ts';
import { renderRoutes } from '../test/render.tsx';
import { apiError, server } from '../test/server.ts';
import { areas } from './areas.tsx';
import { RouteGuard } from './route-guard.tsx';

function guardOf(path: string) {
  const guard = areas.find((area) => area.path === path)?.guard;
  if (!guard) throw new Error(`the area at ${path} has no guard`);
  return guard;
}

const routes: RouteObject[] = [
  {
    path: '/person',
    element: (
      <RouteGuard permission={guardOf('/person')}>
        <h1>Personer</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/billing/preschool',
    element: (
      <RouteGuard permission={guardOf('/billing/preschool')}>
        <h1>Förskoleadministration</h1>
      </RouteGuard>
    ),
  },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

describe('RouteGuard', () => {
  it('shows the page when the user holds the flag at some location', async () => {
    server.use(authorizationHandlers.authorization(demoAuthorizations.support));
    const { router } = renderRoutes(routes, '/person');

    expect(await screen.findByRole('heading', { name: 'Personer' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/person');
  });

  it('sends a user without the flag to the dashboard, replacing the denied entry', async () => {
    server.use(authorizationHandlers.authorization(demoAuthorizations.forskollarare));
    const { router } = renderRoutes(routes, '/person');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits for the authorization before deciding', async () => {
    const answered = Promise.withResolvers<void>();
    server.use(
      http.get('/api/authorization', async () => {
        await answered.promise;
        return HttpResponse.json(demoAuthorizations.forskolechef);
      }),
    );
    const { router } = renderRoutes(routes, '/billing/preschool');

    expect(await screen.findByRole('progressbar', { name: 'Kontrollerar behörighet' })).toBeDefined();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/billing/preschool');

    answered.resolve();

    expect(await screen.findByRole('heading', { name: 'Förskoleadministration' })).toBeDefined();
  });

  it('denies when the authorization failed to load, without the error notice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/authorization', () => apiError(500, 'Databasen svarar inte')));
    const { router } = renderRoutes(routes, '/billing/preschool');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(/ERROR 500/)).toBeNull();
  });
});
