import { load, printRows, type Row } from './harness.ts';
import { onEachDatabase, signedInServer } from './setup.ts';

const SIGN_INS = 3000;

async function measure(label: string, databaseEnv: Record<string, string>) {
  const server = await signedInServer(databaseEnv, 'admin@kansli.test');
  try {
    const url = `${server.url}/api/authenticate`;
    // Each sign-in needs an ID token of its own with its browser's nonce: made before the clock starts.
    const signIns = await Promise.all(Array.from({ length: SIGN_INS }, () => server.signInRequest()));
    let next = 0;
    const post = await load({
      url,
      amount: SIGN_INS,
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, headers: signIns[next++] }) }],
    });
    const get = await load({ url, headers: { cookie: server.cookie } });
    if (post.non2xx || get.non2xx) throw new Error(`non-2xx answers: POST ${post.non2xx}, GET ${get.non2xx}`);
    // The latency budget is PostgreSQL's, the production database.
    const p95Budget = label === 'PostgreSQL' ? { max: 25 } : undefined;
    const rows: Row[] = [
      {
        figure: 'start to first answer of GET /api/authenticate',
        value: server.startMs,
        unit: 'ms',
        budget: { max: 3000 },
      },
      { figure: 'POST /api/authenticate throughput', value: post.requestsPerSecond, unit: 'req/s' },
      { figure: 'POST /api/authenticate p95', value: post.p95Ms, unit: 'ms', budget: p95Budget },
      { figure: 'GET /api/authenticate throughput', value: get.requestsPerSecond, unit: 'req/s' },
      { figure: 'GET /api/authenticate p95', value: get.p95Ms, unit: 'ms', budget: p95Budget },
    ];
    printRows(`Sign-in on ${label} (10 connections; ${SIGN_INS} sign-ins, then 5 s of session checks)`, rows);
  } finally {
    await server.stop();
  }
}

export const authBench = () => onEachDatabase('kansli_bench_auth', measure);
