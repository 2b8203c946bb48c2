import { formatSek } from '@kansli/domain/money/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preschoolHandlers } from '@/test/handlers/preschool.ts';
import { pathOf, recordRequests, server } from '@/test/server.ts';
import { renderInScreen, testScreen, todayIs } from '../person-view/test-utils.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { fourChildren, overviewChild, stubTableLayout } from './overview-test-utils.ts';

let restoreLayout: () => void;

beforeEach(() => {
  todayIs();
  restoreLayout = stubTableLayout();
  server.use(preschoolHandlers.overview(fourChildren));
});

afterEach(() => {
  restoreLayout();
  vi.useRealTimers();
});

/** The given names of the table's rows, top to bottom. */
function givenNames(): string[] {
  const table = screen.getByRole('table', { name: 'Barn' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

async function renderOverview(screenValue = testScreen()) {
  const rendered = renderInScreen(<OverviewPanel />, screenValue);
  await screen.findByRole('cell', { name: 'Ella' });
  return rendered;
}

describe('OverviewPanel', () => {
  it('shows the current month, its summary and the children sorted by status', async () => {
    const requests = recordRequests();
    await renderOverview();

    expect(screen.getByRole('heading', { name: 'November 2026', level: 2 })).toBeDefined();
    expect(requests.map(pathOf)).toEqual(['/api/preschool/4101/overview?period=2026-11']);
    const summary = screen.getByText('Intäkter').closest('dl') as HTMLElement;
    expect(summary.textContent).toBe(`Barn4Vårdnadshavare5Intäkter${formatSek(1688 + 750 + 800)}`);

    expect(
      within(screen.getByRole('table', { name: 'Barn' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Status',
      'Förnamn',
      'Efternamn',
      'Avdelning',
      'Start',
      'Slut',
      'Kommun',
      'Omsorgstid',
      'Kostnad',
      'Kommentar',
      'Visa barnet',
      'Gå till barnet',
    ]);
    expect(givenNames()).toEqual(['Olle', 'Saga', 'Noah', 'Ella']);
    const olleRow = screen.getByRole('cell', { name: 'Olle' }).closest('tr') as HTMLElement;
    expect(within(olleRow).getByRole('cell', { name: 'Ej giltig: Saknar kostnad' })).toBeDefined();
    const ellaRow = screen.getByRole('cell', { name: 'Ella' }).closest('tr') as HTMLElement;
    expect(within(ellaRow).getByRole('cell', { name: formatSek(1688) })).toBeDefined();
  });

  it('sorts by a column on a click on its name, and the other way on a second click', async () => {
    const user = userEvent.setup();
    await renderOverview();

    await user.click(screen.getByRole('button', { name: 'Förnamn' }));
    expect(givenNames()).toEqual(['Ella', 'Noah', 'Olle', 'Saga']);
    await user.click(screen.getByRole('button', { name: 'Förnamn' }));
    expect(givenNames()).toEqual(['Saga', 'Olle', 'Noah', 'Ella']);
    await user.click(screen.getByRole('button', { name: 'Kostnad' }));
    // Olle has no cost: empty values come last.
    expect(givenNames()).toEqual(['Noah', 'Saga', 'Ella', 'Olle']);
  });

  it('filters a column by part of its text, and a leading ! shows the rows that do not match', async () => {
    const user = userEvent.setup();
    await renderOverview();

    await user.click(screen.getByRole('button', { name: 'Filtrera Efternamn' }));
    const menu = screen.getByRole('dialog', { name: 'Filtrera Efternamn' });
    await user.type(within(menu).getByRole('textbox', { name: 'Efternamn' }), 'BERG');
    await user.click(within(menu).getByRole('button', { name: 'Filter' }));
    expect(givenNames()).toEqual(['Noah', 'Ella']);
    expect(screen.getByText('Visar 2 av 4 barn')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Filtrera Efternamn, filter aktivt' }));
    const input = screen.getByRole('textbox', { name: 'Efternamn' });
    await user.clear(input);
    await user.type(input, '!berg{Enter}');
    expect(givenNames()).toEqual(['Olle', 'Saga']);

    await user.click(screen.getByRole('button', { name: 'Filtrera Efternamn, filter aktivt' }));
    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(givenNames()).toEqual(['Olle', 'Saga', 'Noah', 'Ella']);
  });

  it("finds the children without cost, or without note, with the filter '-'", async () => {
    const user = userEvent.setup();
    await renderOverview();

    await user.click(screen.getByRole('button', { name: 'Filtrera Kostnad' }));
    await user.type(screen.getByRole('textbox', { name: 'Kostnad' }), '-{Enter}');
    expect(givenNames()).toEqual(['Olle']);

    await user.click(screen.getByRole('button', { name: 'Rensa alla filter' }));
    await user.click(screen.getByRole('button', { name: 'Filtrera Kommentar' }));
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), '-{Enter}');
    expect(givenNames()).toEqual(['Noah', 'Ella']);

    await user.click(screen.getByRole('button', { name: 'Filtrera Kommentar, filter aktivt' }));
    const note = screen.getByRole('textbox', { name: 'Kommentar' });
    await user.clear(note);
    await user.type(note, '!-{Enter}');
    expect(givenNames()).toEqual(['Olle', 'Saga']);
  });

  it('shows only the children with the checked statuses, all of them again after Rensa filter', async () => {
    const user = userEvent.setup();
    await renderOverview();

    await user.click(screen.getByRole('button', { name: 'Filtrera Status' }));
    const menu = within(screen.getByRole('dialog', { name: 'Filtrera Status' }));
    expect(menu.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Inte aktiv',
      'Start',
      'Slut',
      'Ej giltig',
      'Första månaden',
      'Sista månaden',
      'Faktureras',
    ]);
    for (const label of ['Inte aktiv', 'Start', 'Slut', 'Första månaden', 'Sista månaden']) {
      await user.click(menu.getByRole('checkbox', { name: label }));
    }
    await user.click(menu.getByRole('button', { name: 'Filter' }));
    expect(givenNames()).toEqual(['Olle', 'Ella']);

    await user.click(screen.getByRole('button', { name: 'Filtrera Status, filter aktivt' }));
    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(givenNames()).toEqual(['Olle', 'Saga', 'Noah', 'Ella']);
  });

  it('says so when no child passes the filters', async () => {
    const user = userEvent.setup();
    await renderOverview();
    await user.click(screen.getByRole('button', { name: 'Filtrera Förnamn' }));
    await user.type(screen.getByRole('textbox', { name: 'Förnamn' }), 'xyz{Enter}');
    expect(screen.getByText('Inga barn matchar filtret')).toBeDefined();
  });

  it('expands one child at a time to show its view, and opens a child in Sök och hantera', async () => {
    const user = userEvent.setup();
    const { screen: preschool } = await renderOverview();

    const showElla = screen.getByRole('button', { name: 'Visa Ella Berg' });
    await user.click(showElla);
    expect(showElla.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Ella Berg', level: 2 })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Visa Saga Lind' }));
    expect(screen.getByRole('heading', { name: 'Saga Lind', level: 2 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Ella Berg', level: 2 })).toBeNull();
    expect(showElla.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Gå till Noah Berglund' }));
    expect(preschool.openPerson).toHaveBeenCalledWith({ id: 6, type: 'child', search: 'Noah Berglund' });
  });

  it('moves to the months before and after, and offers Redigera only in the current month', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderOverview();
    expect(screen.getByRole('button', { name: 'Redigera' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeDefined();
    await screen.findByRole('cell', { name: 'Ella' });
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Föregående månad' }));
    await user.click(screen.getByRole('button', { name: 'Föregående månad' }));
    expect(screen.getByRole('heading', { name: 'Oktober 2026' })).toBeDefined();
    await screen.findByRole('cell', { name: 'Ella' });
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Denna månad' }));
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Redigera' })).toBeDefined();
    // A month shown again is fetched again (its cached rows show meanwhile).
    expect(requests.map((request) => new URL(request.url).searchParams.get('period'))).toEqual([
      '2026-11',
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-11',
    ]);
  });

  it('offers no Redigera to a user who may not edit', async () => {
    await renderOverview(testScreen({ canEdit: false }));
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();
  });

  it('puts only the rows in view, and a few around them, in the page when 500 children are listed', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      overviewChild(index + 10, `Barn${index}`, 'Ek', {}),
    );
    server.use(preschoolHandlers.overview(many));
    renderInScreen(<OverviewPanel />);
    const table = await screen.findByRole('table', { name: 'Barn' });
    await screen.findByRole('cell', { name: 'Barn0' });
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    // 600 px of 41 px rows, and ten more on each side at most.
    expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  });

  it('shows skeletons while the month loads', async () => {
    renderInScreen(<OverviewPanel />);
    const table = screen.getByRole('table', { name: 'Barn' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('cell', { name: 'Ella' });
    expect(table.getAttribute('aria-busy')).toBe('false');
  });

  it('has no WCAG 2.1 A or AA violations, expanded and editing', async () => {
    const user = userEvent.setup();
    const { container } = await renderOverview();
    await user.click(screen.getByRole('button', { name: 'Visa Ella Berg' }));
    await user.click(screen.getByRole('button', { name: 'Redigera' }));
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
