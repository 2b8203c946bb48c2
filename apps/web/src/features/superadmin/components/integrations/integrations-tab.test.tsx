import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authorizationWith } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import { integrationsHandlers, integrationsState } from '@/test/handlers/integrations.ts';
import { recordRequests } from '@/test/server.ts';
import { axeTags, INTEGRATIONS_TAB, renderSuperadminPage } from '../superadmin-test-utils.tsx';
import { VISMA_CONNECTION_FAILED_TEXT } from './integrations-tab.tsx';

const state = integrationsState;

function renderIntegrations(entry = INTEGRATIONS_TAB, handlers = [integrationsHandlers.status()]) {
  return renderSuperadminPage(entry, { handlers });
}

const card = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Integrationer' })).getByRole('listitem', { name });

describe('the Integrationer tab', () => {
  it('is a tab after Logg only for a holder of adminMenu SUPERADMIN', async () => {
    const { unmount } = renderIntegrations('/superadmin');
    await screen.findByRole('tab', { name: 'Integrationer' });
    unmount();

    const withoutFlag = authorizationWith([{ segment: 'adminMenu', flags: ['PERSONS'], locations: [1] }]);
    const requests = recordRequests();
    renderIntegrations(INTEGRATIONS_TAB, [
      authorizationHandlers.authorization(withoutFlag),
      integrationsHandlers.status(),
    ]);
    await screen.findByRole('tab', { name: 'Databas' });
    expect(screen.queryByRole('tab', { name: 'Integrationer' })).toBeNull();
    expect(requests.some((request) => request.url.includes('/api/integrations'))).toBe(false);
  });

  it("lists every system with its state, its last success in Stockholm's time and its last error", async () => {
    renderIntegrations();
    const cards = within(await screen.findByRole('list', { name: 'Integrationer' })).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Visma eEkonomi',
      'Google Workspace',
      'Google Cloud Storage',
      'Freshservice',
      '46elks',
      'Campus',
      'Flex',
    ]);
    const visma = await card('Visma eEkonomi');
    expect(within(visma).getByText('Fel')).toBeDefined();
    expect(visma.textContent).toContain('Senaste lyckade anrop2026-11-23 08:15');
    expect(visma.textContent).toContain('Senast kontrollerad2026-11-24 10:30');
    expect(
      within(visma).getByText('Fel: Visma eEkonomi nekade åtkomst. Kontrollera inloggningsuppgifterna.'),
    ).toBeDefined();
    const campus = await card('Campus');
    expect(within(campus).getByText('OK')).toBeDefined();
    expect(campus.textContent).not.toContain('Fel');
    expect(within(await card('Google Workspace')).getByText('Ej kontrollerad')).toBeDefined();
    const flex = await card('Flex');
    expect(within(flex).getByText('Ej konfigurerad')).toBeDefined();
    expect(flex.textContent).toContain('Senaste lyckade anrop-');
    expect(within(flex).getByRole('button', { name: 'Testa anslutning' })).toHaveProperty('disabled', true);
  });

  it("'Testa anslutning' shows progress on the button while the test runs, and the new state after", async () => {
    const user = userEvent.setup();
    const systems = state();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const requests = recordRequests();
    renderIntegrations(INTEGRATIONS_TAB, [
      integrationsHandlers.check(
        systems,
        {
          ok: true,
          message: null,
          checked_at: '2026-11-24T10:00:00.000Z',
          last_success_at: '2026-11-24T10:00:00.000Z',
        },
        answered,
      ),
      integrationsHandlers.status(systems),
    ]);
    const visma = await card('Visma eEkonomi');
    const button = within(visma).getByRole('button', { name: 'Testa anslutning' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    // The other systems' buttons stay free.
    expect(
      within(await card('Campus'))
        .getByRole('button', { name: 'Testa anslutning' })
        .getAttribute('aria-busy'),
    ).toBe('false');

    answer();
    await waitFor(() => expect(within(visma).getByText('OK')).toBeDefined());
    expect(visma.textContent).toContain('Senaste lyckade anrop2026-11-24 11:00');
    expect(visma.textContent).not.toContain('Fel:');
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname),
    ).toEqual(['/api/integrations/visma/check']);
  });

  it('says why a test was refused, and leaves the row as it was', async () => {
    const user = userEvent.setup();
    renderIntegrations(INTEGRATIONS_TAB, [
      integrationsHandlers.checkRefused(),
      integrationsHandlers.status(),
    ]);
    const campus = await card('Campus');
    await user.click(within(campus).getByRole('button', { name: 'Testa anslutning' }));
    expect(
      await screen.findByText('ERROR 429: För många tester på kort tid. Försök igen om 42 sekunder.'),
    ).toBeDefined();
    expect(within(campus).getByText('OK')).toBeDefined();
  });

  it("links 'Anslut till Visma' to the server's start of the connection, on Visma's card only", async () => {
    renderIntegrations();
    const link = within(await card('Visma eEkonomi')).getByRole('link', { name: 'Anslut till Visma' });
    expect(link.getAttribute('href')).toBe('/api/integrations/visma/connect');
    expect(screen.getAllByRole('link', { name: 'Anslut till Visma' })).toHaveLength(1);
  });

  it('tells when the connection to Visma failed, until the notice is closed', async () => {
    const user = userEvent.setup();
    const { router } = renderIntegrations(`${INTEGRATIONS_TAB}&visma=error`);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(VISMA_CONNECTION_FAILED_TEXT);
    expect(VISMA_CONNECTION_FAILED_TEXT).toBe('Anslutningen till Visma misslyckades. Försök igen.');
    await user.click(within(notice).getByRole('button', { name: /stäng/i }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.search).toBe('?tab=4&view=0');
  });

  it('shows a skeleton while the list loads, and says when it could not be read', async () => {
    const user = userEvent.setup();
    const { unmount } = renderIntegrations(INTEGRATIONS_TAB, [
      http.get('/api/integrations/status', () => delay('infinite')),
    ]);
    expect(await screen.findByRole('status', { name: 'Hämtar integrationerna' })).toBeDefined();
    unmount();

    const requests = recordRequests();
    renderIntegrations(INTEGRATIONS_TAB, [integrationsHandlers.statusFails()]);
    expect(await screen.findByText('Integrationerna kunde inte hämtas.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    const reads = () => requests.filter((request) => request.url.endsWith('/api/integrations/status'));
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('says when there is no system to show', async () => {
    renderIntegrations(INTEGRATIONS_TAB, [
      http.get('/api/integrations/status', () => HttpResponse.json({ systems: [] })),
    ]);
    expect(await screen.findByText('Inga integrationer.')).toBeDefined();
  });

  it('has no WCAG 2.1 A or AA violations, the Visma notice shown', async () => {
    renderIntegrations(`${INTEGRATIONS_TAB}&visma=error`);
    await screen.findByRole('list', { name: 'Integrationer' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
