import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { ella, preschoolHandlers, sara, solrosen } from '@/test/handlers/preschool.ts';
import { publishingHandlers } from '@/test/handlers/publishing.ts';
import { renderRoutes } from '@/test/render.tsx';
import { recordRequests, server } from '@/test/server.ts';
import { fakeInvoicing } from './invoicing/invoicing-test-utils.ts';
import { stubTableLayout } from './overview/overview-test-utils.ts';
import { PreschoolPage } from './preschool-page.tsx';

const lingonet = { ...solrosen, id: 102, name: 'Förskolan Lingonet', cost_center: '4102', selected: false };

function manyChildren(count: number): PreschoolPerson[] {
  return Array.from({ length: count }, (_, index) => ({
    ...ella,
    id: 1000 + index,
    given_name: `Barn${index + 1}`,
  }));
}

function renderPage(entry = '/billing/preschool', authorization = demoAuthorizations.forskolechef) {
  server.use(
    authorizationHandlers.authorization(authorization),
    preschoolHandlers.locations([solrosen, lingonet]),
    preschoolHandlers.overview(),
    preschoolHandlers.guardianInvoices(),
  );
  return renderRoutes([{ path: '/billing/preschool', element: <PreschoolPage /> }], entry);
}

const searchOf = (router: ReturnType<typeof renderPage>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('PreschoolPage', () => {
  it('shows the unit of the user first, with the tabs of a manager and the create buttons', async () => {
    server.use(preschoolHandlers.search([ella]));
    renderPage();
    expect(((await screen.findByRole('combobox', { name: 'Förskola' })) as HTMLInputElement).value).toBe(
      '4101 Förskolan Solrosen',
    );
    await screen.findByRole('tab', { name: 'Fakturering' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Sök och hantera', 'Översikt barn', 'Fakturering']);
    expect(screen.getByRole('button', { name: 'Lägg till ny vårdnadshavare' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Lägg till nytt barn' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a teacher no Fakturering, and the export only to a holder of READ_ALL_PERSONS at 100', async () => {
    server.use(preschoolHandlers.search([ella]));
    const { unmount } = renderPage('/billing/preschool', demoAuthorizations.forskollarare);
    await screen.findByRole('tab', { name: 'Sök och hantera' });
    expect(screen.queryByRole('tab', { name: 'Fakturering' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Exportera till kalkylark' })).toBeNull();
    unmount();
    renderPage('/billing/preschool', demoAuthorizations.admin);
    expect(await screen.findByRole('tab', { name: 'Exportera till kalkylark' })).toBeDefined();
  });

  it('offers Publicera to a holder of adminMenu GROUPS, opening the publish dialog on Grupper', async () => {
    server.use(preschoolHandlers.search([ella]), publishingHandlers.locations());
    const { unmount } = renderPage();
    await screen.findByRole('button', { name: 'Lägg till nytt barn' });
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
    unmount();
    renderPage('/billing/preschool', demoAuthorizations.admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicera' });
    expect(within(dialog).getByRole('button', { name: 'Grupper' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finds units by typing and says so when none match', async () => {
    server.use(preschoolHandlers.search([ella]));
    const { router } = renderPage();
    const unit = await screen.findByRole('combobox', { name: 'Förskola' });
    await userEvent.clear(unit);
    await userEvent.type(unit, 'Lingon');
    await userEvent.click(await screen.findByRole('option', { name: '4102 Förskolan Lingonet' }));
    expect(searchOf(router).get('unit')).toBe('4102');
    // Another unit is a new screen.
    const other = await screen.findByRole('combobox', { name: 'Förskola' });
    expect((other as HTMLInputElement).value).toBe('4102 Förskolan Lingonet');
    await userEvent.clear(other);
    await userEvent.type(other, 'Finns inte');
    expect(await screen.findByText('Inga resultat hittades')).toBeDefined();
  });

  it('searches after a pause in typing, pages with the spec’s texts and keeps it all in qpm', async () => {
    server.use(preschoolHandlers.search(manyChildren(23)));
    const requests = recordRequests();
    const { router } = renderPage();
    expect(await screen.findByText('1 - 10 av 23')).toBeDefined();
    const field = screen.getByRole('textbox', { name: 'Sök barn' });
    await userEvent.type(field, 'Barn');
    await waitFor(() => expect(searchOf(router).get('qpm')).toBe('sBarn'));
    const searches = () =>
      requests
        .filter((r) => new URL(r.url).pathname === '/api/preschool/4101')
        .map((r) => new URL(r.url).searchParams.get('search'));
    // One search for the empty field and one after typing: none for each key.
    await waitFor(() => expect(searches()).toEqual(['', 'Barn']));

    await screen.findByText('1 - 10 av 23');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa sida' }));
    expect(await screen.findByText('11 - 20 av 23')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: /Barn12/ }));
    expect(searchOf(router).get('qpm')).toBe('p1.i1011.sBarn');
    expect(screen.getByRole('button', { name: 'Föregående sida' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('combobox', { name: /rader|Rows/i })).toBeNull();
  });

  it('restores the view from a link: the guardian search, its page and the selected person', async () => {
    server.use(preschoolHandlers.search([sara]));
    renderPage('/billing/preschool?unit=4101&qpm=v.i2.sBerg');
    expect(
      ((await screen.findByRole('textbox', { name: 'Sök vårdnadshavare' })) as HTMLInputElement).value,
    ).toBe('Berg');
    expect((screen.getByRole('switch', { name: 'vh' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
  });

  it('says so when nothing is found', async () => {
    server.use(preschoolHandlers.search([]));
    renderPage();
    expect(await screen.findByText('Inga barn/vårdnadshavare hittades')).toBeDefined();
    expect(screen.getByText('Inga resultat på sökning')).toBeDefined();
  });

  it('locks the tabs and the unit in a register mode and gives the view back on Avbryt', async () => {
    server.use(preschoolHandlers.search([ella]));
    const { router } = renderPage('/billing/preschool?unit=4101&qpm=i1.sElla');
    await screen.findByRole('heading', { name: 'Ella Berg', level: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till nytt barn' }));
    expect(screen.getByRole('tab', { name: 'Översikt barn' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Förskola' }).hasAttribute('disabled')).toBe(true);
    // The child form links guardians: the search finds guardians.
    expect((screen.getByRole('switch', { name: 'vh' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'vh' }).hasAttribute('disabled')).toBe(true);
    const form = await screen.findByRole('heading', { name: 'Lägg till nytt barn', level: 2 });
    await userEvent.click(
      within(form.closest('form') ?? document.body).getByRole('button', { name: 'Avbryt' }),
    );
    await waitFor(() => expect(searchOf(router).get('qpm')).toBe('i1.sElla'));
    expect(screen.getByRole('tab', { name: 'Översikt barn' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens a person from the overview on the first tab with that person selected', async () => {
    server.use(preschoolHandlers.search([ella]));
    onTestFinished(stubTableLayout());
    const { router } = renderPage('/billing/preschool?unit=4101&qpm=t1');
    await userEvent.click(await screen.findByRole('button', { name: 'Gå till Ella Berg' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sök och hantera' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(searchOf(router).get('qpm')).toBe('i1.sElla Berg');
    expect(await screen.findByRole('heading', { name: 'Ella Berg', level: 2 })).toBeDefined();
  });

  it('keeps the view per route in local storage without the search text, and a bare address takes it', async () => {
    server.use(preschoolHandlers.search(manyChildren(23)));
    const first = renderPage('/billing/preschool?unit=4102&qpm=v.p1.i7.sBerg');
    await screen.findByText('11 - 20 av 23');
    expect(localStorage.getItem('kansli.view:/billing/preschool')).toBe('unit=4102&qpm=v.p1.i7');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Berg');
    first.unmount();

    const { router } = renderPage('/billing/preschool');
    await waitFor(() => expect(router.state.location.search).toBe('?unit=4102&qpm=v.p1.i7'));
    expect(((await screen.findByRole('combobox', { name: 'Förskola' })) as HTMLInputElement).value).toBe(
      '4102 Förskolan Lingonet',
    );
  });

  it.each(['/billing/preschool', '/billing/preschool?unit=4101'])(
    'reaches every tab from every other from %s, and Back and the menu keep to the chosen one',
    async (entry) => {
      server.use(preschoolHandlers.search([ella]), ...fakeInvoicing([]).handlers);
      onTestFinished(stubTableLayout());
      const { router, unmount } = renderPage(entry);
      const tabNames = ['Sök och hantera', 'Översikt barn', 'Fakturering'];
      const expectSelected = (index: number) =>
        waitFor(() =>
          expect(screen.getByRole('tab', { name: tabNames[index] }).getAttribute('aria-selected')).toBe(
            'true',
          ),
        );
      // Each ordered pair of tabs once.
      const path = [0, 1, 2, 0, 2, 1, 0];
      await screen.findByRole('tab', { name: 'Fakturering' });
      for (const index of path.slice(1)) {
        await userEvent.click(screen.getByRole('tab', { name: tabNames[index] }));
        await expectSelected(index);
      }
      expect(searchOf(router).get('qpm')).toBeNull();
      for (const index of path.slice(0, -1).reverse()) {
        await router.navigate(-1);
        await expectSelected(index);
      }
      await router.navigate(6);
      await expectSelected(0);
      unmount();

      // The menu's bare address takes the first tab, the one chosen last.
      const again = renderPage('/billing/preschool');
      await expectSelected(0);
      expect(searchOf(again.router).get('qpm')).toBeNull();
    },
    30_000,
  );
});
