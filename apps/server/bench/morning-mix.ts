// A morning at the office for the load and soak benchmarks: the app on PostgreSQL at --scale 10 in its
// embedded mode (so with the development identity provider), 200 of its staff signing in through that
// provider as their browsers would, then searching persons, opening preschool overviews and invoice lists.
import { addMonths } from '@kansli/domain/calendar/dates';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { familyNames, femaleNames, maleNames } from '@kansli/domain/fictional/names';
import { browserRequest, CookieJar } from '@kansli/sandbox/identity/browser-sign-in';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { signInAt } from '../src/test/dev-sign-in.ts';
import { type RunningServer, startServer } from './harness.ts';
import { seed } from './setup.ts';

export const SCALE = 10;

/** Who signs in: each kind of staff member with the permission the screens they open need. */
const STAFF = [
  // preschool BILLING and ACCESS at their unit: invoice lists and overviews.
  { role: 'Förskolechef', count: 60 },
  // preschool ACCESS at their unit: overviews.
  { role: 'Förskollärare', count: 80 },
  // adminMenu PERSONS: the person search.
  { role: 'Supportpersonal', count: 60 },
] as const;

type StaffRole = (typeof STAFF)[number]['role'];

export interface StaffMember {
  email: string;
  role: StaffRole;
  /** The cost center of the unit the role is held at (a preschool's for preschool staff). */
  costCenter: string;
}

export interface SignedInStaff extends StaffMember {
  cookie: string;
}

/** Seeds the database at --scale 10 and starts the app on it in the embedded mode. */
export async function startMorningServer(
  databaseUrl: string,
  options: { memoryProbe?: boolean } = {},
): Promise<RunningServer> {
  const env = {
    DATABASE_URL: databaseUrl,
    // 200 sign-ins from one address within a minute: the limits are for guessing, not for a bench.
    SIGN_IN_LIMIT_PER_ADDRESS: '100000000',
    SIGN_IN_LIMIT_PER_ACCOUNT: '100000000',
  };
  seed(env, SCALE);
  return startServer(env, options);
}

/** The first staff members of each kind, by the seed's order, with their work e-mail addresses. */
export async function morningStaff(databaseUrl: string): Promise<StaffMember[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  try {
    const staff: StaffMember[] = [];
    for (const { role, count } of STAFF) {
      const rows = await queryRows<{ email: string; cost_center: string }>(
        database.db,
        sql`select distinct on (pr.person_id) e.email, l.cost_center
            from person_roles pr
            join roles r on r.id = pr.role_id
            join locations l on l.id = pr.location_id
            join person_emails e on e.person_id = pr.person_id and e.type = 'work'
            where r.name = ${role}
            order by pr.person_id, e.email
            limit ${count}`,
      );
      if (rows.length < count) throw new Error(`only ${rows.length} of ${count} staff with the role ${role}`);
      staff.push(...rows.map((row) => ({ email: row.email, role, costCenter: row.cost_center })));
    }
    return staff;
  } finally {
    await database.close();
  }
}

export interface SignInTimes {
  /** Each sign-in from the click on 'Logga in' to the app's first screen's session and permissions. */
  flows: number[];
  /** Every HTTP request the sign-ins made. */
  requests: number[];
  /** POST /api/authenticate alone: the ID token verified and the session opened. */
  authenticate: number[];
}

/**
 * One browser's sign-in as the login screen makes it (the tests' `signInAt`), each request timed with
 * its body read, then the session and permissions the first screen reads.
 */
async function signIn(url: string, email: string, times: SignInTimes): Promise<string> {
  const jar = new CookieJar();
  const timed = async (target: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await browserRequest(jar, target, init);
    if (response.status >= 400) throw new Error(`${init.method ?? 'GET'} ${target}: ${response.status}`);
    // Timed to the end of the body, as a browser waits for it; a redirect keeps its own Response, whose
    // address its target is read against.
    const body = response.status === 200 ? await response.arrayBuffer() : null;
    if (body === null) await response.body?.cancel();
    const ms = performance.now() - started;
    times.requests.push(ms);
    if (init.method === 'POST' && target === `${url}/api/authenticate`) times.authenticate.push(ms);
    return body === null
      ? response
      : new Response(body, { status: response.status, headers: response.headers });
  };
  const flowStarted = performance.now();
  const session = await signInAt(url, email, timed);
  // The jar holds the session cookie now, as the browser does.
  await timed(`${url}/api/authenticate`);
  await timed(`${url}/api/authorization`);
  times.flows.push(performance.now() - flowStarted);
  return session;
}

