import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupsState, manyGroups } from '@/test/handlers/groups.ts';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { recordRequests } from '@/test/server.ts';
import { GROUP_SEARCH_PLACEHOLDER } from './groups-page.tsx';
import { axeTags, renderGroupsPage } from './groups-test-utils.tsx';

const searchBox = () => screen.getByRole('searchbox', { name: 'Sök grupp' });
const hits = () => within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('link');
const groupSearches = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/integration/groups')
    .map((request) => new URL(request.url).searchParams.get('search'));

afterEach(() => {
  vi.useRealTimers();
});

describe('GroupsPage', () => {
  it('shows 8 skeletons while the search loads, then the groups with their unit and type', async () => {
    const { held, release } = heldAnswer();
    renderGroupsPage('/groups', {
      handlers: [
        http.get('/api/integration/groups', async () => {
          await held;
          return undefined;
        }),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Grupper', level: 1 })).toBeDefined();
    const loading = await screen.findByRole('status', { name: 'Hämtar grupper' });
    expect(within(loading).getAllByTestId('group-skeleton')).toHaveLength(8);
    release();

    await waitFor(() => expect(hits()).toHaveLength(3));
    expect(hits().map((hit) => hit.textContent)).toEqual([
      '9A MatematikGrundskolan Ekbacken · Grundskolan ämne',
      'MATMAT01c NA23Gymnasiet Centrum · Gymnasiet kurs',
      'Fritids EkbackenGrundskolan Ekbacken · Fritidshem',
    ]);
    expect(screen.queryByRole('status', { name: 'Hämtar grupper' })).toBeNull();
    expect(screen.getByText('Ingen grupp är vald.')).toBeDefined();
    expect(screen.getByText('1 - 3 av 3')).toBeDefined();
  });

  it('has the spec’s placeholder', async () => {
    renderGroupsPage('/groups');
    expect(await screen.findByPlaceholderText(GROUP_SEARCH_PLACEHOLDER)).toBeDefined();
    expect(GROUP_SEARCH_PLACEHOLDER).toBe('namn, e-post eller system:system_id');
  });

  it('searches 500 ms after the last key and sends the request 100 ms later, once', async () => {
    const requests = recordRequests();
    const { router } = renderGroupsPage('/groups');
    await waitFor(() => expect(hits()).toHaveLength(3));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchBox(), { target: { value: 'Ma' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(searchBox(), { target: { value: 'MATMAT' } });
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?search=MATMAT');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(groupSearches(requests)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(groupSearches(requests)).toEqual(['', 'MATMAT']);

    // The answer's notifications wait on the faked timers too: let them run.
    await vi.waitFor(() => expect(hits()).toHaveLength(1));
    expect(hits()[0]?.textContent).toContain('MATMAT01c NA23');
    expect(groupSearches(requests)).toEqual(['', 'MATMAT']);
  });

  it('takes the search from the address and says so when nothing is found', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups?search=finnsinte');

    expect(await screen.findByText('Inga grupper hittades')).toBeDefined();
    expect((searchBox() as HTMLInputElement).value).toBe('finnsinte');
    expect(groupSearches(requests)).toEqual(['finnsinte']);
  });

  it('finds a group by a system’s id', async () => {
    renderGroupsPage('/groups?search=adela:ad-5501');
    await waitFor(() => expect(hits()).toHaveLength(1));
    expect(hits()[0]?.textContent).toContain('MATMAT01c NA23');
  });

  it('shows 8 groups a page with a paginator, and opens a chosen group with the search in the address', async () => {
    const requests = recordRequests();
    const { router } = renderGroupsPage('/groups?search=Grupp', { state: groupsState(manyGroups(20)) });

    expect(await screen.findByText('1 - 8 av 20')).toBeDefined();
    expect(hits()).toHaveLength(8);
    const pages = screen.getByRole('navigation', { name: 'Sidor i sökresultatet' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Gå till sida 2' }));

    expect(await screen.findByText('9 - 16 av 20')).toBeDefined();
    expect(router.state.location.search).toBe('?search=Grupp&page=2');
    await userEvent.click(await screen.findByRole('link', { name: /Grupp 10/ }));

    expect(await screen.findByRole('heading', { name: 'Grupp 10', level: 2 })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/groups/1009?search=Grupp&page=2',
    );
    expect(screen.getByRole('link', { name: /Grupp 10/ }).getAttribute('aria-current')).toBe('page');
    // The card took the group from the list: no look-up by its id.
    expect(groupSearches(requests)).toEqual(['Grupp', 'Grupp']);
  });

  it('looks the group in the address up by its own id when opened directly', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups/8');

    expect(await screen.findByRole('heading', { name: 'MATMAT01c NA23', level: 2 })).toBeDefined();
    expect(groupSearches(requests)).toContain('admin:8');
  });

  it('says so when the group in the address does not exist', async () => {
    renderGroupsPage('/groups/999');
    expect(await screen.findByText('Gruppen finns inte.')).toBeDefined();
  });

  it('offers a retry when the group cannot be looked up', async () => {
    let failures = 1;
    renderGroupsPage('/groups/8?search=finnsinte', {
      handlers: [
        http.get('/api/integration/groups', ({ request }) => {
          const search = new URL(request.url).searchParams.get('search');
          if (search === 'admin:8' && failures-- > 0) {
            return HttpResponse.json(
              { error: { statusCode: 500, message: 'Databasen svarar inte' } },
              { status: 500 },
            );
          }
          return undefined;
        }),
      ],
    });

    expect(await screen.findByText('Gruppen kunde inte hämtas.')).toBeDefined();
    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'MATMAT01c NA23', level: 2 })).toBeDefined();
  });

  it('embeds the group’s campus admin page below the card when asked', async () => {
    const { router } = renderGroupsPage('/groups/7');
    await screen.findByRole('heading', { name: '9A Matematik', level: 2 });
    expect(screen.queryByTitle('Campus-admin för 9A Matematik')).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Visa Campus-admin' }));
    const frame = screen.getByTitle('Campus-admin för 9A Matematik');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://campus.example.test/admin/groups/cg-7');

    await act(() => router.navigate('/groups/8'));
    expect(await screen.findByRole('heading', { name: 'MATMAT01c NA23', level: 2 })).toBeDefined();
    expect(screen.queryByTitle(/Campus-admin för/)).toBeNull();
    expect(screen.getByText('Gruppen finns inte i Campus-admin.')).toBeDefined();
  });

  it('has no accessibility violations with a group shown', async () => {
    renderGroupsPage('/groups/7');
    await screen.findByRole('heading', { name: '9A Matematik', level: 2 });
    await screen.findByRole('table', { name: 'Medlemmar' });
    await waitFor(() => expect(hits()).toHaveLength(3));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Visa Campus-admin' }));
    // The embedded page is the campus platform's: its frame is checked (a title), not its content.
    const options = { ...axeTags, iframes: false };
    expect((await axe.run(document.body, options)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
