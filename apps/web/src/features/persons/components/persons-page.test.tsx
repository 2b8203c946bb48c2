import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { manyPersons, personsState } from '@/test/handlers/persons.ts';
import { apiError, pathOf, recordRequests } from '@/test/server.ts';
import { PERSON_SEARCH_PLACEHOLDER } from './persons-page.tsx';
import { axeTags, renderPersonsPage } from './persons-test-utils.tsx';

const searchBox = () => screen.getByRole('searchbox', { name: 'Sök person' });
const hits = () => within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('link');
const searchesOf = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/integration/persons')
    .map((request) => new URL(request.url).searchParams.get('search'));

afterEach(() => {
  vi.useRealTimers();
});

describe('PersonsPage', () => {
  it('shows 8 skeleton cards while the search loads', async () => {
    const { held, release } = heldAnswer();
    renderPersonsPage('/person', {
      handlers: [
        http.get('/api/integration/persons', async () => {
          await held;
          return HttpResponse.json({ data: { personCount: 0, persons: [] } });
        }),
      ],
    });

    const loading = await screen.findByRole('status', { name: 'Hämtar personer' });
    expect(within(loading).getAllByTestId('person-skeleton')).toHaveLength(8);
    release();
    expect(await screen.findByText('Inga personer hittades')).toBeDefined();
    expect(screen.queryByRole('status', { name: 'Hämtar personer' })).toBeNull();
    expect(screen.getByText('Ingen person är vald.')).toBeDefined();
  });

  it('has the spec’s placeholder and selects the first person, replacing the address', async () => {
    const { router } = renderPersonsPage('/person');

    expect(await screen.findByPlaceholderText(PERSON_SEARCH_PLACEHOLDER)).toBeDefined();
    expect(PERSON_SEARCH_PLACEHOLDER).toBe('pnr, name, e-mail or system:system_id');
    expect(await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/person/10');
    expect(router.state.historyAction).toBe('REPLACE');
    const [first] = hits();
    expect(first?.getAttribute('aria-current')).toBe('page');
    expect(first?.textContent).toContain('Elev');
  });

  it('searches 500 ms after the last key, once, and keeps the search in the address', async () => {
    const requests = recordRequests();
    const { router } = renderPersonsPage('/person');
    await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchBox(), { target: { value: 'Sa' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(searchBox(), { target: { value: 'Sara' } });
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?search=Sara');
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/person/11?search=Sara');
    expect(searchesOf(requests)).toEqual(['', 'Sara']);
  });

  it('keeps a person chosen while a typed search waits, and then searches', async () => {
    const { router } = renderPersonsPage('/person');
    await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 });
    const sara = within(screen.getByRole('list', { name: 'Sökresultat' })).getByRole('link', {
      name: /Sara Berg/,
    });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchBox(), { target: { value: 'Elsa' } });
    act(() => vi.advanceTimersByTime(200));
    act(() => sara.click());
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/person/11?search=Elsa');
    expect(await screen.findByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
    await waitFor(() => expect(hits().map((hit) => hit.textContent)).not.toContain('SBSara BergElev'));
  });

  it('selects the first hit of a search typed before the first list had come', async () => {
    const { held, release } = heldAnswer();
    const { router } = renderPersonsPage('/person', {
      handlers: [
        http.get('/api/integration/persons', async ({ request }) => {
          if (new URL(request.url).searchParams.get('search') === '') await held;
          return undefined;
        }),
      ],
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Sök person' }), {
      target: { value: 'Sara' },
    });
    release();
    expect(await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 })).toBeDefined();

    expect(await screen.findByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/person/11?search=Sara');
  });

  it('takes the search from the address, and never puts it in the browser’s storage', async () => {
    const requests = recordRequests();
    renderPersonsPage('/person?search=19820404');

    expect(await screen.findByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
    expect((searchBox() as HTMLInputElement).value).toBe('19820404');
    expect(searchesOf(requests)).toEqual(['19820404']);
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    expect(stored.join(' ')).not.toContain('19820404');
  });

  it('shows 8 persons a page with a paginator in Swedish, and keeps the person while paging', async () => {
    const { router } = renderPersonsPage('/person?search=Testsson', { state: personsState(manyPersons(20)) });

    expect(await screen.findByText('1 - 8 av 20')).toBeDefined();
    expect(hits()).toHaveLength(8);
    await screen.findByRole('heading', { name: 'Person1 Testsson', level: 2 });
    const pages = screen.getByRole('navigation', { name: 'Sidor i sökresultatet' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Gå till sida 2' }));

    expect(await screen.findByText('9 - 16 av 20')).toBeDefined();
    expect(hits().map((hit) => hit.textContent)).toContain('PTPerson9 TestssonLärare');
    expect(router.state.location.search).toBe('?search=Testsson&page=2');
    expect(router.state.location.pathname).toBe('/person/1000');
    expect(within(pages).getByRole('button', { name: 'Föregående sida' })).toBeDefined();
    expect(within(pages).getByRole('button', { name: 'Nästa sida' })).toBeDefined();

    await userEvent.click(screen.getByRole('link', { name: /Person10 Testsson/ }));
    expect(await screen.findByRole('heading', { name: 'Person10 Testsson', level: 2 })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/person/1009?search=Testsson&page=2',
    );
  });

  it('opens the person in the address even when the search does not find them', async () => {
    renderPersonsPage('/person/42?search=Berg');
    expect(await screen.findByRole('heading', { name: 'Karl Lind', level: 2 })).toBeDefined();
    expect(hits().every((hit) => hit.getAttribute('aria-current') === null)).toBe(true);
  });

  it('says so when the person does not exist', async () => {
    renderPersonsPage('/person/999');
    expect(await screen.findByText('Personen finns inte.')).toBeDefined();
    expect(await screen.findByText(`ERROR 404: ${PERSON_NOT_FOUND_MESSAGE}`)).toBeDefined();
  });

  it('offers a retry when the card fails to load', async () => {
    let failures = 1;
    renderPersonsPage('/person/10', {
      handlers: [
        http.get('/api/integration/person/:id', async () => {
          await delay(1);
          if (failures-- > 0) return apiError(500, 'Databasen svarar inte');
          // Falls through to the state's handler.
          return undefined;
        }),
      ],
    });
    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 })).toBeDefined();
  });

  it('has no accessibility violations with a person shown', async () => {
    const requests = recordRequests();
    renderPersonsPage('/person/10');
    await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 });
    await screen.findByText('Gymnasiet Centrum', { exact: false });
    await waitFor(() => expect(requests.map(pathOf)).toContain('/api/persons/getGuardiansPupils/10'));
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
