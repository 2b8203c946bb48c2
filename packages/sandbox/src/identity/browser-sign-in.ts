// A browser's part of the implicit sign-in flow, driven over HTTP: how tests get an ID token that the
// development provider really issued, through its real endpoints.

export interface SignInRequest {
  issuer: string;
  clientId: string;
  redirectUri: string;
}

/** A browser's cookie jar reduced to what these flows need: the newest value per cookie name. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /expires=.*1970/i.test(attribute));
      if (value === '' || expired) {
        this.#cookies.delete(name);
      } else {
        this.#cookies.set(name, value);
      }
    }
  }
}

/** One request as the browser makes it: with the jar's cookies, keeping new ones, not following redirects. */
export async function browserRequest(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('cookie', jar.header());
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

export function redirectTarget(response: Response): URL {
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`expected a 303 redirect from ${response.url}, got ${response.status}`);
  }
  return new URL(location, response.url);
}

/** Starts an authorization request and follows it to the provider's sign-in page. */
export async function openSignInPage(jar: CookieJar, request: SignInRequest) {
  const nonce = crypto.randomUUID();
  const state = crypto.randomUUID();
  const authorize = new URL(`${request.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    prompt: 'login',
    nonce,
    state,
  }).toString();
  const interactionUrl = redirectTarget(await browserRequest(jar, authorize.href));
  const page = await browserRequest(jar, interactionUrl.href);
  return { page, interactionUrl, nonce, state };
}

export function submitEmail(jar: CookieJar, interactionUrl: URL, email: string): Promise<Response> {
  return browserRequest(jar, interactionUrl.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
}

/** Signs in as the browser would and answers the ID token from the redirect back to the client. */
export async function signInAsBrowser(request: SignInRequest, email: string, jar = new CookieJar()) {
  const { page, interactionUrl, nonce, state } = await openSignInPage(jar, request);
  await page.body?.cancel();
  const resume = redirectTarget(await submitEmail(jar, interactionUrl, email));
  const callback = redirectTarget(await browserRequest(jar, resume.href));
  if (`${callback.origin}${callback.pathname}` !== request.redirectUri) {
    throw new Error(`sign-in returned to ${callback.origin}${callback.pathname}`);
  }
  const fragment = new URLSearchParams(callback.hash.slice(1));
  const idToken = fragment.get('id_token');
  if (fragment.get('state') !== state || !idToken) throw new Error('sign-in returned no ID token');
  return { idToken, nonce };
}
