import { noExportFilesMessage } from '@kansli/domain/http/messages';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_NOW } from '@/test/handlers/schools.ts';
import { axeTags, renderSchoolsPage } from '../schools-test-utils.tsx';

/** The cells' texts, without the names of their icons. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => {
          const text = cell.cloneNode(true) as HTMLElement;
          for (const icon of text.querySelectorAll('svg')) icon.remove();
          return text.textContent;
        }),
    );

beforeEach(() => {
  // Only the clock of Date: the entries are dated around SYNC_NOW.
  vi.setSystemTime(new Date(SYNC_NOW));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SyncTab', () => {
  it('lists the jobs under the spec’s columns, named in Swedish, with progress and Stockholm times', async () => {
    renderSchoolsPage('/school?location=201&tab=1');

    const table = await screen.findByRole('table', { name: 'Synkroniseringsjobb' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Jobb', 'Meddelande', 'Progress', 'Genomförd senast']);
    expect(rowsOf(table).slice(1)).toEqual([
      ['Synkronisera personer', 'Importerar personer', '40 / 120', '-'],
      ['Synkronisera grupper', 'Klart', '12 / 12', '2026-03-10 09:05'],
      ['skola24_import_schedule', 'Klart', '-', '2026-01-15 13:05'],
    ]);
    const bars = within(table).getAllByRole('progressbar', { name: 'Progress' });
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['33', '100']);
  });

  it('marks as done only the jobs finished within the last day', async () => {
    renderSchoolsPage('/school?location=201&tab=1');

    const table = await screen.findByRole('table', { name: 'Synkroniseringsjobb' });
    const done = within(table).getAllByRole('img', { name: 'Klar inom det senaste dygnet' });
    expect(done).toHaveLength(1);
    expect(done[0]?.closest('tr')?.textContent).toContain('Synkronisera grupper');
  });

  it('shows the problems of the last day, a warning below 500 and an error from 500', async () => {
    renderSchoolsPage('/school?location=201&tab=1');

    const table = await screen.findByRole('table', { name: 'Problem' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kontext', 'Status', 'Meddelande', 'Skapad']);
    expect(rowsOf(table).slice(1)).toEqual([
      ['Synkronisera grupper', '422', 'Gruppen saknar kurskod', '2026-03-10 11:15'],
      ['Synkronisera personer', '503', 'Exportfilen kunde inte läsas', '2026-03-09 14:00'],
    ]);
    const [warningRow, errorRow] = within(table).getAllByRole('row').slice(1);
    expect(within(warningRow as HTMLElement).getByRole('img', { name: 'Varning' })).toBeDefined();
    expect(within(warningRow as HTMLElement).queryByRole('img', { name: 'Fel' })).toBeNull();
    expect(within(errorRow as HTMLElement).getByRole('img', { name: 'Fel' })).toBeDefined();
    expect(screen.queryByText('Gammalt problem')).toBeNull();
  });

  it('says so when the unit has no jobs and no recent problems', async () => {
    renderSchoolsPage('/school?location=202&tab=1');

    expect(await screen.findByText('Inga synkroniseringar finns för enheten.')).toBeDefined();
    expect(screen.getByText('Inga problem det senaste dygnet.')).toBeDefined();
  });

  it('has no axe violations', async () => {
    const { container } = renderSchoolsPage('/school?location=201&tab=1');
    await screen.findByRole('table', { name: 'Problem' });

    const results = await axe.run(container, axeTags);
    expect(results.violations).toEqual([]);
  });
});

describe('JENSEN data collect', () => {
  it('shows the files of the main system, up to date today, and the schedule system’s stale ones', async () => {
    renderSchoolsPage('/school?location=201&tab=1');

    const card = await screen.findByRole('region', { name: 'JENSEN data collect' });
    expect(
      await within(card).findByText('Exportfil från adela hämtad och lagrad i google storage'),
    ).toBeDefined();
    expect(
      within(within(card).getByRole('list', { name: 'Exportfiler från adela' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'adela/201/2026-03-10/person.json',
      'adela/201/2026-03-10/group.json',
      'adela/201/2026-03-09/person.json',
    ]);
    expect(
      await within(card).findByText(
        'Exportfil från skola24 är inte från i dag, senaste: skola24/201/2026-03-07/schedule.json',
      ),
    ).toBeDefined();
  });

  it('says which export is missing, with the status and message, and no notice', async () => {
    renderSchoolsPage('/school?location=202&tab=1');

    const card = await screen.findByRole('region', { name: 'JENSEN data collect' });
    expect(
      await within(card).findByText(
        `Exportfil från adela saknas i google storage, senaste hämtning: 404 - ${noExportFilesMessage('adela')}`,
      ),
    ).toBeDefined();
    expect(screen.queryByText(/^ERROR 404/)).toBeNull();
  });
});
