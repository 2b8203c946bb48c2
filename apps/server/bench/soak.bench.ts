// npm run bench -- soak: the morning's mix at a steady pace for ten minutes (SOAK_MINUTES), the server's
// memory read after a full collection at the end of every minute. A leak shows as heap that keeps
// growing after the first minute, when the code, the caches and the pools have reached their size.
import { dropPostgresDatabase, freshPostgresDatabase, printRows } from './harness.ts';
import {
  morningRequests,
  morningStaff,
  runMix,
  SCALE,
  signInStaff,
  startMorningServer,
} from './morning-mix.ts';

const NAME = 'kansli_bench_soak';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/** A busy morning's steady pace, well below the load benchmark's ceiling so the figure is of memory. */
const RATE = 150;
const CONNECTIONS = 10;
/** Heap after collection may grow this much from the first minute's end to the last's and count as flat. */
const FLAT_HEAP_GROWTH_PERCENT = 5;

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function soakBench() {
  const databaseUrl = await freshPostgresDatabase(NAME);
  if (!databaseUrl) {
    console.log('\nSoak: PostgreSQL did not answer; the benchmark is skipped.');
    return;
  }
  try {
    const server = await startMorningServer(databaseUrl, { memoryProbe: true });
    try {
      const { signedIn } = await signInStaff(server.url, await morningStaff(databaseUrl), 10);
      const requests = morningRequests(signedIn);
      const samples: NodeJS.MemoryUsage[] = [];
      let answered = 0;
      let failed = 0;
      for (let minute = 1; minute <= MINUTES; minute++) {
        const mix = await runMix(server.url, requests, {
          connections: CONNECTIONS,
          duration: 60,
          overallRate: RATE,
        });
        answered += mix.requests;
        failed += mix.non2xx + mix.errors;
        samples.push(await server.memory());
      }
      const first = samples[0] as NodeJS.MemoryUsage;
      const last = samples.at(-1) as NodeJS.MemoryUsage;
      printRows(
        `Soak: the morning's mix at ${RATE} req/s for ${MINUTES} min on PostgreSQL, --scale ${SCALE}; memory after a full collection at each minute's end`,
        [
          { figure: 'requests answered', value: answered, unit: '' },
          {
            figure: 'non-2xx answers, connection errors and timeouts',
            value: failed,
            unit: '',
            budget: { max: 0 },
          },
          ...samples.map((sample, i) => ({
            figure: `heap used after minute ${i + 1} (rss ${mb(sample.rss).toFixed(0)} MB)`,
            value: mb(sample.heapUsed),
            unit: 'MB',
          })),
          {
            figure: `heap growth from minute 1 to minute ${MINUTES}`,
            value: ((last.heapUsed - first.heapUsed) / first.heapUsed) * 100,
            unit: '%',
            budget: { max: FLAT_HEAP_GROWTH_PERCENT },
          },
          {
            figure: `rss growth from minute 1 to minute ${MINUTES}`,
            value: mb(last.rss - first.rss),
            unit: 'MB',
          },
        ],
      );
    } finally {
      await server.stop();
    }
  } finally {
    await dropPostgresDatabase(NAME);
  }
}

if (import.meta.main) await soakBench();
