import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { personQueryKeys } from '@/features/persons/api/query-keys.ts';
import { heldAnswer, karlCard, personActionsHandlers } from '@/test/handlers/person-actions.ts';
import { apiError, recordRequests, server } from '@/test/server.ts';
import { stubPhoneScreen } from '@/test/wide-screen.ts';
import { axeTags, cardWith, renderActions } from './actions-test-utils.tsx';
import { NO_GROUPS_TEXT, OVERVIEW_DIALOG_WIDTH } from './groups-dialog.tsx';

describe('PersonActions', () => {
  it('shows the buttons of spec 2.4 to a support user for employed staff with a campusId', async () => {
    renderActions();
    for (const name of ['Översikt', 'Publicera', 'Publicera NY', 'Skapa e-postkonto', 'Behörigheter']) {
      expect(screen.getByRole('button', { name })).toBeDefined();
    }
    expect(await screen.findByRole('button', { name: 'Skugga' })).toBeDefined();
  });

  it('links the person in the campus platform in a new tab, only when the person has a campusId', () => {
    const { unmount } = renderActions();
    const link = screen.getByRole('link', { name: 'Öppna i Campus' });
    expect(link.getAttribute('href')).toBe(karlCard.extension.campusUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    unmount();

    renderActions(cardWith({ campusId: null, campusUrl: null }));
    expect(screen.queryByRole('link', { name: 'Öppna i Campus' })).toBeNull();
  });

  it("lists the person's groups in 'Översikt', 1000 pixels wide, a published group linking to the campus admin", async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Översikt' }));
    const dialog = screen.getByRole('dialog', { name: 'Översikt – Karl Lind' });
    expect(getComputedStyle(dialog).maxWidth).toBe(`${OVERVIEW_DIALOG_WIDTH}px`);

    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['NA23a', '-'],
      ['Mentorsgrupp 2', '2025-06-14'],
    ]);
    const groupLink = within(dialog).getByRole('link', { name: 'NA23a' });
    expect(groupLink.getAttribute('href')).toBe('https://campus.example.test/admin/groups/g-7');
    expect(groupLink.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByRole('link', { name: 'Mentorsgrupp 2' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says so when the person is in no group, with the dialog's focus trapped and Escape closing it", async () => {
    const user = userEvent.setup();
    renderActions(cardWith({ groups: [] }));
    await user.click(screen.getByRole('button', { name: 'Översikt' }));
    const dialog = screen.getByRole('dialog', { name: 'Översikt – Karl Lind' });
    expect(within(dialog).getByText(NO_GROUPS_TEXT)).toBeDefined();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("publishes once with 'Publicera', busy until answered, then tells so and refreshes the person", async () => {
    const user = userEvent.setup();
    const { held, release } = heldAnswer();
    server.use(personActionsHandlers.publish(held));
    const requests = recordRequests();
    const { queryClient } = renderActions();
    queryClient.setQueryData(personQueryKeys.person(karlCard.id), karlCard);

    await user.click(screen.getByRole('button', { name: 'Publicera' }));
    const busy = screen.getByRole('button', { name: 'Publicera' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('[role="progressbar"]')).not.toBeNull();
    // A second click while busy sends nothing.
    fireEvent.click(busy);
    release();

    expect(await screen.findByText('Personen är publicerad')).toBeDefined();
    expect(busy.hasAttribute('disabled')).toBe(false);
    const publishes = requests.filter((request) => request.method === 'POST');
    expect(publishes.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/integration/person/42/publish',
    ]);
    expect(queryClient.getQueryState(personQueryKeys.person(karlCard.id))?.isInvalidated).toBe(true);
  });

  it("publishes the person with guardians and memberships with 'Publicera NY' and counts them", async () => {
    const user = userEvent.setup();
    const { held, release } = heldAnswer();
    server.use(personActionsHandlers.publishCampus(held, 2, 5));
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Publicera NY' }));
    const busy = screen.getByRole('button', { name: 'Publicera NY' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    expect(
      await screen.findByText('Personen är publicerad med 2 vårdnadshavare och 5 gruppmedlemskap'),
    ).toBeDefined();
  });

  it('shows a failed publish as the generic error notice (spec 8)', async () => {
    const user = userEvent.setup();
    // The campus platform refused: the server passes it on as its error object.
    server.use(
      http.post('/api/integration/person/:id/publish', () => apiError(502, 'Campus answered HTTP 503')),
    );
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Publicera' }));
    expect(await screen.findByText('ERROR 502: Campus answered HTTP 503')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Publicera' }).hasAttribute('disabled')).toBe(false);
  });

  it("fills a phone's screen with its dialogs (below the sm breakpoint)", async () => {
    const user = userEvent.setup();
    stubPhoneScreen();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Översikt' }));
    const dialog = screen.getByRole('dialog', { name: 'Översikt – Karl Lind' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
  });

  it('has no WCAG 2.1 A or AA violations, the buttons and the overview dialog', async () => {
    const user = userEvent.setup();
    renderActions();
    await screen.findByRole('button', { name: 'Skugga' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Översikt' }));
    screen.getByRole('dialog');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
