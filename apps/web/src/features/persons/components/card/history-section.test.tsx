import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { auditEvents, auditHandlers } from '@/test/handlers/audit.ts';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import { axeTags, renderPersonCard } from '../persons-test-utils.tsx';

const ELSA = 10;
const historyOf = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.endsWith('/history')).map(pathOf);

async function openHistory() {
  await userEvent.click(await screen.findByRole('button', { name: 'Visa historik' }));
  return within(await screen.findByRole('list', { name: 'Historik' }));
}

describe('HistorySection', () => {
  it('reads the history only when opened, and lists who did what, as whom', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA, { handlers: [auditHandlers.personHistory()] });
    const toggle = await screen.findByRole('button', { name: 'Visa historik' });
    expect(historyOf(requests)).toEqual([]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    const list = await openHistory();
    expect(historyOf(requests)).toEqual([`/api/integration/person/${ELSA}/history`]);
    const [exported, ghosted, changed] = list.getAllByRole('listitem');
    expect(exported?.textContent).toContain('Chromebook-fakturaunderlag exporterades till kalkylark');
    expect(ghosted?.textContent).toContain('Karl Lind som Sara Berg');
    expect(ghosted?.textContent).toContain('Uppgifterna lästes under skuggning');
    await userEvent.click(
      within(changed as HTMLElement).getByRole('button', { name: 'Visa före och efter' }),
    );
    expect(within(changed as HTMLElement).getByRole('region', { name: 'Efter' }).textContent).toContain(
      '070-222 22 22',
    );
  });

  it('shows more with Visa fler, and asks again after a change to the person', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA, { handlers: [auditHandlers.personHistory(auditEvents(), 2)] });
    const list = await openHistory();
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
    expect(historyOf(requests)).toEqual([
      `/api/integration/person/${ELSA}/history`,
      `/api/integration/person/${ELSA}/history?before=30`,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Redigera telefonnummer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera telefonnummer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort 070-111 22 33' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(historyOf(requests).length).toBeGreaterThan(2));
  });

  it('says when there is none, and offers Försök igen when it could not be read', async () => {
    const empty = http.get('/api/integration/person/:id/history', () =>
      HttpResponse.json({ events: [], nextBefore: null }),
    );
    const { unmount } = renderPersonCard(ELSA, { handlers: [empty] });
    await userEvent.click(await screen.findByRole('button', { name: 'Visa historik' }));
    expect(await screen.findByText('Ingen historik')).toBeDefined();
    unmount();

    renderPersonCard(ELSA, {
      handlers: [http.get('/api/integration/person/:id/history', () => apiError(500, 'Fel'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Visa historik' }));
    expect(await screen.findByText('Historiken kunde inte hämtas.')).toBeDefined();
    server.use(auditHandlers.personHistory());
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect((await screen.findByRole('list', { name: 'Historik' })).children).toHaveLength(4);
  });

  it('has no WCAG 2.1 A or AA violations when open', async () => {
    renderPersonCard(ELSA, { handlers: [auditHandlers.personHistory()] });
    await openHistory();
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
