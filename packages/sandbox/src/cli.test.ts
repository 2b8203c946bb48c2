import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run sandboxes` as its operator runs it: a process that starts the stand-ins as its children,
// writes the env file, and stops them all on Ctrl-C (a SIGINT to the terminal's process group).

const packageRoot = new URL('..', import.meta.url).pathname;
const PUBLIC_URL = 'http://localhost:3456';

function run(args: string[]) {
  const child = spawn(process.execPath, ['--', 'src/cli.ts', ...args], {
    cwd: packageRoot,
    // A process group of its own, as a terminal's foreground job is.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    child,
    output: () => output,
    exited: once(child, 'exit') as Promise<[number | null, string | null]>,
  };
}

async function fileOnce(file: string, running: ChildProcess, output: () => string): Promise<string> {
  const until = Date.now() + 90_000;
  for (;;) {
    const found = await stat(file).catch(() => undefined);
    if (found) return readFile(file, 'utf8');
    if (running.exitCode !== null) throw new Error(`the command ended:\n${output()}`);
    if (Date.now() > until) throw new Error(`no env file in time:\n${output()}`);
    await sleep(200);
  }
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status,
    () => 'no answer',
  );

describe('npm run sandboxes', () => {
  let folder: string;
  let envFile: string;
  let sandboxes: ReturnType<typeof run>;
  let env: Record<string, string | undefined>;
  let mode: number;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'kansli-sandboxes-'));
    envFile = path.join(folder, 'rehearsal.env');
    sandboxes = run(['--env-file', envFile, '--public-url', PUBLIC_URL]);
    env = parseEnv(await fileOnce(envFile, sandboxes.child, sandboxes.output));
    mode = (await stat(envFile)).mode & 0o777;
  }, 120_000);

  afterAll(async () => {
    if (sandboxes.child.exitCode === null) process.kill(-(sandboxes.child.pid ?? 0), 'SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  it('writes every variable production needs but DATABASE_URL and PORT, readable by its owner only', () => {
    expect(mode).toBe(0o600);
    expect(env.PUBLIC_URL).toBe(PUBLIC_URL);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBeUndefined();
    expect(env.OIDC_HOSTED_DOMAIN).toBeUndefined();
    for (const name of [
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'VISMA_API_URL',
      'VISMA_CLIENT_ID',
      'VISMA_CLIENT_SECRET',
      'VISMA_REFRESH_TOKEN',
      'INTEGRATION_SECRET_KEY',
      'GOOGLE_SERVICE_ACCOUNT_EMAIL',
      'GOOGLE_PRIVATE_KEY',
      'GOOGLE_ACT_AS',
      'GOOGLE_STORAGE_BUCKET',
      'GOOGLE_STUDYBUDDY_BUCKET',
      'CAMPUS_API_KEY',
      'FLEX_API_KEY',
      'FRESHSERVICE_API_KEY',
      'ELKS_USERNAME',
      'ELKS_PASSWORD',
      'SMS_REPORT_SECRET',
    ]) {
      expect(env[name], name).toMatch(/\S/);
    }
    expect(env).toMatchObject({ VISMA_ARTICLE_PRESCHOOL_FEE: '100', VISMA_ARTICLE_CHROMEBOOK_DAMAGE: '200' });
  });

  it('runs every stand-in at the addresses the file names, and prints their pages', async () => {
    const discovery = await fetch(`${env.OIDC_ISSUER}/.well-known/openid-configuration`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(env.OIDC_ISSUER);
    const visma = await fetch(`${env.VISMA_API_URL}/sandbox`, { headers: { accept: 'application/json' } });
    expect(visma.status).toBe(200);
    const pages = [
      `${env.GOOGLE_STORAGE_URL}/sandbox/storage`,
      `${env.CAMPUS_API_URL}/sandbox`,
      `${env.FLEX_API_URL}/sandbox`,
      `${env.FRESHSERVICE_URL}/sandbox`,
      `${env.ELKS_API_URL}/sandbox`,
    ];
    for (const page of pages) {
      expect(await answers(page), page).toBe(200);
      expect(sandboxes.output()).toContain(page);
    }
    expect(await (await fetch(`${env.GOOGLE_STORAGE_URL}/sandbox/storage`)).text()).toContain(
      'Hinken är tom',
    );
  });

  it('stops every stand-in on Ctrl-C', async () => {
    process.kill(-(sandboxes.child.pid ?? 0), 'SIGINT');
    const [code] = await sandboxes.exited;
    expect(code).toBe(0);
    for (const url of [env.OIDC_ISSUER, env.VISMA_API_URL, env.GOOGLE_STORAGE_URL, env.ELKS_API_URL]) {
      expect(await answers(`${url}/sandbox`)).toBe('no answer');
    }
  }, 30_000);

  it('tells how it is used when the env file is not named', async () => {
    const missing = run([]);
    const [code] = await missing.exited;
    expect(code).toBe(2);
    expect(missing.output()).toContain('--env-file is required.');
    expect(missing.output()).toContain('Usage: npm run sandboxes -- --env-file <file>');
  }, 30_000);
});
