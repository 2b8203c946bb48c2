import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { StandInReport, StandInStart } from './rehearsal/stand-in-process.ts';
import {
  rehearsalEnvironment,
  rehearsalSecrets,
  STAND_INS,
  type StandInName,
} from './rehearsal/stand-ins.ts';

// `npm run sandboxes -- --env-file <file>`: a rehearsal's outside world. Every stand-in starts in a
// process of its own on a loopback port; once all listen, the environment of a production instance
// using them is written to the file, and they run until stopped (Ctrl-C stops every one). npm runs
// this as `node -- src/cli.ts`, since Node would otherwise read `--env-file` as its own option.

const USAGE = `Usage: npm run sandboxes -- --env-file <file> [--public-url <url>] [--first-port <port>]

  --env-file <file>    where to write the environment of a production Kansli using the stand-ins
  --public-url <url>   where Kansli will be opened (default http://localhost:3000, its default port)
  --first-port <port>  the stand-ins listen on this port and the next ${STAND_INS.length - 1} (default: free ports)`;

const STOP_GRACE_MS = 5_000;
/** The highest first port that leaves room for every stand-in. */
const HIGHEST_FIRST_PORT = 65_535 - (STAND_INS.length - 1);

class UsageError extends Error {}

function parsedArguments() {
  try {
    return parseArgs({
      options: {
        'env-file': { type: 'string' },
        'public-url': { type: 'string', default: 'http://localhost:3000' },
        'first-port': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function options() {
  const values = parsedArguments();
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values['env-file']) throw new UsageError('--env-file is required.');
  const publicUrl = URL.parse(values['public-url']);
  if (!publicUrl || !['http:', 'https:'].includes(publicUrl.protocol) || publicUrl.pathname !== '/') {
    throw new UsageError('--public-url must be an http or https address without a path.');
  }
  const firstPort = values['first-port'] === undefined ? 0 : Number(values['first-port']);
  if (
    !Number.isInteger(firstPort) ||
    (firstPort !== 0 && (firstPort < 1024 || firstPort > HIGHEST_FIRST_PORT))
  ) {
    throw new UsageError(`--first-port must be a port from 1024 to ${HIGHEST_FIRST_PORT}.`);
  }
  // npm runs the script in packages/sandbox; a relative path means the folder npm was started in.
  const envFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values['env-file']);
  return { envFile, publicUrl: publicUrl.origin, firstPort };
}

const children = new Map<StandInName, ChildProcess>();
let stopping = false;

/** Stops every stand-in (a signal each, then a kill after a grace period) and ends with `code`. */
async function stopAll(code: number): Promise<never> {
  stopping = true;
  await Promise.all(
    [...children.values()].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const late = await Promise.race([exited.then(() => false), sleep(STOP_GRACE_MS, true, { ref: false })]);
      if (late) child.kill('SIGKILL');
    }),
  );
  process.exit(code);
}

/** Forks one stand-in and waits until it listens; rejects when it cannot start. */
function startChild(name: StandInName, start: StandInStart): Promise<{ url: string; pages: string[] }> {
  const child = fork(new URL('./rehearsal/stand-in-process.ts', import.meta.url), [name], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.set(name, child);
  child.on('exit', (exitCode, signal) => {
    if (stopping) return;
    console.error(
      `The ${name} stand-in stopped (${signal ?? `exit code ${exitCode}`}); stopping the others.`,
    );
    void stopAll(1);
  });
  child.send(start);
  return new Promise((resolve, reject) => {
    child.once('message', (report: StandInReport) => {
      if ('started' in report) resolve(report.started);
      else reject(new Error(`The ${name} stand-in could not start: ${report.failed}`));
    });
  });
}

function envFileText(environment: [string, string][], publicUrl: string, envFile: string) {
  const url = new URL(publicUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return [
    `# The outside systems' stand-ins of a Kansli rehearsal, written by npm run sandboxes at ${new Date().toISOString()}.`,
    '# They hold while it runs; every start makes new addresses and secrets. Everything a production',
    '# instance needs but DATABASE_URL and PORT:',
    `#   NODE_ENV=production DATABASE_URL=postgres://… PORT=${port} npx node --env-file=${envFile} apps/server/src/main.ts`,
    '# Another port: set PUBLIC_URL on the command line too (it wins over this file); the sign-in and',
    "# Visma's consent accept any port of localhost and 127.0.0.1. No OIDC_HOSTED_DOMAIN: the identity",
    "# stand-in is the organisation's own issuer, and its sign-in page accepts any e-mail address.",
    ...environment.map(([name, value]) => `${name}=${value}`),
    '',
  ].join('\n');
}

async function main() {
  const { envFile, publicUrl, firstPort } = options();
  const secrets = rehearsalSecrets(publicUrl);
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  const started = await Promise.all(
    STAND_INS.map((name, i) => startChild(name, { secrets, port: firstPort === 0 ? 0 : firstPort + i })),
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return stopAll(1);
  });
  const urls = Object.fromEntries(STAND_INS.map((name, i) => [name, started[i]?.url ?? ''])) as Record<
    StandInName,
    string
  >;
  // Written whole or not at all, and readable by its owner only: it holds the secrets.
  const partial = `${envFile}.${process.pid}.partial`;
  await writeFile(partial, envFileText(rehearsalEnvironment(urls, secrets), publicUrl, envFile), {
    mode: 0o600,
  });
  await rename(partial, envFile);
  console.log("\nThe rehearsal's outside systems run, each stand-in in a process of its own:");
  for (const line of started.flatMap((standIn) => standIn.pages)) console.log(`  ${line}`);
  console.log(`\nThe environment of a production Kansli using them is in ${envFile}.`);
  console.log(`Kansli is to be opened at ${publicUrl}. Ctrl-C stops every stand-in.\n`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  return stopAll(1);
});
