import type { TPersonCard } from '@kansli/domain/persons/person-card';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { personQueryKeys } from '@/features/persons/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import {
  karlCard,
  karlsAccount,
  karlsAccountFacts,
  personActionsHandlers,
} from '@/test/handlers/person-actions.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, recordRequests, server } from '@/test/server.ts';
import { axeTags, cardWith, renderActions } from './actions-test-utils.tsx';
import { CHANGE_AT_FIRST_SIGN_IN } from './initial-password.tsx';
import { PersonActions } from './person-actions.tsx';

const BUTTON = 'Skapa e-postkonto';

/** The buttons of the card as the server answers it, fetched again when invalidated (as the card does). */
function CardFromServer() {
  const card = useQuery({
    queryKey: personQueryKeys.person(karlCard.id),
    queryFn: () => api.get<{ data: TPersonCard }>(`/api/integration/person/${karlCard.id}`),
  });
  return card.data ? <PersonActions person={card.data.data} /> : null;
}

function renderCardFromServer() {
  server.use(authorizationHandlers.authorization(demoAuthorizations.support));
  return renderRoutes([{ path: '*', element: <CardFromServer /> }], '/');
}

async function openDialog() {
  const user = userEvent.setup();
  server.use(...personActionsHandlers.setupEmail());
  const rendered = renderActions();
  rendered.queryClient.setQueryData(personQueryKeys.person(karlCard.id), karlCard);
  await user.click(screen.getByRole('button', { name: BUTTON }));
  const dialog = screen.getByRole('dialog', { name: 'Skapa e-postkonto' });
  await within(dialog).findByText(karlsAccountFacts.orgUnitPath);
  return { user, dialog, ...rendered };
}

describe('Skapa e-postkonto', () => {
  it('shows only for employed staff without a Google account', () => {
    const cases = [
      { extension: {}, shown: true },
      { extension: { googleId: 'g-1' }, shown: false },
      { extension: { isJensenEmployed: false }, shown: false },
    ];
    for (const { extension, shown } of cases) {
      const { unmount } = renderActions(cardWith(extension));
      expect(screen.queryByRole('button', { name: BUTTON }) !== null).toBe(shown);
      unmount();
    }
  });

  it('shows what the account will be, with the buttons Avbryt and Skapa', async () => {
    const { dialog } = await openDialog();
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Enhet: 'Gymnasiet Centrum',
      Organisationsenhet: '/Personal/Gymnasiet Centrum',
      Anställd: 'Karl Lind',
      'E-post': 'karl.lind@skolan.test',
      'Chefens roll': 'Rektor',
      Chef: 'Eva Strand',
      'Chefens e-post': 'eva.strand@skolan.test',
    });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Avbryt', 'Skapa']);
  });

  it('Avbryt closes without creating anything', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates the account, shows the initial password once with a copy button, and tells so ending with !', async () => {
    const { user, dialog, queryClient } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Skapa' }));

    const notice = await screen.findByText(/^E-postkontot är skapat/);
    expect(notice.textContent?.endsWith('!')).toBe(true);
    // What the account would be is not asked again: the server would answer that it exists.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^ERROR 409/)).toBeNull();
    const password = within(dialog).getByText(karlsAccount.initialPassword);
    expect(password.tagName).toBe('CODE');
    expect(getComputedStyle(password).fontFamily).toBe('monospace');
    expect(within(dialog).getByText(CHANGE_AT_FIRST_SIGN_IN)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Kopiera' }));
    expect(await navigator.clipboard.readText()).toBe(karlsAccount.initialPassword);
    expect(within(dialog).getByRole('button', { name: 'Kopierat' })).toBeDefined();

    // The person is fetched again (its googleId hides the button), and the password is kept nowhere.
    expect(queryClient.getQueryState(personQueryKeys.person(karlCard.id))?.isInvalidated).toBe(true);
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    expect(cached).not.toContain(karlsAccount.initialPassword);
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(stored).not.toContain(karlsAccount.initialPassword);

    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const mutations = JSON.stringify(
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state.data),
    );
    expect(mutations).not.toContain(karlsAccount.initialPassword);
  });

  it('keeps the dialog and its password when the refetched card hides the button', async () => {
    const user = userEvent.setup();
    let account: string | null = null;
    server.use(...personActionsHandlers.setupEmail());
    server.use(
      http.get('/api/integration/person/:id', () =>
        HttpResponse.json({ data: cardWith({ googleId: account }) }),
      ),
      http.post('/api/integration/person/:id/setupemail', () => {
        account = karlsAccount.googleId;
        return HttpResponse.json({ data: karlsAccount });
      }),
    );
    renderCardFromServer();
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = screen.getByRole('dialog', { name: 'Skapa e-postkonto' });
    await user.click(await within(dialog).findByRole('button', { name: 'Skapa' }));

    // The dialog hides the rest of the page from assistive technology: look behind it.
    await waitFor(() => expect(screen.queryByRole('button', { name: BUTTON, hidden: true })).toBeNull());
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByText(karlsAccount.initialPassword)).toBeDefined();
  });

  it('shows a failure as the generic notice and stays open; Skapa again sends the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    let fail = true;
    const { user, dialog } = await openDialog();
    server.use(
      http.post('/api/integration/person/:id/setupemail', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (fail) return apiError(502, 'Google Directory answered HTTP 503');
        return HttpResponse.json({ data: karlsAccount });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skapa' }));
    expect(await screen.findByText('ERROR 502: Google Directory answered HTTP 503')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Skapa e-postkonto' })).toBeDefined();
    expect(within(dialog).queryByText(karlsAccount.initialPassword)).toBeNull();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Skapa' }));
    await within(dialog).findByText(karlsAccount.initialPassword);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('has no WCAG 2.1 A or AA violations, before and after creating', async () => {
    const { user, dialog } = await openDialog();
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Skapa' }));
    await within(dialog).findByText(karlsAccount.initialPassword);
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
