import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import {
  dropPostgresDatabase,
  freePort,
  freshPostgresDatabase,
  load,
  printRows,
  type Row,
  serverRoot,
  startServer,
} from './harness.ts';

const CLIENT_ID = 'kansli-bench';

/** A minimal OpenID issuer on loopback: discovery and keys, as the server reads them from Google. */
async function benchIssuer() {
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
  const token = (email: string) =>
    new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return { issuer, token, close: () => server.close() };
}

function seed(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['src/db/seed/cli.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

async function measure(label: string, databaseEnv: Record<string, string>, p95Budget: number | undefined) {
  const idp = await benchIssuer();
  const env = {
    ...databaseEnv,
    NODE_ENV: 'test',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  seed(env);
  const server = await startServer(env);
  try {
    const token = await idp.token('admin@kansli.test');
    const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'kansli' };
    const signIn = await fetch(`${server.url}/api/authenticate`, { method: 'POST', headers });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
    const post = await load({ url: `${server.url}/api/authenticate`, method: 'POST', headers });
    const get = await load({ url: `${server.url}/api/authenticate`, headers: { cookie } });
    if (post.non2xx || get.non2xx) throw new Error(`non-2xx answers: POST ${post.non2xx}, GET ${get.non2xx}`);
    const rows: Row[] = [
      {
        figure: 'start to first answer of GET /api/authenticate',
        value: server.startMs,
        unit: 'ms',
        budget: { max: 3000 },
      },
      { figure: 'POST /api/authenticate throughput', value: post.requestsPerSecond, unit: 'req/s' },
      {
        figure: 'POST /api/authenticate p95',
        value: post.p95Ms,
        unit: 'ms',
        budget: p95Budget ? { max: p95Budget } : undefined,
      },
      { figure: 'GET /api/authenticate throughput', value: get.requestsPerSecond, unit: 'req/s' },
      {
        figure: 'GET /api/authenticate p95',
        value: get.p95Ms,
        unit: 'ms',
        budget: p95Budget ? { max: p95Budget } : undefined,
      },
    ];
    printRows(`Sign-in on ${label} (10 connections, 5 s each)`, rows);
  } finally {
    await server.stop();
    idp.close();
  }
}

export async function authBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kansli-bench-'));
  try {
    await measure('PGlite', { DATA_DIR: dataDir }, undefined);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = await freshPostgresDatabase('kansli_bench');
  if (!databaseUrl) {
    console.log('\nPostgreSQL did not answer; its figures are left out.');
    return;
  }
  try {
    await measure('PostgreSQL', { DATABASE_URL: databaseUrl }, 25);
  } finally {
    await dropPostgresDatabase('kansli_bench');
  }
}
