import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserPreferences } from '@/features/auth/api/get-user-preferences.ts';
import { authHandlers } from '@/test/handlers/auth.ts';
import { signedInHandlers } from '@/test/handlers/signed-in.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, recordRequests, server } from '@/test/server.ts';
import { stubMediaQueries } from '@/test/wide-screen.ts';
import { appRoutes } from '../router.tsx';

/** The scheme the page shows: the class MUI puts on <html>. */
function shownScheme(): string | undefined {
  return ['light', 'dark'].find((scheme) => document.documentElement.classList.contains(scheme));
}

/** The operating system's setting, as `prefers-color-scheme` answers it. */
function stubSystemScheme(scheme: 'light' | 'dark') {
  stubMediaQueries((media) => media === `(prefers-color-scheme: ${scheme})`);
}

async function renderSignedIn(preferences: UserPreferences) {
  server.use(...signedInHandlers());
  server.use(authHandlers.preferences(preferences));
  const result = renderRoutes(appRoutes, '/dashboard');
  await screen.findByRole('heading', { name: 'Mina behörigheter' });
  return result;
}

async function openAppearance() {
  await userEvent.click(screen.getByRole('button', { name: 'Anna Ek' }));
  return within(await screen.findByRole('group', { name: 'Utseende' }));
}

function checkedChoice(group: ReturnType<typeof within>) {
  return group.getByRole('menuitemradio', { checked: true }).textContent;
}

describe('Utseende in the account menu', () => {
  it("shows the user's saved scheme once signed in, and offers the three choices with it checked", async () => {
    stubSystemScheme('light');
    await renderSignedIn({ colorScheme: 'dark' });

    expect(shownScheme()).toBe('dark');
    const group = await openAppearance();
    expect(group.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Som systemet',
      'Ljust',
      'Mörkt',
    ]);
    expect(checkedChoice(group)).toBe('Mörkt');
  });

  it("follows the system's setting with 'Som systemet'", async () => {
    stubSystemScheme('dark');
    await renderSignedIn({ colorScheme: 'system' });

    expect(shownScheme()).toBe('dark');
  });

  it('shows a choice at once and saves it for the user', async () => {
    stubSystemScheme('dark');
    await renderSignedIn({ colorScheme: 'system' });
    const requests = recordRequests();
    const group = await openAppearance();

    await userEvent.click(group.getByRole('menuitemradio', { name: 'Ljust' }));

    expect(shownScheme()).toBe('light');
    expect(checkedChoice(group)).toBe('Ljust');
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe('/api/me/preferences');
    expect(await put?.json()).toEqual({ colorScheme: 'light' });
  });

  it('is chosen with the keyboard', async () => {
    stubSystemScheme('light');
    await renderSignedIn({ colorScheme: 'system' });
    const group = await openAppearance();

    // The first item has the focus: 'Som systemet'; two down is 'Mörkt'.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Mörkt');
    await userEvent.keyboard('{Enter}');

    expect(checkedChoice(group)).toBe('Mörkt');
    expect(shownScheme()).toBe('dark');
  });

  it('puts the previous choice back with the error notice when saving fails', async () => {
    stubSystemScheme('light');
    await renderSignedIn({ colorScheme: 'light' });
    const saved = Promise.withResolvers<void>();
    server.use(
      http.put('/api/me/preferences', async () => {
        await saved.promise;
        return apiError(500, 'Databasen svarar inte');
      }),
    );
    const group = await openAppearance();

    await userEvent.click(group.getByRole('menuitemradio', { name: 'Mörkt' }));
    expect(shownScheme()).toBe('dark');
    saved.resolve();

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    expect(checkedChoice(group)).toBe('Ljust');
    await waitFor(() => expect(shownScheme()).toBe('light'));
  });

  it('follows the system again on the login page after signing out', async () => {
    stubSystemScheme('light');
    await renderSignedIn({ colorScheme: 'dark' });
    expect(shownScheme()).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Anna Ek' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logga ut' }));

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeDefined();
    expect(shownScheme()).toBe('light');
  });

  it('keeps nothing in the browser storage', async () => {
    stubSystemScheme('light');
    await renderSignedIn({ colorScheme: 'system' });
    const group = await openAppearance();

    await userEvent.click(group.getByRole('menuitemradio', { name: 'Mörkt' }));

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('has no accessibility violations with the menu open', async () => {
    stubSystemScheme('light');
    await renderSignedIn({ colorScheme: 'system' });
    await openAppearance();

    const results = await axe.run(screen.getByRole('menu'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
