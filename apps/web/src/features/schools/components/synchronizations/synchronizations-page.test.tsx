import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, recordRequests } from '@/test/server.ts';
import { axeTags, renderSynchronizationsPage, SYNC_NOW, syncState } from './synchronizations-test-utils.tsx';

/** The cells' texts, without the names of their icons. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => {
          const text = cell.cloneNode(true) as HTMLElement;
          for (const icon of text.querySelectorAll('svg')) icon.remove();
          return text.textContent;
        }),
    );

const unitsTable = () => screen.findByRole('table', { name: 'Enheter att synkronisera' });
const unitNames = async () => rowsOf(await unitsTable()).map((row) => row[0]);
const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  // Only the clock of Date: the entries are dated around SYNC_NOW.
  vi.setSystemTime(new Date(SYNC_NOW));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SynchronizationsPage', () => {
  it('lists every unit with its system, status, progress, last finish and problems, in Stockholm time', async () => {
    renderSynchronizationsPage();

    expect(await screen.findByRole('heading', { name: 'Synkronisering', level: 1 })).toBeDefined();
    const table = await unitsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Enhet', 'Status', 'Progress', 'Senast klar', 'Problem', 'System', 'Åtgärd']);
    expect(rowsOf(table)).toEqual([
      [
        'Grundskolan Ekbacken',
        'Klar',
        'Synkronisera personer300 / 300',
        '2026-03-10 08:20',
        '0',
        'schoolsoft',
        'Synkronisera nu',
      ],
      [
        'Gymnasiet Centrum',
        'Pågår',
        'Synkronisera personer40 / 120',
        '2026-03-10 12:10',
        '1',
        'adela',
        'Synkronisera nu',
      ],
      [
        'Gymnasiet Norr',
        'Misslyckades',
        'Synkronisera personer-',
        '2026-03-10 07:11',
        '2',
        'online',
        'Synkronisera nu',
      ],
      [
        'Komvux Väst',
        'Inte synkroniserad senaste dygnet',
        'Synkronisera grupper-',
        '2026-03-07 07:05',
        '0',
        'adela',
        'Synkronisera nu',
      ],
      ['Vuxenutbildningen Syd', 'Aldrig synkroniserad', '-', '-', '0', 'online', 'Synkronisera nu'],
    ]);
    const bar = within(table).getByRole('progressbar', { name: 'Progress för Gymnasiet Centrum' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('40 / 120');
  });

  it('links each unit to its synchronisation tab on the school units screen', async () => {
    renderSynchronizationsPage();

    const link = within(await unitsTable()).getByRole('link', { name: 'Gymnasiet Centrum' });
    expect(link.getAttribute('href')).toBe('/school?location=201&tab=1');
  });

  it('opens a unit to list every job, named in Swedish, and closes it again', async () => {
    renderSynchronizationsPage();

    const toggle = within(await unitsTable()).getByRole('button', {
      name: 'Visa jobben för Gymnasiet Centrum',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const jobs = screen.getByRole('table', { name: 'Jobben för Gymnasiet Centrum' });
    expect(
      within(jobs)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Jobb', 'Meddelande', 'Progress', 'Genomförd senast']);
    expect(rowsOf(jobs)).toEqual([
      ['Skapa kö för att synkronisera personer', 'Klart', '-', '2026-03-10 12:05'],
      ['Skapa kö för att synkronisera grupper', 'Klart', '-', '2026-03-10 12:10'],
      ['Synkronisera personer', 'Importerar personer', '40 / 120', '-'],
      ['Synkronisera grupper', 'Klart', '12 / 12', '2026-03-09 12:45'],
    ]);

    await userEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Jobben för Gymnasiet Centrum' })).toBeNull();
  });

  it('filters by status, showing only the problems of the units shown, and keeps the filter in the address', async () => {
    const { router } = renderSynchronizationsPage();
    await unitsTable();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Alla',
      'Köad',
      'Pågår',
      'Misslyckades',
      'Klar',
      'Inte synkroniserad senaste dygnet',
      'Aldrig synkroniserad',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Misslyckades' }));

    expect(addressOf(router)).toBe('/synchronizations?status=failed');
    expect(await unitNames()).toEqual(['Gymnasiet Norr']);
    // The problems are those of the units shown.
    const problems = screen.getByRole('table', { name: 'Problem' });
    expect(new Set(rowsOf(problems).map((row) => row[0]))).toEqual(new Set(['Gymnasiet Norr']));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Alla' }));
    expect(addressOf(router)).toBe('/synchronizations');
    expect(await unitNames()).toHaveLength(5);
  });

  it('filters by unit, showing only its problems, and clears the filter to show all again', async () => {
    const { router } = renderSynchronizationsPage();
    await unitsTable();

    await userEvent.type(screen.getByRole('combobox', { name: 'Enhet' }), 'Norr{ArrowDown}{Enter}');

    expect(addressOf(router)).toBe('/synchronizations?location=202');
    expect(await unitNames()).toEqual(['Gymnasiet Norr']);
    const problems = screen.getByRole('table', { name: 'Problem' });
    expect(rowsOf(problems).map((row) => row[0])).toEqual(['Gymnasiet Norr', 'Gymnasiet Norr']);

    await userEvent.click(screen.getByRole('button', { name: 'Visa alla enheter' }));
    expect(addressOf(router)).toBe('/synchronizations');
    expect(await unitNames()).toHaveLength(5);
  });

  it('opens with the status filter of the address', async () => {
    renderSynchronizationsPage('/synchronizations?status=never');
    expect(await unitNames()).toEqual(['Vuxenutbildningen Syd']);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Aldrig synkroniserad');
  });

  it('says when the filters hide every unit', async () => {
    renderSynchronizationsPage('/synchronizations?location=201&status=failed');

    expect(await screen.findByText('Inga enheter matchar filtret.')).toBeDefined();
    expect(screen.getByDisplayValue('Gymnasiet Centrum')).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Enheter att synkronisera' })).toBeNull();
  });

  it('shows the problems of the last day with their unit, a warning below 500 and an error from 500', async () => {
    renderSynchronizationsPage();

    const table = await screen.findByRole('table', { name: 'Problem' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Enhet', 'Kontext', 'Status', 'Meddelande', 'Skapad']);
    expect(rowsOf(table)).toEqual([
      ['Gymnasiet Centrum', 'Synkronisera grupper', '422', 'Gruppen saknar kurskod', '2026-03-10 11:15'],
      ['Gymnasiet Norr', 'Synkronisera personer', '500', 'Exportfilen saknas', '2026-03-10 07:11'],
      [
        'Gymnasiet Norr',
        'Skapa kö för att synkronisera personer',
        '422',
        'Personen saknar personnummer',
        '2026-03-10 07:01',
      ],
    ]);
    const [warningRow, errorRow] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(warningRow as HTMLElement).getByRole('img', { name: 'Varning' })).toBeDefined();
    expect(within(errorRow as HTMLElement).getByRole('img', { name: 'Fel' })).toBeDefined();
  });

  it('says so when there are no units and no problems', async () => {
    renderSynchronizationsPage('/synchronizations', { state: { units: [], problems: [] } });

    expect(await screen.findByText('Inga skolenheter att synkronisera.')).toBeDefined();
    expect(screen.getByText('Inga problem det senaste dygnet.')).toBeDefined();
  });

  it('shows skeletons while the overview loads', async () => {
    renderSynchronizationsPage('/synchronizations', {
      handlers: [http.get('/api/synchronizations', () => delay('infinite'))],
    });

    expect(await screen.findByRole('status', { name: 'Hämtar synkroniseringar' })).toBeDefined();
    expect(screen.getByRole('status', { name: 'Hämtar problem' })).toBeDefined();
  });

  it('shows the error notice when the overview fails to load', async () => {
    renderSynchronizationsPage('/synchronizations', {
      handlers: [http.get('/api/synchronizations', () => apiError(500, 'Databasen svarar inte'))],
    });

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    expect(screen.getByText('Synkroniseringarna kunde inte hämtas.')).toBeDefined();
  });

  it('ignores a 401 on the overview silently', async () => {
    renderSynchronizationsPage('/synchronizations', {
      handlers: [http.get('/api/synchronizations', () => apiError(401, 'Ingen session'))],
    });

    expect(await screen.findByText('Synkroniseringarna kunde inte hämtas.')).toBeDefined();
    expect(screen.queryByText(/ERROR 401/)).toBeNull();
  });

  // jsdom matches no media query, so this is the phone layout.
  it('has no axe violations, with a unit opened', async () => {
    const { container } = renderSynchronizationsPage();
    await userEvent.click(
      within(await unitsTable()).getByRole('button', { name: 'Visa jobben för Gymnasiet Centrum' }),
    );
    await screen.findByRole('table', { name: 'Problem' });

    const results = await axe.run(container, axeTags);
    expect(results.violations).toEqual([]);
  });
});

describe('Synkronisera nu', () => {
  it('queues the unit, keeping the button off until the list shows it queued', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const state = syncState();
    const requests = recordRequests();
    renderSynchronizationsPage('/synchronizations', {
      state,
      handlers: [
        http.post('/api/synchronizations/:locationId/start', async () => {
          await held;
          // Falls through to the state's handler, which queues the unit.
          return undefined;
        }),
      ],
    });
    const table = await unitsTable();
    const button = within(table).getByRole('button', { name: 'Synkronisera nu: Grundskolan Ekbacken' });

    await userEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    release();

    expect(await screen.findByText('Synkroniseringen är köad')).toBeDefined();
    const row = within(table)
      .getByRole('link', { name: 'Grundskolan Ekbacken' })
      .closest('tr') as HTMLElement;
    expect(await within(row).findByText('Köad')).toBeDefined();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    const post = requests.find((request) => request.method === 'POST');
    expect(new URL(post?.url ?? '').pathname).toBe('/api/synchronizations/203/start');
    expect(post?.headers.get('X-Requested-With')).toBe('kansli');
  });

  it('says so when the unit’s import already waits or runs', async () => {
    renderSynchronizationsPage();

    await userEvent.click(
      within(await unitsTable()).getByRole('button', { name: 'Synkronisera nu: Gymnasiet Centrum' }),
    );

    expect(await screen.findByText('Synkroniseringen pågår redan')).toBeDefined();
  });
});

describe('live progress', () => {
  it('asks again every second while an import runs, and stops once nothing runs', async () => {
    const state = syncState();
    const requests = recordRequests();
    const overviewRequests = () =>
      requests.filter((request) => new URL(request.url).pathname === '/api/synchronizations').length;
    renderSynchronizationsPage('/synchronizations', { state });
    await unitsTable();

    await waitFor(() => expect(overviewRequests()).toBeGreaterThanOrEqual(2), { timeout: 3000 });

    const running = state.units[1]?.jobs[2];
    if (running) {
      running.finished_at = '2026-03-10T11:50:00.000Z';
      running.data = { current: 120, bucketsize: 120 };
    }
    const row = within(await unitsTable())
      .getByRole('link', { name: 'Gymnasiet Centrum' })
      .closest('tr') as HTMLElement;
    expect(await within(row).findByText('Klar', {}, { timeout: 3000 })).toBeDefined();

    const settled = overviewRequests();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(overviewRequests()).toBe(settled);
  });
});
