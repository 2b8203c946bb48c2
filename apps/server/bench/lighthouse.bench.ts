// npm run bench -- lighthouse: Lighthouse's desktop run of the login page, the dashboard and the
// preschool overview, as the built app serves them, in Debian's Chromium. The signed-in pages are
// measured as the preschool manager of Förskolan Solrosen, her session sent as a cookie.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../src/test/server-process.ts';
import { printRows, startServer } from './harness.ts';
import { signInStaff } from './morning-mix.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SOLROSEN = '4101';
const BUDGET = 95;
/**
 * Runs per page: on a shared two-core machine one run's score moves by ten points either way, so the
 * figure is the median of several (LIGHTHOUSE_RUNS).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** A folder to keep each page's full Lighthouse report in (JSON), to see what a score is made of. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

const PAGES = [
  { name: 'login page', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'preschool overview', path: `/billing/preschool?unit=${SOLROSEN}&qpm=t1`, signedIn: true },
];

/** Chromium with its DevTools port open for Lighthouse, headless, with the machine's closed network in mind. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'kansli-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The audits of a run that ended in an error, with their messages. */
function erroredAudits(lhr: { audits: Record<string, { errorMessage?: string }> }): string {
  const errored = Object.entries(lhr.audits).filter(([, audit]) => audit.errorMessage);
  return errored.map(([id, audit]) => `${id} (${audit.errorMessage})`).join(', ') || 'no score';
}

export async function lighthouseBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kansli-lighthouse-data-'));
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
  const chromium = await startChromium();
  try {
    const [manager] = (
      await signInStaff(
        server.url,
        [{ email: 'forskolechef@kansli.test', role: 'Förskolechef', costCenter: SOLROSEN }],
        1,
      )
    ).signedIn;
    const rows = [];
    for (const page of PAGES) {
      const scores = { performance: [] as number[], accessibility: [] as number[] };
      /** Runs Lighthouse could not finish (its runtimeError's code), which give no score. */
      const failed: string[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await lighthouse(
          `${server.url}${page.path}`,
          {
            port: chromium.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: page.signedIn && manager ? { cookie: manager.cookie } : undefined,
          },
          desktopConfig,
        );
        if (REPORTS && result) {
          mkdirSync(REPORTS, { recursive: true });
          writeFileSync(
            path.join(REPORTS, `${page.name.replaceAll(' ', '-')}-${run}.json`),
            JSON.stringify(result.lhr),
          );
        }
        const error = result ? result.lhr.runtimeError?.code : 'NO_RESULT';
        if (error || !result) {
          failed.push(error ?? 'NO_RESULT');
          continue;
        }
        for (const key of ['performance', 'accessibility'] as const) {
          const score = result.lhr.categories[key]?.score;
          // A metric Lighthouse could not measure leaves its category without a score.
          if (score === null || score === undefined) failed.push(`${key}: ${erroredAudits(result.lhr)}`);
          else scores[key].push(Math.round(score * 100));
        }
      }
      const failures = failed.length > 0 ? `; ${failed.length} failed: ${failed.join(', ')}` : '';
      for (const key of ['performance', 'accessibility'] as const) {
        const sorted = [...scores[key]].sort((a, b) => a - b);
        rows.push({
          figure: `${page.name}: ${key}, median of ${sorted.length} (${sorted[0]}–${sorted.at(-1)}${failures})`,
          value: sorted[Math.floor(sorted.length / 2)] ?? 0,
          unit: '',
          budget: { min: BUDGET },
        });
      }
    }
    printRows("Lighthouse, desktop, in Debian's Chromium (scores out of 100)", rows);
  } finally {
    await chromium.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await lighthouseBench();
