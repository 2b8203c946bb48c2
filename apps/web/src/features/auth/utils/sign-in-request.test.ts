import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '../api/get-auth-config.ts';
import { authorizationUrl, beginSignIn, takeSignInRequest } from './sign-in-request.ts';

const config: AuthConfig = {
  authorizationEndpoint: 'https://idp.example/oidc/auth?tenant=kansli',
  clientId: 'kansli-web',
  redirectUri: 'https://kansli.example.se/auth/callback',
  scope: 'openid profile email',
  extraParams: { prompt: 'login', state: 'must-not-win' },
};

describe('authorizationUrl', () => {
  it('asks for an id token in the fragment and appends the extra parameters', () => {
    const url = new URL(authorizationUrl(config, { state: 's', nonce: 'n' }));

    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'kansli',
      response_type: 'id_token',
      response_mode: 'fragment',
      client_id: 'kansli-web',
      redirect_uri: 'https://kansli.example.se/auth/callback',
      scope: 'openid profile email',
      state: 's',
      nonce: 'n',
      prompt: 'login',
    });
  });
});

describe('beginSignIn and takeSignInRequest', () => {
  it("stores a fresh random state and the server's nonce, which the callback can read once", () => {
    const first = new URL(beginSignIn(config, '/person/12', 'nonce-from-the-server'));
    const stored = takeSignInRequest();

    expect(stored).toEqual({
      state: first.searchParams.get('state'),
      nonce: first.searchParams.get('nonce'),
      returnPath: '/person/12',
    });
    expect(stored?.state).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.nonce).toBe('nonce-from-the-server');
    expect(takeSignInRequest()).toBeNull();

    const second = new URL(beginSignIn(config, '/', 'another-nonce'));
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it.each(['//evil.example/x', 'https://evil.example', '/auth/callback'])(
    'returns to / instead of %j',
    (path) => {
      beginSignIn(config, path, 'n');

      expect(takeSignInRequest()?.returnPath).toBe('/');
    },
  );

  it('ignores a stored value it cannot read', () => {
    window.sessionStorage.setItem('kansli.sign-in-request', '{not json');

    expect(takeSignInRequest()).toBeNull();
  });
});
