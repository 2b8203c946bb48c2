import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Account } from 'oidc-provider';
import { errors, Provider } from 'oidc-provider';
import { ANY_LOOPBACK_ORIGIN, SandboxControl } from '../http-sandbox.ts';
import { MemoryAdapterStore } from './memory-adapter.ts';
import {
  allowAnyLoopbackPort,
  allowPlainHttpRedirects,
  callMounted,
  forgetOtherSignedInAccount,
  generateSigningKey,
  grantEverythingRequested,
} from './provider-hooks.ts';
import {
  invalidEmailMessage,
  pageContentSecurityPolicy,
  renderMessagePage,
  renderSignInPage,
} from './sign-in-page.ts';
import { readUrlEncodedForm } from './url-encoded-form.ts';

export interface DevAccount {
  email: string;
  givenName: string;
  familyName: string;
  description?: string;
}

export interface DevIdentityProviderOptions {
  issuer: string;
  clientId: string;
  redirectUris: string[];
  /** The seeded accounts: listed on the sign-in page. */
  demoAccounts: DevAccount[];
  /** Names for an e-mail address that is not a demo account (Kansli looks in its database). */
  findAccountByEmail?(email: string): Promise<DevAccount | undefined>;
  /**
   * The rehearsal's stand-in for the organisation's provider rather than the development sign-in: the
   * page says so, and a redirect URI on a loopback host is accepted with any port, since the rehearsed
   * Kansli runs wherever its operator starts it.
   */
  rehearsal?: boolean;
}

export interface DevIdentityProvider {
  /** Serves every path under the issuer's path; mounted in the app or on a port of its own. */
  handler(req: IncomingMessage, res: ServerResponse): void;
  /** Failures, delays and the record of requests, for tests of the sign-in client. */
  control: SandboxControl;
  close(): Promise<void>;
}

const maxEmailLength = 254;
// The pattern browsers apply to <input type="email">, so the page and the server agree on what is valid.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const interactionPath = /^\/interaction\/([A-Za-z0-9_-]+)$/;

