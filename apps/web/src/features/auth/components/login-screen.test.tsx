import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers } from '@/test/handlers/auth.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import type { AuthConfig } from '../api/get-auth-config.ts';
import { redirectTo } from '../utils/redirect.ts';
import { LoginScreen } from './login-screen.tsx';

vi.mock('../utils/redirect.ts', () => ({ redirectTo: vi.fn() }));

const config: AuthConfig = {
  authorizationEndpoint: 'https://idp.example/authorize',
  clientId: 'kansli-web',
  redirectUri: 'http://localhost:3000/auth/callback',
  scope: 'openid profile email',
  extraParams: { hd: 'example.se', prompt: 'select_account' },
};

describe('LoginScreen', () => {
  beforeEach(() => {
    vi.mocked(redirectTo).mockClear();
  });

  it('shows the title and a sign-in button', () => {
    renderRoutes([{ path: '*', element: <LoginScreen /> }], '/');

    expect(screen.getByRole('heading', { name: 'Kansli' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeDefined();
  });

  it("sends the user to the identity provider with a stored state and the server's nonce", async () => {
    server.use(authHandlers.config(config), authHandlers.nonce('nonce-from-the-server'));
    const requests = recordRequests();
    renderRoutes([{ path: '*', element: <LoginScreen /> }], '/person/12?tab=roller');

    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledOnce());
    expect(requests.map(pathOf).sort()).toEqual(['/api/auth/config', '/api/auth/nonce']);
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'id_token',
      response_mode: 'fragment',
      client_id: 'kansli-web',
      redirect_uri: 'http://localhost:3000/auth/callback',
      scope: 'openid profile email',
      hd: 'example.se',
      prompt: 'select_account',
      nonce: 'nonce-from-the-server',
    });
    const stored = JSON.parse(window.sessionStorage.getItem('kansli.sign-in-request') ?? '{}');
    expect(stored).toEqual({
      state: url.searchParams.get('state'),
      nonce: url.searchParams.get('nonce'),
      returnPath: '/person/12?tab=roller',
    });
  });

  it('shows the error notice and stays when the sign-in settings cannot be loaded', async () => {
    server.use(
      http.get('/api/auth/config', () => apiError(500, 'Inloggningen är inte konfigurerad')),
      authHandlers.nonce(),
    );
    renderRoutes([{ path: '*', element: <LoginScreen /> }], '/');

    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));

    expect(await screen.findByText('ERROR 500: Inloggningen är inte konfigurerad')).toBeDefined();
    expect(redirectTo).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logga in' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
