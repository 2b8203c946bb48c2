import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { freePort } from '../src/test/server-process.ts';
import { dropPostgresDatabase, freshPostgresDatabase, serverRoot, startServer } from './harness.ts';

const CLIENT_ID = 'kansli-bench';

/** A minimal OpenID issuer on loopback: discovery and keys, as the server reads them from Google. */
export async function benchIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, authorization_endpoint: `${issuer}/authorize`, jwks_uri: `${issuer}/jwks` }
        : { keys: [jwk] };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const token = (email: string, nonce: string) =>
    new SignJWT({ email, email_verified: true, nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return { issuer, token, close: () => server.close() };
}

export function seed(env: Record<string, string>, scale = 1) {
  const result = spawnSync(process.execPath, ['src/db/seed/cli.ts', '--scale', String(scale)], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

/** Runs the measurement on a fresh PGlite folder, then on a fresh PostgreSQL database when one answers. */
export async function onEachDatabase(
  name: string,
  measure: (label: string, env: Record<string, string>) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  try {
    await measure('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = await freshPostgresDatabase(name);
  if (!databaseUrl) {
    console.log('\nPostgreSQL did not answer; its figures are left out.');
    return;
  }
  try {
    await measure('PostgreSQL', { DATABASE_URL: databaseUrl });
  } finally {
    await dropPostgresDatabase(name);
  }
}

/** A seeded server signed in as the account: its address and session cookie. */
const csrf = { 'x-requested-with': 'kansli' };

export async function signedInServer(databaseEnv: Record<string, string>, email: string, scale = 1) {
  const idp = await benchIssuer();
  const env = {
    ...databaseEnv,
    NODE_ENV: 'test',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    SIGN_IN_LIMIT_PER_ADDRESS: '100000000',
    SIGN_IN_LIMIT_PER_ACCOUNT: '100000000',
  };
  seed(env, scale);
  const server = await startServer(env);
  /** What one browser's sign-in sends: an ID token asked for with its own nonce, and the nonce's cookie. */
  const signInRequest = async () => {
    const issued = await fetch(`${server.url}/api/auth/nonce`, { method: 'POST', headers: csrf });
    const nonceCookie = issued.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
    const { nonce } = (await issued.json()) as { nonce: string };
    return { authorization: `Bearer ${await idp.token(email, nonce)}`, cookie: nonceCookie, ...csrf };
  };
  const signIn = await fetch(`${server.url}/api/authenticate`, {
    method: 'POST',
    headers: await signInRequest(),
  });
  const sessionCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('kansli_session='));
  const cookie = sessionCookie?.split(';', 1)[0] ?? '';
  return {
    ...server,
    cookie,
    signInRequest,
    stop: async () => {
      await server.stop();
      idp.close();
    },
  };
}
