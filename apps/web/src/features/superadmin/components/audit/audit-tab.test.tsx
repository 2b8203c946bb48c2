import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { authorizationWith } from '@/test/authorization-fixtures.ts';
import { auditEvents, auditHandlers } from '@/test/handlers/audit.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { personsHandlers } from '@/test/handlers/persons.ts';
import { recordRequests, server } from '@/test/server.ts';
import { AUDIT_TAB, axeTags, renderSuperadminPage } from '../superadmin-test-utils.tsx';

const addressOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

function renderLog(entry = AUDIT_TAB, handlers = [auditHandlers.log()]) {
  return renderSuperadminPage(entry, { handlers: [...handlers, ...personsHandlers()] });
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Logg' })).getAllByRole('listitem');

describe('the Logg tab', () => {
  it('is a tab only for a holder of adminMenu SUPERADMIN', async () => {
    const { unmount } = renderLog('/superadmin');
    await screen.findByRole('tab', { name: 'Logg' });
    unmount();

    const withoutFlag = authorizationWith([{ segment: 'adminMenu', flags: ['PERSONS'], locations: [1] }]);
    const requests = recordRequests();
    renderLog(AUDIT_TAB, [authorizationHandlers.authorization(withoutFlag), auditHandlers.log()]);
    await screen.findByRole('tab', { name: 'Databas' });
    expect(screen.queryByRole('tab', { name: 'Logg' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Översikt' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.some((request) => request.url.includes('/api/audit'))).toBe(false);
  });

  it('lists the entries newest first: time in Stockholm, who and as whom, what in Swedish and whom it concerns', async () => {
    renderLog();
    const listed = await entries();
    const [exported, ghosted, changed, imported] = listed;
    expect(exported?.textContent).toContain('Chromebook-fakturaunderlag exporterades till kalkylark');
    expect(exported?.textContent).toContain('Kalkylark sheet-1');
    expect(ghosted?.textContent).toContain('2026-11-24 10:00:00 · Karl Lind som Sara Berg');
    expect(ghosted?.textContent).toContain('Uppgifterna lästes under skuggning');
    expect(ghosted?.textContent).toContain('Person: Elsa Berg');
    expect(changed?.textContent).toContain('2026-07-01 12:00:05 · Karl Lind');
    expect(changed?.textContent).toContain('Telefonnummer sparades');
    expect(imported?.textContent).toContain('Systemet');
    // A person the reader may not see is named by kind and id only.
    expect(imported?.textContent).toContain('Person 11');
    // Never the action's code.
    for (const entry of listed) {
      expect(entry.textContent).not.toMatch(/person\.phone|import\.person|GET \/api|chromebook\.invoices/);
    }
  });

  it('opens an entry to show before and after side by side', async () => {
    const user = userEvent.setup();
    renderLog();
    const changed = (await entries())[2] as HTMLElement;
    const toggle = within(changed).getByRole('button', { name: 'Visa före och efter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(changed).getByRole('region', { name: 'Före' }).textContent).toContain('"070-111 11 11"');
    expect(within(changed).getByRole('region', { name: 'Efter' }).textContent).toContain('"070-222 22 22"');
    await user.click(within(changed).getByRole('button', { name: 'Dölj före och efter' }));
    await waitFor(() => expect(within(changed).queryByRole('region', { name: 'Före' })).toBeNull());
  });

  it('filters by the person concerned, picked by a search, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { router, unmount } = renderLog();
    await entries();
    await user.type(screen.getByRole('combobox', { name: 'Berörd person' }), 'Elsa');
    await user.click(await screen.findByRole('option', { name: /Elsa Berg/ }));
    await waitFor(() => expect(addressOf(router).get('personId')).toBe('10'));
    await waitFor(async () => expect(await entries()).toHaveLength(2));

    // The action is chosen by its Swedish text, never typed as a code.
    await user.type(screen.getByRole('combobox', { name: 'Åtgärd' }), 'telefon');
    await user.click(await screen.findByRole('option', { name: 'Telefonnummer sparades' }));
    await waitFor(() => expect(addressOf(router).get('action')).toBe('person.phone.save'));
    await waitFor(async () => expect(await entries()).toHaveLength(1));
    expect((await entries())[0]?.textContent).toContain('Telefonnummer sparades');
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    // A shared or reloaded address shows the same filter, the person named again.
    renderLog(address);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Berörd person' }).value).toBe(
        'Elsa Berg',
      ),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Åtgärd' }).value).toBe(
      'Telefonnummer sparades',
    );
    expect(await entries()).toHaveLength(1);
  });

  it('asks for the time range in Stockholm time and says when it is the wrong way round', async () => {
    const requests = recordRequests();
    const { router } = renderLog(`${AUDIT_TAB}&from=2026-11-24T10:00&to=2026-11-24T10:15`);
    expect(await entries()).toHaveLength(1);
    // The range shows in the app's Swedish pickers.
    const from = screen.getByRole('group', { name: 'Från' });
    expect(within(from).getByRole('spinbutton', { name: 'År' }).textContent).toBe('2026');
    expect(within(from).getByRole('spinbutton', { name: 'Timmar' }).textContent).toBe('10');
    expect(
      within(screen.getByRole('group', { name: 'Till' })).getByRole('spinbutton', { name: 'Minuter' })
        .textContent,
    ).toBe('15');
    const asked = requests
      .map((request) => new URL(request.url))
      .find((url) => url.pathname === '/api/audit');
    expect(asked?.searchParams.get('from')).toBe('2026-11-24T09:00:00.000Z');
    expect(asked?.searchParams.get('to')).toBe('2026-11-24T09:15:59.999Z');

    // A time typed in the picker goes to the address.
    const user = userEvent.setup();
    await user.click(within(from).getByRole('spinbutton', { name: 'Timmar' }));
    await user.keyboard('08');
    await waitFor(() => expect(addressOf(router).get('from')).toBe('2026-11-24T08:00'));

    await router.navigate(`${AUDIT_TAB}&from=2026-11-24T10:00&to=2026-11-24T09:00`);
    expect(await screen.findByText('Till får inte vara före Från')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Logg' })).toBeNull();
  });

  it('shows more with Visa fler, asking for the entries below the last one shown', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderLog(AUDIT_TAB, [auditHandlers.log(auditEvents(), 2)]);
    expect(await entries()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
    const befores = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/audit')
      .map((url) => url.searchParams.get('before'));
    expect(befores).toEqual([null, '30']);
  });

  it('says when nothing matches, and offers Försök igen when the log could not be read', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLog(`${AUDIT_TAB}&entity=group`);
    expect(await screen.findByText('Inga poster i loggen matchar filtret.')).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Entitet' }).value).toBe('Grupp');
    unmount();

    renderLog(AUDIT_TAB, [auditHandlers.logFails()]);
    expect(await screen.findByText('Loggen kunde inte hämtas.')).toBeDefined();
    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    server.use(auditHandlers.log());
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await entries()).toHaveLength(4);
  });

  it('has no WCAG 2.1 A or AA violations, with an entry open', async () => {
    const user = userEvent.setup();
    renderLog();
    const changed = (await entries())[2] as HTMLElement;
    await user.click(within(changed).getByRole('button', { name: 'Visa före och efter' }));
    await within(changed).findByRole('region', { name: 'Efter' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
