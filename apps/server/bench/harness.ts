import { type ChildProcess, spawn } from 'node:child_process';
import { familyNames, femaleNames, maleNames } from '@kansli/domain/fictional/names';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabase, dropDatabases } from '../src/db/admin.ts';
import type { Db } from '../src/db/client.ts';
import { freePort } from '../src/test/server-process.ts';

export const serverRoot = new URL('..', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to its first answer of GET /api/authenticate. */
  startMs: number;
  /** The process's memory after a full garbage collection; only with `memoryProbe`. */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/**
 * Starts `node src/main.ts` as production would and waits for its first answer. `memoryProbe` loads
 * bench/memory-probe.ts into it, which answers `memory()` over the IPC channel.
 */
export async function startServer(
  env: Record<string, string>,
  { memoryProbe = false }: { memoryProbe?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const probeArgs = memoryProbe ? ['--expose-gc', '--import', './bench/memory-probe.ts'] : [];
  const child: ChildProcess = spawn(process.execPath, [...probeArgs, 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'ignore', 'inherit', ...(memoryProbe ? (['ipc'] as const) : [])],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/authenticate`);
      if (response.status === 401) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
  }
  return {
    url,
    startMs: performance.now() - started,
    memory: () =>
      new Promise((resolve, reject) => {
        if (!child.send) return reject(new Error('the server was started without the memory probe'));
        child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage));
        child.send('memory');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p95Ms: number;
  non2xx: number;
}

/** Sends the same request over 10 connections for a few seconds and measures every answer. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: 10, duration: 5, ...options }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN,
    non2xx: result.non2xx,
  };
}

const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A PostgreSQL database of the bench's own, empty, on the machine's server; undefined when none answers. */
export async function freshPostgresDatabase(name: string): Promise<string | undefined> {
  try {
    return await createDatabase(benchServerUrl, name);
  } catch {
    return undefined;
  }
}

export const dropPostgresDatabase = (name: string) => dropDatabases(benchServerUrl, name);

export interface Row {
  figure: string;
  value: number;
  unit: string;
  /** A ceiling (times, sizes) or a floor (throughput, scores) the figure must keep to. */
  budget?: { max: number } | { min: number } | undefined;
}

function budgetOf(row: Row): { text: string; within: boolean } | undefined {
  if (!row.budget) return undefined;
  if ('min' in row.budget) {
    return { text: `budget ≥ ${row.budget.min} ${row.unit}`, within: row.value >= row.budget.min };
  }
  return { text: `budget ≤ ${row.budget.max} ${row.unit}`, within: row.value <= row.budget.max };
}

export function printRows(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  for (const row of rows) {
    const value = `${row.value.toFixed(row.unit === 'req/s' || row.unit === '' ? 0 : 1)} ${row.unit}`;
    const checked = budgetOf(row);
    const budget = checked?.text ?? '';
    const verdict = checked
      ? checked.within
        ? 'within'
        : row.budget && 'min' in row.budget
          ? 'UNDER'
          : 'OVER'
      : '';
    console.log(`  ${row.figure.padEnd(52)} ${value.padStart(14)}   ${budget.padEnd(22)} ${verdict}`);
  }
}

function p95(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
}

/**
 * `count` adults born 1900–1954 (the demo's are younger) with the demo's names, made in one statement;
 * a benchmark adds what else it needs of them, then vacuums.
 */
export async function addSyntheticPersons(db: Db, count: number): Promise<void> {
  const given = JSON.stringify([...femaleNames, ...maleNames]);
  const family = JSON.stringify(familyNames);
  await db.execute(sql`
    insert into persons (given_name, family_name, civic_number)
    select ${given}::jsonb ->> (i % jsonb_array_length(${given}::jsonb)),
           ${family}::jsonb ->> ((i / 7) % jsonb_array_length(${family}::jsonb)),
           to_char(date '1900-01-01' + (i % 20000), 'YYYYMMDD') || '-' || lpad((i / 20000)::text, 4, '0')
    from generate_series(1, ${count}) as i`);
}

/** The p95 of `runs` GETs of the URLs a run gives (each after 20 unmeasured ones), failing on any non-200. */
export async function p95OfGets(
  urlOf: (run: number) => string,
  headers: Record<string, string>,
  runs: number,
): Promise<number> {
  const times: number[] = [];
  for (let run = -20; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(urlOf(Math.abs(run)), { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${urlOf(Math.abs(run))}: ${response.status}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  return p95(times);
}