/** Every staff member signs in, `concurrency` browsers at a time. */
export async function signInStaff(url: string, staff: StaffMember[], concurrency: number) {
  const times: SignInTimes = { flows: [], requests: [], authenticate: [] };
  const signedIn: SignedInStaff[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < staff.length) {
        const member = staff[next++] as StaffMember;
        signedIn.push({ ...member, cookie: await signIn(url, member.email, times) });
      }
    }),
  );
  return { signedIn, times, seconds: (performance.now() - started) / 1000 };
}

export interface MixRequest {
  path: string;
  cookie: string;
}

/** Search texts as staff type them: parts of names, a birth date's start, whole given names. */
function searchText(n: number): string {
  const family = familyNames[(n * 7) % familyNames.length] ?? 'Lind';
  const given = [...femaleNames, ...maleNames][(n * 11) % (femaleNames.length + maleNames.length)] ?? 'Anna';
  switch (n % 4) {
    case 0:
      return family.slice(0, 4).toLowerCase();
    case 1:
      return given;
    case 2:
      return `${given.slice(0, 3).toLowerCase()} ${family.slice(0, 3).toLowerCase()}`;
    default:
      return `19${70 + (n % 25)}`;
  }
}

/**
 * The morning's requests in a fixed order that repeats: of every ten, four person searches, four
 * overviews (the unit's last, this and next month) and two invoice lists (this and last month), each by
 * the next staff member who may make it.
 */
export function morningRequests(staff: SignedInStaff[], length = 2000): MixRequest[] {
  const month = dateInStockholm(new Date()).slice(0, 7);
  const byRole = (...roles: StaffRole[]) => staff.filter((member) => roles.includes(member.role));
  const searchers = byRole('Supportpersonal');
  const viewers = byRole('Förskolechef', 'Förskollärare');
  const billers = byRole('Förskolechef');
  const counters = { search: 0, overview: 0, invoices: 0 };
  const pattern = ['search', 'overview', 'invoices', 'search', 'overview'] as const;
  return Array.from({ length }, (_, i) => {
    const kind = pattern[i % pattern.length] as (typeof pattern)[number];
    const n = counters[kind]++;
    if (kind === 'search') {
      const member = searchers[n % searchers.length] as SignedInStaff;
      const search = encodeURIComponent(searchText(n));
      return { path: `/api/integration/persons?search=${search}`, cookie: member.cookie };
    }
    if (kind === 'overview') {
      const member = viewers[n % viewers.length] as SignedInStaff;
      const period = addMonths(month, (n % 3) - 1);
      return { path: `/api/preschool/${member.costCenter}/overview?period=${period}`, cookie: member.cookie };
    }
    const member = billers[n % billers.length] as SignedInStaff;
    const period = addMonths(month, -(n % 2));
    return {
      path: `/api/preschool/${member.costCenter}/invoice/list?period=${period}`,
      cookie: member.cookie,
    };
  });
}

export interface MixResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** Sends the requests in turn over `connections` connections, each waiting for its answer before the next. */
export async function runMix(
  url: string,
  requests: MixRequest[],
  options: { connections: number; duration: number; overallRate?: number },
): Promise<MixResult> {
  const latencies: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        ...options,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const { path, cookie } = requests[next++ % requests.length] as MixRequest;
              // As a browser asks: it takes a compressed answer.
              return { ...request, path, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.floor(latencies.length * share)] ?? Number.NaN;
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / options.duration,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function percentile(times: readonly number[], share: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * share)] ?? Number.NaN;
}
