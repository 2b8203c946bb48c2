import { JWT } from 'google-auth-library';

// A Google service account's access tokens through Google's own library: a JWT client per scope, with
// a subject (the delegated Workspace user) only where Google wants a user — Directory and Sheets —
// and none for Cloud Storage, which checks the service account's own roles on the bucket. One token
// per scope, so a delegation that lacks one scope breaks only the features that need it.

/** Google's token endpoint; the library sends every exchange there and names it as the JWT's audience. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface ServiceAccount {
  clientEmail: string;
  /** PEM, PKCS#8 as in Google's key files. */
  privateKey: string;
  /** `GOOGLE_TOKEN_URL`, or a stand-in's token endpoint. */
  tokenUrl: string;
}

/** A token exchange may wait this long; the API call it precedes has its own limit. */
const TOKEN_TIMEOUT_MS = 10_000;

/**
 * The library's JWT client for its scopes (one, in production), acting as `subject` (domain-wide delegation) or, without
 * one, as the service account itself. The library has no option for another token endpoint, so the
 * exchange is sent to `tokenUrl` by a request interceptor on the client's own transporter; its
 * retries are off, since every call to Google is retried once, by the caller (google-call.ts).
 */
export function serviceAccountAuth(
  account: ServiceAccount,
  scopes: readonly string[],
  subject?: string,
): JWT {
  const auth = new JWT({
    email: account.clientEmail,
    key: account.privateKey,
    scopes: [...scopes],
    subject,
  });
  auth.transporter.interceptors.request.add({
    resolved: async (config) => {
      if (String(config.url) !== GOOGLE_TOKEN_URL) return config;
      config.url = new URL(account.tokenUrl);
      config.timeout = TOKEN_TIMEOUT_MS;
      config.retryConfig = { ...config.retryConfig, retry: 0 };
      return config;
    },
  });
  return auth;
}

/** Forgets the token an API refused (401), so that the next call exchanges the JWT anew. */
export function forgetToken(auth: JWT): void {
  auth.setCredentials({ refresh_token: auth.credentials.refresh_token, expiry_date: 1 });
}
