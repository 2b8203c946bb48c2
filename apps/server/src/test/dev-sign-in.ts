import {
  browserRequest,
  CookieJar,
  redirectTarget,
  submitEmail,
} from '@kansli/sandbox/identity/browser-sign-in';

// A browser's sign-in at a running server through its development identity provider, as the login
// screen makes it: a nonce from the app, the provider's page with the address typed in, the ID token
// posted to /api/authenticate.

export const CSRF = { 'x-requested-with': 'kansli' };

/** Signs in as the staff member and answers the session cookie (`name=value`). */
export async function signInAt(url: string, email: string): Promise<string> {
  const jar = new CookieJar();
  const config = (await (await browserRequest(jar, `${url}/api/auth/config`)).json()) as {
    authorizationEndpoint: string;
    clientId: string;
    redirectUri: string;
    scope: string;
    extraParams: Record<string, string>;
  };
  const nonceAnswer = await browserRequest(jar, `${url}/api/auth/nonce`, { method: 'POST', headers: CSRF });
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
  const interaction = redirectTarget(await browserRequest(jar, authorize.href));
  await (await browserRequest(jar, interaction.href)).body?.cancel();
  const resume = redirectTarget(await submitEmail(jar, interaction, email));
  const callback = redirectTarget(await browserRequest(jar, resume.href));
  const fragment = new URLSearchParams(callback.hash.slice(1));
  const idToken = fragment.get('id_token');
  if (fragment.get('state') !== state || !idToken) throw new Error(`no ID token for ${email}`);
  const authenticated = await browserRequest(jar, `${url}/api/authenticate`, {
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
