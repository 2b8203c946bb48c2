import { dateInMonth } from '@kansli/domain/calendar/dates';
import { type ChildInput, invoicePreviewsForMonth } from '@kansli/domain/preschool/fee-engine';
import { overviewFirstPaint } from './first-paint.bench.ts';
import { load, printRows } from './harness.ts';
import { onEachDatabase, signedInServer } from './setup.ts';

const MONTH = '2026-11';
const SCALE = 10;
// A unit's staff working in the tool at the same time; the sign-in benchmark uses 10.
const CONNECTIONS = 4;

/** 5,000 children as the demo data has them: one or two guardians, most with one period, some with two. */
function syntheticChildren(count: number): ChildInput[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Barn ${i + 1}`,
    active: i % 20 !== 0,
    carePeriods: [
      {
        id: 2 * i + 1,
        start: dateInMonth(`2026-0${(i % 9) + 1}`, (i % 28) + 1),
        end: i % 7 === 0 ? '2026-11-15' : null,
        careTime: 'Heltid' as const,
        costOre: 168_800,
        deleted: false,
      },
      ...(i % 10 === 0
        ? [
            {
              id: 2 * i + 2,
              start: '2026-11-16',
              end: null,
              careTime: 'Deltid' as const,
              costOre: 112_500,
              deleted: false,
            },
          ]
        : []),
    ],
    guardians:
      i % 4 === 0
        ? [{ id: 2 * i + 1, percent: 100 }]
        : [
            { id: 2 * i + 1, percent: 50 },
            { id: 2 * i + 2, percent: 50 },
          ],
  }));
}

function engineBench() {
  const children = syntheticChildren(5000);
  for (let i = 0; i < 5; i++) invoicePreviewsForMonth(children, MONTH);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    invoicePreviewsForMonth(children, MONTH);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  printRows('Fee engine, 5,000 children in one month (30 runs)', [
    { figure: 'median', value: times[15] ?? Number.NaN, unit: 'ms', budget: { max: 50 } },
    { figure: 'slowest', value: times.at(-1) ?? Number.NaN, unit: 'ms' },
  ]);
}

async function measure(label: string, databaseEnv: Record<string, string>) {
  const server = await signedInServer(databaseEnv, 'admin@kansli.test', SCALE);
  const headers = { cookie: server.cookie };
  try {
    const { locations } = (await (
      await fetch(`${server.url}/api/preschool/locations`, { headers })
    ).json()) as {
      locations: { cost_center: string }[];
    };
    // The unit whose overview lists the number of children nearest to 500.
    let chosen = { costCenter: '', children: 0 };
    for (const { cost_center } of locations) {
      const overview = (await (
        await fetch(`${server.url}/api/preschool/${cost_center}/overview?period=${MONTH}`, { headers })
      ).json()) as {
        children: unknown[];
      };
      if (Math.abs(overview.children.length - 500) < Math.abs(chosen.children - 500)) {
        chosen = { costCenter: cost_center, children: overview.children.length };
      }
    }
    const base = `${server.url}/api/preschool/${chosen.costCenter}`;
    const overview = await load({
      url: `${base}/overview?period=${MONTH}`,
      headers,
      connections: CONNECTIONS,
    });
    // More months than the server keeps, in turn: every answer is computed, none is one kept.
    const months = Array.from(
      { length: 36 },
      (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    );
    const computed = await load({
      url: base,
      headers,
      connections: CONNECTIONS,
      requests: months.map((month) => ({
        method: 'GET',
        path: `${new URL(base).pathname}/overview?period=${month}`,
      })),
    });
    const search = await load({
      url: base,
      headers,
      connections: CONNECTIONS,
      requests: ['and', 'son', 'ella', '1703', 'berg'].map((term) => ({
        method: 'GET',
        path: `${new URL(base).pathname}?search=${term}`,
      })),
    });
    if (overview.non2xx || computed.non2xx || search.non2xx)
      throw new Error(`non-2xx answers: ${overview.non2xx + computed.non2xx + search.non2xx}`);
    const postgres = label === 'PostgreSQL';
    printRows(`Preschool on ${label}, --scale ${SCALE} (${CONNECTIONS} connections, 5 s each)`, [
      {
        figure: `overview p95 (${chosen.children} children)`,
        value: overview.p95Ms,
        unit: 'ms',
        budget: postgres ? { max: 60 } : undefined,
      },
      { figure: 'overview throughput', value: overview.requestsPerSecond, unit: 'req/s' },
      { figure: 'overview p95, every answer computed (36 months)', value: computed.p95Ms, unit: 'ms' },
      { figure: 'search p95', value: search.p95Ms, unit: 'ms', budget: postgres ? { max: 30 } : undefined },
      { figure: 'search throughput', value: search.requestsPerSecond, unit: 'req/s' },
    ]);
    if (postgres) await overviewFirstPaint(server, chosen.costCenter);
  } finally {
    await server.stop();
  }
}

export async function preschoolBench() {
  engineBench();
  await onEachDatabase('kansli_bench_preschool', measure);
}
