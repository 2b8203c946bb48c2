import { type IdentitySandbox, startIdentitySandbox } from '@kansli/sandbox/identity/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testApp } from '../../test/app.ts';
import { queueOnly } from '../../test/jobs.ts';
import { oidcSignInProvider } from './client.ts';

let sandbox: IdentitySandbox;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  sandbox = await startIdentitySandbox({ clientId: 'kansli-web', redirectUris: [], demoAccounts: [] });
  const { config, database } = await testApp();
  const signInProvider = oidcSignInProvider({
    issuer: sandbox.issuer,
    clientId: 'kansli-web',
    redirectUri: 'http://localhost:3000/auth/callback',
    http: { timeoutMs: 200, retries: 1, backoffMs: 5, maxDelayMs: 20 },
  });
  app = await buildApp({ config, database, signInProvider, jobs: (await queueOnly(database)).queue });
});

afterAll(async () => {
  await app.close();
  await sandbox.close();
});

describe('when the identity provider fails', () => {
  it('answers 502 saying in Swedish that the sign-in service is down, and 504 when it does not answer in time', async () => {
    sandbox.control.failNext(2, 500);
    const failed = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(
      'Inloggningstjänsten svarar inte just nu. Försök igen om en stund.',
    );

    sandbox.control.delay(1000);
    const slow = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().error.message).toBe(
      'Inloggningstjänsten svarade inte i tid. Försök igen om en stund.',
    );
    sandbox.control.reset();

    const recovered = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(recovered.statusCode).toBe(200);
  });
});
