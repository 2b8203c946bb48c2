import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoAuthorizations } from '../test/authorization-fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import { RouteGuard } from './route-guard.tsx';

const routes: RouteObject[] = [
  {
    path: '/person',
    element: (
      <RouteGuard access="persons">
        <h1>Personer</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/billing/preschool',
    element: (
      <RouteGuard access="preschool">
        <h1>Förskoleadministration</h1>
      </RouteGuard>
    ),
  },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

describe('RouteGuard', () => {
  it('shows the page when the user holds the flag at some location', async () => {
    stubFetch(() => jsonResponse(200, demoAuthorizations.support));
    const { router } = renderRoutes(routes, '/person');

    expect(await screen.findByRole('heading', { name: 'Personer' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/person');
  });

  it('sends a user without the flag to the dashboard, replacing the denied entry', async () => {
    stubFetch(() => jsonResponse(200, demoAuthorizations.forskollarare));
    const { router } = renderRoutes(routes, '/person');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits for the authorization before deciding', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderRoutes(routes, '/billing/preschool');

    expect(await screen.findByRole('progressbar', { name: 'Kontrollerar behörighet' })).toBeDefined();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/billing/preschool');

    answer(jsonResponse(200, demoAuthorizations.forskolechef));

    expect(await screen.findByRole('heading', { name: 'Förskoleadministration' })).toBeDefined();
  });

  it('denies when the authorization failed to load, without the error notice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => errorResponse(500, 'Databasen svarar inte'));
    const { router } = renderRoutes(routes, '/billing/preschool');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(/ERROR 500/)).toBeNull();
  });
});
