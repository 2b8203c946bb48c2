import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
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
    const fetchMock = stubFetch(() => jsonResponse(200, { locations: readableLocations }));
    renderCard();

    expect(screen.getByRole('heading', { name: 'Mina behörigheter' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Förskolan Solrosen' })).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/authorization/readable-list');

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
    stubFetch(() => jsonResponse(200, { locations: readableLocations }));
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
    stubFetch(() => jsonResponse(200, { locations: readableLocations }));
    renderCard();
    await screen.findByRole('heading', { name: 'Förskolan Solrosen' });

    locationButton('Nordljus Utbildning').focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('heading', { name: 'Nordljus Utbildning', level: 2 })).toBeDefined();
    expect(screen.getByText('Du har inga roller på den här enheten.')).toBeDefined();
  });

  it('shows a placeholder while loading', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderCard();

    expect(screen.getByLabelText('Laddar behörigheter').getAttribute('aria-busy')).toBe('true');
  });

  it('says so when the user has no roles', async () => {
    stubFetch(() => jsonResponse(200, { locations: [] }));
    renderCard();

    expect(await screen.findByText('Du har inga roller.')).toBeDefined();
  });

  it('shows the generic error notice when the list cannot be loaded', async () => {
    stubFetch(() => errorResponse(500, 'Databasen svarar inte'));
    renderCard();

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
  });
});
