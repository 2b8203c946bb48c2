import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoAuthorizations } from '../test/authorization-fixtures.ts';
import { authHandlers } from '../test/handlers/auth.ts';
import { signedInHandlers } from '../test/handlers/signed-in.ts';
import { renderRoutes } from '../test/render.tsx';
import { apiError, pathOf, recordRequests, server } from '../test/server.ts';
import { stubWideScreen } from '../test/wide-screen.ts';
import { appRoutes } from './router.tsx';

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Meny' }));
  return within(await screen.findByRole('navigation', { name: 'Huvudmeny' }));
}

describe('app routes', () => {
  it('shows the login screen when the session check answers 401', async () => {
    server.use(authHandlers.noSession());
    renderRoutes(appRoutes, '/dashboard');

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeDefined();
    expect(screen.queryByText(/ERROR 401/)).toBeNull();
  });

  it('sends the empty path to the preschool screen', async () => {
    server.use(...signedInHandlers({ authorization: demoAuthorizations.forskolechef }));
    const { router } = renderRoutes(appRoutes, '/');

    expect(await screen.findByRole('heading', { name: 'Förskoleadministration' })).toBeDefined();
    expect(await screen.findByRole('combobox', { name: 'Förskola' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/billing/preschool');
  });

  it('sends the empty path on to the dashboard when the user has no preschool access', async () => {
    server.use(...signedInHandlers({ authorization: demoAuthorizations.larare }));
    const { router } = renderRoutes(appRoutes, '/');

    expect(await screen.findByRole('heading', { name: 'Mina behörigheter' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the shell only once the authorization has loaded', async () => {
    const authorizationAnswered = Promise.withResolvers<void>();
    server.use(...signedInHandlers());
    server.use(
      http.get('/api/authorization', async () => {
        await authorizationAnswered.promise;
        return HttpResponse.json(demoAuthorizations.admin);
      }),
    );
    renderRoutes(appRoutes, '/dashboard');

    expect(await screen.findByRole('progressbar', { name: 'Laddar behörigheter' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Meny' })).toBeNull();

    authorizationAnswered.resolve();

    expect(await screen.findByRole('button', { name: 'Meny' })).toBeDefined();
    expect(screen.getByText('Kansli')).toBeDefined();
  });

  it('keeps sub-paths of a known area', async () => {
    server.use(...signedInHandlers({ authorization: demoAuthorizations.support }));
    renderRoutes(appRoutes, '/person/42');

    expect(await screen.findByRole('heading', { name: 'Personer' })).toBeDefined();
  });

  it.each([
    ['/person', 'Personer'],
    ['/person/42', 'Personer'],
    ['/groups', 'Grupper'],
    ['/groups/7', 'Grupper'],
    ['/studybuddy', 'Studybuddy'],
    ['/billing/preschool/invoices', 'Förskoleadministration'],
    ['/school', 'Enheter'],
    ['/devices', 'Chromedatorer'],
    ['/devices/3', 'Chromedatorer'],
    ['/device-invoice-list', 'CB Fakturering'],
    ['/communication', 'Kommunikation'],
    ['/synchronizations', 'Synkronisering'],
    ['/superadmin', 'Superadmin'],
  ])('opens %s, a page of the area %s, for the administrator', async (path, label) => {
    server.use(...signedInHandlers());
    const { router } = renderRoutes(appRoutes, path);

    expect(await screen.findByRole('heading', { name: label })).toBeDefined();
    // The person screen selects its first hit by itself: /person may become /person/{id}.
    expect(router.state.location.pathname).toMatch(new RegExp(`^${path}(/\\d+)?$`));
  });

  it.each(['/no/such/page', '/person/42/more'])(
    'sends the unknown path %s to the dashboard',
    async (path) => {
      server.use(...signedInHandlers());
      const { router } = renderRoutes(appRoutes, path);

      expect(await screen.findByRole('heading', { name: 'Mina behörigheter' })).toBeDefined();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it.each([
    { path: '/person', user: 'forskollarare', authorization: demoAuthorizations.forskollarare },
    { path: '/billing/preschool', user: 'larare', authorization: demoAuthorizations.larare },
    { path: '/studybuddy', user: 'support', authorization: demoAuthorizations.support },
  ])(
    'tells $user that the forbidden $path is closed and whom to ask, on its address',
    async ({ path, authorization }) => {
      server.use(...signedInHandlers({ authorization }));
      const { router } = renderRoutes(appRoutes, path);

      expect(await screen.findByRole('heading', { name: 'Ingen behörighet' })).toBeDefined();
      expect(
        screen.getByText(/^Du har inte behörighet att öppna .+\. Be en administratör om åtkomst\.$/),
      ).toBeDefined();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('treats a user whose authorization failed to load as unauthorized, and logs it without a notice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...signedInHandlers());
    server.use(http.get('/api/authorization', () => apiError(500, 'Databasen svarar inte')));
    const { router } = renderRoutes(appRoutes, '/billing/preschool');

    expect(await screen.findByRole('heading', { name: 'Ingen behörighet' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/billing/preschool');
    const menu = await openMenu();
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Studybuddy']);
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText(/ERROR 500/)).toBeNull();
  });

  it('opens the menu over the page on a narrow screen and closes it when an entry is chosen', async () => {
    server.use(...signedInHandlers({ authorization: demoAuthorizations.support }));
    const { router } = renderRoutes(appRoutes, '/dashboard');

    const menu = await openMenu();
    await userEvent.click(menu.getByRole('link', { name: 'Personer' }));

    expect(await screen.findByRole('heading', { name: 'Personer' })).toBeDefined();
    // The person screen then selects the first person it finds: /person/{id}.
    expect(router.state.location.pathname).toMatch(/^\/person(\/\d+)?$/);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull());
  });

  it('keeps the menu beside the page on a wide screen, where the toggle closes and opens it', async () => {
    stubWideScreen();
    server.use(...signedInHandlers());
    renderRoutes(appRoutes, '/dashboard');

    const toggle = await screen.findByRole('button', { name: 'Meny' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeDefined();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('signs out from the profile picture with DELETE /api/authenticate and shows the login screen', async () => {
    server.use(...signedInHandlers());
    const requests = recordRequests();
    window.localStorage.setItem('ghost_as', '7');
    renderRoutes(appRoutes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Anna Ek' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeDefined();
    const signOuts = requests.filter((request) => request.method === 'DELETE');
    expect(signOuts.map(pathOf)).toEqual(['/api/authenticate?ghost_as=7']);
    expect(window.localStorage.getItem('ghost_as')).toBeNull();
    // The login screen follows from the sign-out itself, without checking the session again.
    await waitFor(() =>
      expect(
        requests.filter(
          (request) => request.method === 'GET' && pathOf(request).startsWith('/api/authenticate'),
        ),
      ).toHaveLength(1),
    );
  });
});
