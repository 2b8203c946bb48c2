import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// The server as production runs it, `node src/main.ts` in a process of its own, for tests of what only
// whole processes show: several instances on one database, a process killed mid-job.

const serverRoot = new URL('../..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the process wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM, as a platform stops an instance, and waits for it to end. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, holding whatever it held. */
  kill(): Promise<void>;
}

/**
 * Starts `node src/main.ts` on a free port of its own and waits until its readiness probe answers;
 * with `envFile`, as `node --env-file=… src/main.ts`, whose settings `env` overrides.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 120_000, envFile }: { timeoutMs?: number; envFile?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = envFile === undefined ? ['src/main.ts'] : [`--env-file=${envFile}`, 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  const keep = (chunk: Buffer) => {
    written = `${written}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const started = Date.now();
  for (;;) {
    if (ended()) throw new Error(`the server exited with ${child.exitCode}:\n${written}`);
    const ready = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${written}`);
    }
    await sleep(100);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (!ended()) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    output: () => written,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
