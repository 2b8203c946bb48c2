// npm run bench -- load: a morning's mix on PostgreSQL at --scale 10. 200 staff sign in through the
// development identity provider, then autocannon sends their person searches, preschool overviews and
// invoice lists over a bounded number of connections for a bounded time.
import { dropPostgresDatabase, freshPostgresDatabase, printRows } from './harness.ts';
import {
  morningRequests,
  morningStaff,
  percentile,
  runMix,
  SCALE,
  signInStaff,
  startMorningServer,
} from './morning-mix.ts';

const NAME = 'kansli_bench_load';
/** Browsers signing in at the same moment: a morning's rush, not 200 clicks in one instant. */
const SIGN_IN_CONCURRENCY = 10;
/**
 * Requests in flight at every instant. 200 staff who each wait a few seconds between screens have far
 * fewer; 20 at once is the rush hour's peak with room to spare, and keeps the p95 a figure of the
 * server's work rather than of a queue the bench itself builds.
 */
const CONNECTIONS = 20;
const WARM_UP_SECONDS = 5;
const SECONDS = 30;

export async function loadBench() {
  const databaseUrl = await freshPostgresDatabase(NAME);
  if (!databaseUrl) {
    console.log('\nLoad: PostgreSQL did not answer; the benchmark is skipped.');
    return;
  }
  try {
    const server = await startMorningServer(databaseUrl);
    try {
      const staff = await morningStaff(databaseUrl);
      const { signedIn, times, seconds } = await signInStaff(server.url, staff, SIGN_IN_CONCURRENCY);
      printRows(
        `Load: ${signedIn.length} staff sign in through the development identity provider on PostgreSQL, --scale ${SCALE} (${SIGN_IN_CONCURRENCY} browsers at a time)`,
        [
          { figure: 'sign-ins per second', value: signedIn.length / seconds, unit: '/s' },
          {
            figure: `p95 of every request of the sign-ins (${times.requests.length})`,
            value: percentile(times.requests, 0.95),
            unit: 'ms',
            budget: { max: 100 },
          },
          {
            figure: 'p95 of POST /api/authenticate',
            value: percentile(times.authenticate, 0.95),
            unit: 'ms',
            budget: { max: 100 },
          },
          {
            figure: "p95 of a whole sign-in ('Logga in' to the first screen's data)",
            value: percentile(times.flows, 0.95),
            unit: 'ms',
          },
        ],
      );

      const requests = morningRequests(signedIn);
      // Unmeasured: the code warms up and the overviews of the morning's months are computed once.
      await runMix(server.url, requests, { connections: CONNECTIONS, duration: WARM_UP_SECONDS });
      const mix = await runMix(server.url, requests, { connections: CONNECTIONS, duration: SECONDS });
      printRows(
        `Load: their morning's mix for ${SECONDS} s over ${CONNECTIONS} connections (of 10 requests: 4 person searches, 4 overviews, 2 invoice lists)`,
        [
          { figure: 'requests answered', value: mix.requests, unit: '' },
          { figure: 'throughput', value: mix.requestsPerSecond, unit: 'req/s', budget: { min: 300 } },
          { figure: 'p50 latency', value: mix.p50Ms, unit: 'ms' },
          { figure: 'p95 latency', value: mix.p95Ms, unit: 'ms', budget: { max: 100 } },
          { figure: 'p99 latency', value: mix.p99Ms, unit: 'ms' },
          { figure: 'non-2xx answers', value: mix.non2xx, unit: '', budget: { max: 0 } },
          { figure: 'connection errors and timeouts', value: mix.errors, unit: '', budget: { max: 0 } },
        ],
      );
    } finally {
      await server.stop();
    }
  } finally {
    await dropPostgresDatabase(NAME);
  }
}

if (import.meta.main) await loadBench();
