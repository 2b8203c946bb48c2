import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { invoiceBodyOfGuardian } from '@kansli/domain/preschool/invoice-body';
import type { TInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { printRows } from './harness.ts';
import { onEachDatabase, signedInServer } from './setup.ts';

// A unit's month invoiced as the screen does it, against the Visma sandbox of `npm start`: every
// guardian made a customer, then the clock runs from 'create all' to the last Visma number.

const SCALE = 10;
const WANTED_CHILDREN = 500;
/** The screen's bulk actions run this many requests at a time. */
const CONCURRENCY = 4;
const csrf = { 'x-requested-with': 'kansli' };
const VISMA_CALLS_PER_MINUTE = 600;

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

async function measure(label: string, databaseEnv: Record<string, string>) {
  const server = await signedInServer(databaseEnv, 'admin@kansli.test', SCALE);
  const get = async <T>(path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: server.cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { cookie: server.cookie, 'content-type': 'application/json', ...csrf },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  try {
    const period = dateInStockholm(new Date()).slice(0, 7);
    const { locations } = await get<{ locations: { id: number; name: string; cost_center: string }[] }>(
      '/api/preschool/locations',
    );
    let chosen = { unit: locations[0], list: undefined as TInvoiceListResponse | undefined };
    for (const unit of locations) {
      const list = await get<TInvoiceListResponse>(
        `/api/preschool/${unit.cost_center}/invoice/list?period=${period}`,
      );
      const distance = (l?: TInvoiceListResponse) => Math.abs((l?.summary.children ?? 0) - WANTED_CHILDREN);
      if (!chosen.list || distance(list) < distance(chosen.list)) chosen = { unit, list };
    }
    const { unit, list } = chosen;
    if (!unit || !list) throw new Error('no preschool unit');
    const base = `/api/preschool/${unit.cost_center}/invoice`;

    // Set-up, not timed: Visma's limit of 600 calls a minute governs how long this takes.
    const customersStarted = performance.now();
    await inTurns(
      list.guardians.filter((g) => !g.visma_id),
      async (g) => void (await post(`${base}/customer/${g.id}`, {})),
    );
    const customersMs = performance.now() - customersStarted;

    const started = performance.now();
    const guardians = (await get<TInvoiceListResponse>(`${base}/list?period=${period}`)).guardians;
    await inTurns(
      guardians.filter((g) => g.visma_id && !g.invoice_id),
      async (g) =>
        void (await post(
          `${base}?period=${period}`,
          invoiceBodyOfGuardian(
            { locationId: unit.id, name: unit.name, costCenter: unit.cost_center },
            period,
            g,
          ),
        )),
    );
    await post(`${base}/set-ready`, { invoice_id: 'all', period, location_id: unit.id });
    for (;;) {
      const now = await get<TInvoiceListResponse>(`${base}/list?period=${period}`);
      const failed = now.guardians.filter((g) => g.upload_error);
      if (failed.length > 0) throw new Error(`${failed.length} uploads failed: ${failed[0]?.upload_error}`);
      if (now.guardians.every((g) => g.visma_invoice_id)) break;
      if (performance.now() - started > 600_000) throw new Error('not every invoice had a number in 10 min');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const invoicedMs = performance.now() - started;
    // Visma takes 600 calls a minute per endpoint: the 601st draft waits for the first one's minute.
    const invoices = guardians.length;
    const vismaFloorS = 60 * Math.floor((invoices - 1) / VISMA_CALLS_PER_MINUTE);
    printRows(`Invoicing a unit's month through the Visma sandbox on ${label}, --scale ${SCALE}`, [
      {
        figure: `children of the unit (${list.summary.guardians} guardians)`,
        value: list.summary.children,
        unit: '',
      },
      { figure: 'set-up: every guardian a customer in Visma', value: customersMs / 1000, unit: 's' },
      {
        figure: `create all → every Visma number (${invoices} invoices)`,
        value: invoicedMs / 1000,
        unit: 's',
        budget: { max: 60 },
      },
      { figure: "of which Visma's rate limit alone forces", value: vismaFloorS, unit: 's' },
    ]);
  } finally {
    await server.stop();
  }
}

export async function invoicingBench() {
  await onEachDatabase('kansli_bench_invoicing', measure);
}
