import { browserRequest, CookieJar, redirectTarget } from '@kansli/sandbox/identity/browser-sign-in';

// A browser's sign-in at a running server through its development identity provider, as the login
// screen makes it: a nonce from the app, the provider's page with the address typed in, the ID token
// posted to /api/authenticate.

export const CSRF = { 'x-requested-with': 'kansli' };

/** How the sign-in sends each request; a benchmark passes one that times them. */
export type BrowserFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Signs in as the staff member and answers the session cookie (`name=value`). */
export async function signInAt(url: string, email: string, send?: BrowserFetch): Promise<string> {
  const jar = new CookieJar();
  const request: BrowserFetch = send ?? ((target, init) => browserRequest(jar, target, init));
  const config = (await (await request(`${url}/api/auth/config`)).json()) as {
    authorizationEndpoint: string;
    clientId: string;
    redirectUri: string;
    scope: string;
    extraParams: Record<string, string>;
  };
  const nonceAnswer = await request(`${url}/api/auth/nonce`, { method: 'POST', headers: CSRF });
  const { nonce } = (await nonceAnswer.json()) as { nonce: string };
  const state = crypto.randomUUID();
  const authorize = new URL(config.authorizationEndpoint);
  authorize.search = new URLSearchParams({
    response_type: 'id_token',
    response_mode: 'fragment',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: config.scope,
    state,
    nonce,
    ...config.extraParams,
  }).toString();
  const interaction = redirectTarget(await request(authorize.href));
  await (await request(interaction.href)).body?.cancel();
  const submitted = await request(interaction.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  const callback = redirectTarget(await request(redirectTarget(submitted).href));
  const fragment = new URLSearchParams(callback.hash.slice(1));
  const idToken = fragment.get('id_token');
  if (fragment.get('state') !== state || !idToken) throw new Error(`no ID token for ${email}`);
  const authenticated = await request(`${url}/api/authenticate`, {
    method: 'POST',
    headers: { ...CSRF, authorization: `Bearer ${idToken}` },
  });
  const session = authenticated.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?kansli_session=/.test(cookie));
  if (authenticated.status !== 200 || !session) {
    throw new Error(`signing in as ${email} answered ${authenticated.status}`);
  }
  return session.split(';', 1)[0] as string;
}
