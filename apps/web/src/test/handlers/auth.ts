import { HttpResponse, http } from 'msw';
import type { AuthConfig } from '@/features/auth/api/get-auth-config.ts';
import type { Session } from '@/features/auth/api/get-session.ts';
import type { UserPreferences } from '@/features/auth/api/get-user-preferences.ts';
import type { SignedInUser } from '@/features/auth/api/sign-in.ts';
import { apiError } from '../server.ts';

/** The user of most tests, signed in as herself. */
export const annaEk: Session = { givenName: 'Anna', familyName: 'Ek', ghostingAs: null, avatarImage: null };

export const authHandlers = {
  /** GET /api/authenticate with a session. */
  session: (session: Session = annaEk) => http.get('/api/authenticate', () => HttpResponse.json(session)),
  /** GET /api/authenticate without one. */
  noSession: () =>
    http.get('/api/authenticate', () => apiError(401, 'Du är inte inloggad. Logga in och försök igen.')),
  /** POST /api/authenticate accepting the id token. */
  signIn: (user: SignedInUser = annaEk) => http.post('/api/authenticate', () => HttpResponse.json(user)),
  /** DELETE /api/authenticate. */
  signOut: () => http.delete('/api/authenticate', () => new HttpResponse(null, { status: 204 })),
  /** POST /api/auth/nonce. */
  nonce: (nonce = 'nonce-from-the-server') =>
    http.post('/api/auth/nonce', () => HttpResponse.json({ nonce })),
  /** GET /api/me/preferences. */
  preferences: (preferences: UserPreferences = { colorScheme: 'system' }) =>
    http.get('/api/me/preferences', () => HttpResponse.json(preferences)),
  /** PUT /api/me/preferences, answering what it was sent. */
  savePreferences: () =>
    http.put('/api/me/preferences', async ({ request }) => HttpResponse.json(await request.json())),
  /** GET /api/auth/config. */
  config: (config: AuthConfig) => http.get('/api/auth/config', () => HttpResponse.json(config)),
};
