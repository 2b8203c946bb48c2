import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { dashboardHandlers } from '@/test/handlers/dashboard.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import { readableLocations } from '../test-fixtures.ts';
import { MyPermissionsCard } from './my-permissions-card.tsx';

function renderCard() {
  return renderRoutes([{ path: '*', element: <MyPermissionsCard /> }], '/dashboard');
}

function locationButton(name: string) {
  return within(screen.getByRole('list', { name: 'Enheter' })).getByRole('button', { name });
}

describe('MyPermissionsCard', () => {
  it('shows the location tree with the first location with roles active, and its roles and authorizations', async () => {
    server.use(dashboardHandlers.readableAuthorizations(readableLocations));
    const requests = recordRequests();
    renderCard();

    expect(screen.getByRole('heading', { name: 'Mina behörigheter' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Förskolan Solrosen' })).toBeDefined();
    expect(requests.map(pathOf)).toEqual(['/api/authorization/readable-list']);

    const tree = within(screen.getByRole('list', { name: 'Enheter' }));
    expect(tree.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Nordljus Utbildning',
      'Nordljus Förskolor',
      'Förskolan Solrosen',
      'Nordljus grundskola Centrum',
    ]);
    // Solrosen is nested under Förskolor, which is nested under the root.
    const solrosenItem = locationButton('Förskolan Solrosen').closest('li');
    expect(solrosenItem?.parentElement?.closest('li')?.textContent).toContain('Nordljus Förskolor');
    expect(locationButton('Förskolan Solrosen').getAttribute('aria-current')).toBe('true');
    expect(locationButton('Förskolan Solrosen').classList.contains('Mui-selected')).toBe(true);

    expect(screen.getByText('Roller: Förskolechef')).toBeDefined();
    const groups = within(screen.getByRole('list', { name: 'Behörigheter' }));
    expect(groups.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AdminmenyFörskoleadministration',
      'FörskolaÅtkomst, Fakturering',
    ]);
  });

  it('makes a clicked location the active one', async () => {
    server.use(dashboardHandlers.readableAuthorizations(readableLocations));
    renderCard();
    await screen.findByRole('heading', { name: 'Förskolan Solrosen' });

    await userEvent.click(locationButton('Nordljus grundskola Centrum'));

    expect(screen.getByRole('heading', { name: 'Nordljus grundskola Centrum' })).toBeDefined();
    expect(screen.getByText('Roller: Lärare')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Behörigheter' })).toBeNull();
    expect(locationButton('Nordljus grundskola Centrum').getAttribute('aria-current')).toBe('true');
    expect(locationButton('Förskolan Solrosen').getAttribute('aria-current')).toBeNull();
  });

  it('can be used with the keyboard', async () => {
    server.use(dashboardHandlers.readableAuthorizations(readableLocations));
    renderCard();
    await screen.findByRole('heading', { name: 'Förskolan Solrosen' });

    locationButton('Nordljus Utbildning').focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('heading', { name: 'Nordljus Utbildning', level: 2 })).toBeDefined();
    expect(screen.getByText('Du har inga roller på den här enheten.')).toBeDefined();
  });

  it('shows a placeholder while loading', () => {
    server.use(http.get('/api/authorization/readable-list', () => delay('infinite')));
    renderCard();

    expect(screen.getByLabelText('Laddar behörigheter').getAttribute('aria-busy')).toBe('true');
  });

  it('says so when the user has no roles', async () => {
    server.use(dashboardHandlers.readableAuthorizations([]));
    renderCard();

    expect(await screen.findByText('Du har inga roller.')).toBeDefined();
  });

  it('shows the generic error notice when the list cannot be loaded', async () => {
    server.use(http.get('/api/authorization/readable-list', () => apiError(500, 'Databasen svarar inte')));
    renderCard();

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
  });
});
