import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
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
      <RouteGuard permission={guardOf('/person')} area="Personer">
        <h1>Personer</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/studybuddy',
    element: (
      <RouteGuard permission={guardOf('/studybuddy')} area="Studybuddy">
        <h1>Studybuddy</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/billing/preschool',
    element: (
      <RouteGuard permission={guardOf('/billing/preschool')} area="Förskoleadministration">
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

  it('tells a user without the flag that they may not open the area and whom to ask, on the same address', async () => {
    server.use(authorizationHandlers.authorization(demoAuthorizations.forskollarare));
    const { router, container } = renderRoutes(routes, '/studybuddy');

    expect(await screen.findByRole('heading', { name: 'Ingen behörighet' })).toBeDefined();
    expect(
      screen.getByText('Du har inte behörighet att öppna Studybuddy. Be en administratör om åtkomst.'),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Studybuddy' })).toBeNull();
    expect(router.state.location.pathname).toBe('/studybuddy');
    expect(
      (await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } }))
        .violations,
    ).toEqual([]);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Visa mina behörigheter' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
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

  it('denies when the authorization failed to load, says so without the error notice, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/authorization', () => apiError(500, 'Databasen svarar inte')));
    const { router } = renderRoutes(routes, '/billing/preschool');

    expect(
      await screen.findByText(
        'Kansli kunde inte läsa in dina behörigheter, så Förskoleadministration kan inte visas. Försök igen om en stund.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Förskoleadministration' })).toBeNull();
    expect(router.state.location.pathname).toBe('/billing/preschool');
    expect(screen.queryByText(/ERROR 500/)).toBeNull();

    server.use(authorizationHandlers.authorization(demoAuthorizations.forskolechef));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Förskoleadministration' })).toBeDefined();
  });
});
