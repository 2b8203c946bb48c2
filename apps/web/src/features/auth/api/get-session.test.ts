import { GHOSTED_PERSON_NOT_FOUND_MESSAGE, GHOSTING_NOT_ALLOWED_MESSAGE } from '@kansli/domain/http/messages';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GHOST_AS_STORAGE_KEY } from '@/lib/api-client.ts';
import { reloadApp } from '@/lib/reload-app.ts';
import { authHandlers } from '@/test/handlers/auth.ts';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import { getSession } from './get-session.ts';

vi.mock('@/lib/reload-app.ts', () => ({ reloadApp: vi.fn() }));

describe('getSession', () => {
  it('returns the ghosted person while ghosting is allowed', async () => {
    server.use(
      authHandlers.session({ givenName: 'Karin', familyName: 'Nilsson', ghostingAs: 5, avatarImage: null }),
    );
    const requests = recordRequests();
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '5');

    await expect(getSession()).resolves.toMatchObject({ givenName: 'Karin', ghostingAs: 5 });
    expect(requests.map(pathOf)).toEqual(['/api/authenticate?ghost_as=5']);
  });

  it.each([
    [403, GHOSTING_NOT_ALLOWED_MESSAGE],
    [404, GHOSTED_PERSON_NOT_FOUND_MESSAGE],
  ])('forgets a refused ghost_as (%i) and reloads the app as the user', async (status, message) => {
    vi.mocked(reloadApp).mockClear();
    server.use(http.get('/api/authenticate', () => apiError(status, message)));
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '5');

    void getSession();

    // On the same page: a user refused ghosting may not open the person screen at all.
    await vi.waitFor(() => expect(reloadApp).toHaveBeenCalledExactlyOnceWith());
    expect(window.localStorage.getItem(GHOST_AS_STORAGE_KEY)).toBeNull();
  });

  it('fails on a 403 without a stored ghost_as, so a refusal cannot reload again', async () => {
    vi.mocked(reloadApp).mockClear();
    server.use(http.get('/api/authenticate', () => apiError(403, 'Forbidden')));

    await expect(getSession()).rejects.toMatchObject({ statusCode: 403 });
    expect(reloadApp).not.toHaveBeenCalled();
  });
});