export async function createDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  const issuer = new URL(options.issuer);
  const prefix = issuer.pathname.replace(/\/+$/, '');
  const redirectOrigins = new Set(options.redirectUris.map((uri) => new URL(uri).origin));
  const csp = pageContentSecurityPolicy([
    issuer.origin,
    ...redirectOrigins,
    ...(options.rehearsal ? ANY_LOOPBACK_ORIGIN : []),
  ]);
  // Accounts by subject, filled at sign-in; the provider only hands findAccount the subject.
  const accounts = new Map<string, DevAccount>();
  const store = new MemoryAdapterStore();

  const provider = new Provider(options.issuer, {
    adapter: store.adapterFor,
    clients: [
      {
        client_id: options.clientId,
        application_type: 'web',
        redirect_uris: options.redirectUris,
        response_types: ['id_token'],
        grant_types: ['implicit'],
        token_endpoint_auth_method: 'none',
      },
    ],
    responseTypes: ['id_token'],
    claims: { email: ['email', 'email_verified'], profile: ['family_name', 'given_name', 'name'] },
    // Implicit flow has no userinfo call, so the scope claims must travel in the ID token.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [await generateSigningKey()] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: async (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => toOidcAccount(sub, accounts.get(sub)),
    loadExistingGrant: grantEverythingRequested,
    clientBasedCORS: (_ctx, origin) => redirectOrigins.has(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', csp);
      ctx.set('Cache-Control', 'no-store');
      const details = [out.error, out.error_description].filter(Boolean).join(': ');
      ctx.body = renderMessagePage(
        'Inloggningen misslyckades',
        'Något gick fel vid inloggningen. Gå tillbaka till Kansli och försök igen.',
        details,
      );
    },
    ttl: { IdToken: 10 * 60, Interaction: 30 * 60, Session: 8 * 60 * 60, Grant: 8 * 60 * 60 },
  });
  // Honour X-Forwarded-Proto/Host from a proxy in front of the app; cookies are Secure only over https.
  provider.proxy = true;
  allowPlainHttpRedirects(provider);
  if (options.rehearsal) allowAnyLoopbackPort(provider, options.redirectUris);
  const oidcCallback = provider.callback();

  const sendPage = (res: ServerResponse, status: number, html: string) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', csp);
    res.end(html);
  };

  const sendExpired = (res: ServerResponse) =>
    sendPage(
      res,
      400,
      renderMessagePage('Inloggningen har gått ut', 'Gå tillbaka till Kansli och logga in igen.'),
    );

  const signInPage = (uid: string, typedEmail?: string, error?: string) =>
    renderSignInPage({
      formAction: `${prefix}/interaction/${uid}`,
      setting: options.rehearsal ? 'rehearsal' : 'development',
      choices: options.demoAccounts,
      typedEmail,
      error,
    });

  const findInteraction = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  };

  const showSignIn = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    if (!(await findInteraction(req, res, uid))) return sendExpired(res);
    sendPage(res, 200, signInPage(uid));
  };

  const signIn = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const form = await readUrlEncodedForm(req);
    if (form === 'unsupported') return sendPlain(res, 415, 'Formuläret måste skickas urlkodat.');
    if (form === 'too-large') {
      res.setHeader('Connection', 'close');
      return sendPlain(res, 413, 'Formuläret är för stort.');
    }
    const interaction = await findInteraction(req, res, uid);
    if (!interaction) return sendExpired(res);

    const typed = (form.get('email') ?? '').trim();
    if (typed.length > maxEmailLength || !emailPattern.test(typed)) {
      return sendPage(res, 400, signInPage(uid, typed, invalidEmailMessage));
    }
    const email = typed.toLowerCase();
    const account =
      (await options.findAccountByEmail?.(email)) ??
      options.demoAccounts.find((demo) => demo.email.toLowerCase() === email) ??
      accountNamedByLocalPart(email);
    const accountId = subjectFor(email);
    accounts.set(accountId, account);

    await forgetOtherSignedInAccount(provider, interaction, accountId);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const rest = url.slice(prefix.length);
    if (!url.startsWith(prefix) || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) {
      return sendPlain(res, 404, 'Hittades inte.');
    }
    const path = rest.split('?', 1)[0] ?? '';
    const uid = interactionPath.exec(path)?.[1];
    if (uid === undefined) return callMounted(oidcCallback, req, res, rest);
    if (req.method === 'GET' || req.method === 'HEAD') return showSignIn(req, res, uid);
    if (req.method === 'POST') return signIn(req, res, uid);
    res.setHeader('Allow', 'GET, HEAD, POST');
    sendPlain(res, 405, 'Metoden stöds inte.');
  };

  const control = new SandboxControl();
  return {
    handler: control.wrap((req, res) => {
      route(req, res).catch((error: unknown) => {
        console.error('dev identity provider failed', error);
        if (res.headersSent) {
          res.destroy();
        } else {
          sendPlain(res, 500, 'Internt fel i inloggningen.');
        }
      });
    }),
    control,
    async close() {
      store.clear();
      accounts.clear();
    },
  };
}

function subjectFor(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('base64url');
}

// This provider vouches for any address; whether Kansli knows the person is the Kansli server's call.
function accountNamedByLocalPart(email: string): DevAccount {
  return { email, givenName: email.slice(0, email.indexOf('@')), familyName: '' };
}

function toOidcAccount(accountId: string, account: DevAccount | undefined): Account | undefined {
  if (!account) return undefined;
  const name = `${account.givenName} ${account.familyName}`.trim();
  const claims = {
    sub: accountId,
    email: account.email,
    email_verified: true,
    given_name: account.givenName || undefined,
    family_name: account.familyName || undefined,
    name: name || undefined,
  };
  return { accountId, claims: () => claims };
}

function sendPlain(res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}
