import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/features/auth/api/get-session.ts';
import { GHOST_AS_STORAGE_KEY } from '@/lib/api-client.ts';
import { reloadApp } from '@/lib/reload-app.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { signedInHandlers } from '@/test/handlers/signed-in.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { appRoutes } from '../router.tsx';
import { GhostingBanner } from './ghosting-banner.tsx';

vi.mock('@/lib/reload-app.ts', () => ({ reloadApp: vi.fn() }));

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const karin = (ghostingEndsAt: string): Session => ({
  givenName: 'Karin',
  familyName: 'Nilsson',
  ghostingAs: 5,
  avatarImage: null,
  ghostingEndsAt,
});

/** Lets the time pass a step at a time, as the browser would, so each timer the banner sets in turn fires. */
function pass(ms: number) {
  for (let left = ms; left > 0; left -= MINUTE / 4) {
    act(() => vi.advanceTimersByTime(Math.min(left, MINUTE / 4)));
  }
}

function renderBanner(session: Session) {
  window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '5');
  return renderRoutes([{ path: '*', element: <GhostingBanner session={session} /> }], '/dashboard');
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(reloadApp).mockClear();
});

describe('GhostingBanner', () => {
  it('says as whom the user acts and counts the minutes left down each minute', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderBanner(karin(inMinutes(11.5)));

    const banner = screen.getByRole('status');
    expect(within(banner).getByText('Du agerar som Karin Nilsson')).toBeDefined();
    expect(within(banner).getByText('Skuggningen avslutas om 12 min')).toBeDefined();

    pass(MINUTE / 2);
    expect(within(banner).getByText('Skuggningen avslutas om 11 min')).toBeDefined();
    pass(10 * MINUTE);
    expect(within(banner).getByText('Skuggningen avslutas om 1 min')).toBeDefined();
    expect(reloadApp).not.toHaveBeenCalled();
  });

  it('ends ghosting by itself when the time is up', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderBanner(karin(inMinutes(2)));

    pass(2 * MINUTE - 1);
    expect(reloadApp).not.toHaveBeenCalled();
    pass(1);

    expect(window.localStorage.getItem(GHOST_AS_STORAGE_KEY)).toBeNull();
    expect(reloadApp).toHaveBeenCalledOnce();
  });

  it('ends ghosting at once when it has ended already (a tab woken from sleep)', () => {
    renderBanner(karin(inMinutes(-1)));

    expect(window.localStorage.getItem(GHOST_AS_STORAGE_KEY)).toBeNull();
    expect(reloadApp).toHaveBeenCalledOnce();
  });

  it("ends ghosting with 'Avsluta skuggning', back on the card of the person ghosted", async () => {
    renderBanner(karin(inMinutes(20)));

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta skuggning' }));

    expect(window.localStorage.getItem(GHOST_AS_STORAGE_KEY)).toBeNull();
    expect(reloadApp).toHaveBeenCalledExactlyOnceWith('/person/5');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderBanner(karin(inMinutes(20)));

    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('the shell while ghosting', () => {
  it('shows the banner under the top bar with the time the server gives', async () => {
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '5');
    server.use(
      ...signedInHandlers({ session: karin(inMinutes(25)), authorization: demoAuthorizations.larare }),
    );
    renderRoutes(appRoutes, '/dashboard');

    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Du agerar som Karin Nilsson');
    expect(banner.textContent).toContain('Skuggningen avslutas om 25 min');
    // The top bar keeps the name that ends ghosting when clicked.
    expect(within(screen.getByRole('banner')).getByText('Karin Nilsson')).toBeDefined();
  });

  it('shows no banner when not ghosting', async () => {
    server.use(...signedInHandlers({ authorization: demoAuthorizations.larare }));
    renderRoutes(appRoutes, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Mina behörigheter' })).toBeDefined();
    expect(screen.queryByText(/Du agerar som/)).toBeNull();
  });

  it('goes back to the user when any call answers that the server ended the ghosting', async () => {
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '5');
    server.use(
      ...signedInHandlers({ session: karin(inMinutes(25)), authorization: demoAuthorizations.larare }),
    );
    server.use(
      http.get('/api/authorization/readable-list', () =>
        HttpResponse.json(
          {
            error: {
              statusCode: 403,
              message: 'Skuggningen har avslutats efter 30 minuter',
              ghostingEnded: 'time limit',
            },
          },
          { status: 403 },
        ),
      ),
    );
    renderRoutes(appRoutes, '/dashboard');

    await vi.waitFor(() => expect(reloadApp).toHaveBeenCalledOnce());
    expect(window.localStorage.getItem(GHOST_AS_STORAGE_KEY)).toBeNull();
    // No error notice for a refusal the reload answers.
    expect(screen.queryByText(/ERROR 403/)).toBeNull();
  });
});
