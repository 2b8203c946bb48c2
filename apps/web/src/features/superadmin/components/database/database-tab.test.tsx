import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '@/test/server.ts';
import { axeTags, DATABASE_TAB, renderSuperadminPage } from '../superadmin-test-utils.tsx';
import { EDIT_DEBOUNCE_MS } from './database-cells.tsx';
import { FILTER_DEBOUNCE_MS } from './use-filter-draft.ts';

const addressOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const grid = (name: string) => screen.findByRole('table', { name: `Tabellen ${name}` });
const pageButtons = () => ({
  previous: screen.getByRole('button', { name: 'Föregående sida' }),
  next: screen.getByRole('button', { name: 'Nästa sida' }),
});
const rowSearches = (requests: Request[]) =>
  requests.filter((request) => /\/api\/select\/persons$/.test(new URL(request.url).pathname));

afterEach(() => {
  vi.useRealTimers();
});

describe('the Databas tab', () => {
  it('lists the tables and shows the chosen one with its header row, filter row and count', async () => {
    const { router } = renderSuperadminPage(DATABASE_TAB);
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Tabeller' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['person_roles', 'persons']);
    expect(screen.getByText('Välj en tabell.')).toBeDefined();

    await user.click(within(list).getByRole('button', { name: 'persons' }));
    const table = await grid('persons');
    expect(addressOf(router).get('table')).toBe('persons');
    const [header, filters] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['id', 'given_name', 'family_name', 'extension']);
    expect(within(filters as HTMLElement).getAllByRole('searchbox')).toHaveLength(4);
    expect(await screen.findByText('250 rader')).toBeDefined();
    expect(await screen.findByText('1 - 100 av 250')).toBeDefined();
    expect(within(table).getByText('{"note":"först"}')).toBeDefined();
    expect(within(table).getAllByText('NULL').length).toBeGreaterThan(0);
    expect(within(list).getByRole('button', { name: 'persons' }).getAttribute('aria-current')).toBe('true');
  });

  it('pages by 100 and offers the next page only while a full page came', async () => {
    const { router } = renderSuperadminPage(`${DATABASE_TAB}&table=persons`);
    const user = userEvent.setup();

    expect(await screen.findByText('1 - 100 av 250')).toBeDefined();
    expect(pageButtons().previous.hasAttribute('disabled')).toBe(true);
    expect(pageButtons().next.textContent).toBe('>');

    await user.click(pageButtons().next);
    expect(await screen.findByText('101 - 200 av 250')).toBeDefined();
    expect(addressOf(router).get('offset')).toBe('100');
    await user.click(pageButtons().next);
    expect(await screen.findByText('201 - 250 av 250')).toBeDefined();
    await waitFor(() => expect(pageButtons().next.hasAttribute('disabled')).toBe(true));

    await user.click(pageButtons().previous);
    expect(await screen.findByText('101 - 200 av 250')).toBeDefined();
  });

  it('filters after a pause in typing, from the first page, and keeps the filter in the address', async () => {
    const { router } = renderSuperadminPage(`${DATABASE_TAB}&table=persons&offset=100`);
    expect(await screen.findByText('101 - 200 av 250')).toBeDefined();
    const requests = recordRequests();
    const filter = screen.getByRole('searchbox', { name: 'Filtrera given_name' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(filter, { target: { value: 'astri' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    fireEvent.change(filter, { target: { value: 'astrid' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(addressOf(router).get('filter')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(addressOf(router).get('filter')).toBe('{"given_name":"astrid"}');
    expect(addressOf(router).get('offset')).toBeNull();

    expect(await screen.findByText('1 rad')).toBeDefined();
    expect(await screen.findByText('1 - 1 av 1')).toBeDefined();
    expect(screen.getByDisplayValue('Astrid')).toBeDefined();
    // One browse for the whole word, not one per key.
    const searches = rowSearches(requests);
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]?.url ?? '').searchParams.get('filter')).toBe('{"given_name":"astrid"}');
  });

  it('jumps through a foreign key to the row it names, and back', async () => {
    const { router } = renderSuperadminPage(`${DATABASE_TAB}&table=person_roles`);
    const user = userEvent.setup();
    const roles = await grid('person_roles');
    await within(roles).findByText('Lärare');
    // An empty key has nothing to jump to.
    expect(within(roles).getAllByRole('button', { name: /^Öppna persons där id är/ })).toHaveLength(2);

    await user.click(within(roles).getByRole('button', { name: 'Öppna persons där id är 42' }));
    const persons = await grid('persons');
    expect(await screen.findByText('1 rad')).toBeDefined();
    expect(within(persons).getByDisplayValue('Astrid')).toBeDefined();
    expect(screen.getByRole('searchbox', { name: 'Filtrera id' })).toHaveProperty('value', '=42');
    expect(addressOf(router).get('filter')).toBe('{"id":"=42"}');

    await router.navigate(-1);
    expect(await grid('person_roles')).toBeDefined();
    expect(addressOf(router).get('filter')).toBeNull();
  });

  it('logs a name edited in the grid once typing pauses, and shows the stored name again', async () => {
    const { database, queryClient } = renderSuperadminPage(`${DATABASE_TAB}&table=persons`);
    expect(
      await screen.findByText(/Ändringar i de redigerbara kolumnerna loggas men sparas inte/),
    ).toBeDefined();
    const cell = await screen.findByRole('textbox', { name: 'given_name på rad 42' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(cell, { target: { value: 'Astri' } });
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    vi.useRealTimers();
    expect(await screen.findByText('Ändringen loggades men sparades inte.')).toBeDefined();
    expect(database.edits).toEqual([{ id: 42, column: 'given_name', value: 'Astri' }]);
    expect(database.rows.persons?.[41]?.given_name).toBe('Astrid');
    await waitFor(() => expect(cell).toHaveProperty('value', 'Astrid'));

    // Going back to the stored name is not an edit of its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    vi.useRealTimers();
    expect(queryClient.isMutating()).toBe(0);
    expect(database.edits).toHaveLength(1);
  });

  it('says when the rows cannot be read', async () => {
    renderSuperadminPage(`${DATABASE_TAB}&table=persons`, {
      handlers: [http.get('/api/select/persons', () => HttpResponse.json({}, { status: 500 }))],
    });
    expect(await screen.findByText('Raderna kunde inte läsas.')).toBeDefined();
  });

  it('has no WCAG 2.1 A or AA violations', async () => {
    renderSuperadminPage(`${DATABASE_TAB}&table=person_roles`);
    await within(await grid('person_roles')).findByText('Lärare');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
