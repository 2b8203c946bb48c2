import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import { invoiceBodyOfGuardian } from '@kansli/domain/preschool/invoice-body';
import type { TInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import type { TExportStudentRecord } from '@kansli/domain/schools/export-records';
import { fictionalUnitExport } from '@kansli/sandbox/google/fictional-export';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, onServer } from '../src/db/admin.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { CSRF, signInAt } from '../src/test/dev-sign-in.ts';
import { type ServerProcess, startServerProcess } from '../src/test/server-process.ts';

// The go-live of docs/operations.md ('Rehearsal') as CI runs it: an empty PostgreSQL database, the
// stand-ins of `npm run sandboxes` as the outside world, `npm run setup-admin`, a production instance
// started with the env file, and the administrator building the organisation through the API until a
// preschool child is invoiced in Visma and a school's pupils arrive from its export file.

const serverUrl = process.env.DATABASE_URL ?? '';
if (!serverUrl) {
  console.warn(
    'The go-live rehearsal was skipped: it needs PostgreSQL. Set DATABASE_URL to a server where it may ' +
      'make and drop a database, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres.',
  );
}

const repositoryRoot = new URL('../../..', import.meta.url).pathname;
const serverRoot = new URL('..', import.meta.url).pathname;
const ADMIN = { email: 'it-chef@solrosen.test', givenName: 'Ingrid', familyName: 'Ek' };
const PRESCHOOL = {
  name: 'Förskolan Vitsippan',
  costCenter: '4901',
  departments: ['Blåsippan', 'Gullvivan'],
};
const SCHOOL = { name: 'Björkängens grundskola', costCenter: '4902' };

/** A command as an operator types it, with its output kept for a failure's message. */
function command(file: string, args: string[], { cwd = repositoryRoot, env = {} } = {}) {
  // A process group of its own, so that stopping it stops what it started.
  const child = spawn(file, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, output: () => output, exited };
}

const npm = (args: string[], env: Record<string, string> = {}) => command('npm', args, { env });

async function succeeds(run: ReturnType<typeof command>) {
  const [code] = await run.exited;
  if (code !== 0) throw new Error(`exit code ${code}:\n${run.output()}`);
  return run.output();
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, signal);
}

/** Polls until `check` answers something other than undefined, or fails after `timeoutMs`. */
async function eventually<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

describe.skipIf(!serverUrl)(
  'going live from an empty database, with the stand-ins as the outside world',
  () => {
    const databaseName = `kansli_rehearsal_${randomBytes(4).toString('hex')}`;
    let databaseUrl: string;
    let database: Database;
    let folder: string;
    let envFile: string;
    let env: Record<string, string | undefined>;
    let sandboxes: ReturnType<typeof command>;
    let kansli: ServerProcess | undefined;
    let cookie = '';
    let preschoolId: number;
    let schoolId: number;

    const startKansli = () =>
      startServerProcess(
        { NODE_ENV: 'production', DATABASE_URL: databaseUrl },
        { envFile, timeoutMs: 90_000 },
      );

    /** Kansli's API as the signed-in administrator's browser calls it. */
    async function api<T>(
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; body: T }> {
      const response = await fetch(`${kansli?.url}${path}`, {
        method,
        headers: {
          cookie,
          ...CSRF,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    }
    const count = async (table: string) =>
      (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

    beforeAll(async () => {
      databaseUrl = await createDatabase(serverUrl, databaseName);
      database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
      folder = await mkdtemp(path.join(tmpdir(), 'kansli-rehearsal-'));
      envFile = path.join(folder, 'kansli-rehearsal.env');
    });

    afterAll(async () => {
      await kansli?.stop();
      if (sandboxes) {
        stopGroup(sandboxes.child, 'SIGINT');
        await sandboxes.exited;
      }
      await database?.close();
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      );
      if (folder) await rm(folder, { recursive: true, force: true });
    }, 60_000);

    it('starts every stand-in with npm run sandboxes and writes the env file', async () => {
      sandboxes = npm(['run', 'sandboxes', '--', '--env-file', envFile]);
      const text = await eventually('the env file', 90_000, async () => {
        if (sandboxes.child.exitCode !== null)
          throw new Error(`npm run sandboxes ended:\n${sandboxes.output()}`);
        return (await stat(envFile).catch(() => undefined)) ? readFile(envFile, 'utf8') : undefined;
      });
      env = parseEnv(text);
      expect(env.OIDC_ISSUER).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oidc$/);
      expect(env.DATABASE_URL).toBeUndefined();
    }, 120_000);

    it('starts a production instance on the empty database with no stand-in of its own and no demo data', async () => {
      kansli = await startKansli();
      const config = (await (await fetch(`${kansli.url}/api/auth/config`)).json()) as {
        authorizationEndpoint: string;
      };
      expect(config.authorizationEndpoint).toBe(`${env.OIDC_ISSUER}/auth`);
      expect(kansli.output()).not.toMatch(/sandbox/i);
      expect(await count('persons')).toBe(0);
      expect(await count('locations')).toBe(0);
      await kansli.stop();
      kansli = undefined;
    }, 120_000);

    it("finds every outside system configured and answering, as the operator's check does", async () => {
      const checked = await succeeds(
        command(process.execPath, [`--env-file=${envFile}`, 'src/check-integrations.ts'], {
          cwd: serverRoot,
          env: { NODE_ENV: 'production', DATABASE_URL: databaseUrl },
        }),
      );
      for (const system of ['visma', 'google', 'storage', 'freshservice', 'elks', 'campus', 'flex']) {
        expect(checked).toMatch(new RegExp(`^${system} .* OK\\s*$`, 'm'));
      }
    });

    it('makes the first administrator with npm run setup-admin', async () => {
      await succeeds(
        npm(
          [
            'run',
            'setup-admin',
            '--',
            '--email',
            ADMIN.email,
            '--given-name',
            ADMIN.givenName,
            '--family-name',
            ADMIN.familyName,
            '--organisation',
            'Solrosen Utbildning',
          ],
          { DATABASE_URL: databaseUrl },
        ),
      );
      expect(await count('persons')).toBe(1);
    }, 120_000);

    it("signs the administrator in through the identity stand-in's page, and no one Kansli does not know", async () => {
      kansli = await startKansli();
      cookie = await signInAt(kansli.url, ADMIN.email);
      const who = await api<{ givenName: string; familyName: string }>('GET', '/api/authenticate');
      expect(who.body).toMatchObject({ givenName: ADMIN.givenName, familyName: ADMIN.familyName });
      await expect(signInAt(kansli.url, 'okand@solrosen.test')).rejects.toThrow(/answered 403/);
    }, 120_000);

    it('makes a preschool with two departments and a school unit under the root', async () => {
      const tree = await api<{ locations: { id: number; parent_id: number | null }[] }>(
        'GET',
        '/api/organisation/locations',
      );
      expect(tree.status).toBe(200);
      const root = tree.body.locations.find((location) => location.parent_id === null);
      if (!root) throw new Error('no root unit');
      const unit = (fields: object) =>
        api<{ id: number }>('POST', '/api/organisation/locations', {
          parent_id: root.id,
          system_ids: [],
          freshservice_id: null,
          departments: [],
          ...fields,
        });
      const preschool = await unit({
        name: PRESCHOOL.name,
        business_id: 100,
        cost_center: PRESCHOOL.costCenter,
        departments: PRESCHOOL.departments.map((name) => ({ name })),
      });
      expect(preschool.status).toBe(201);
      preschoolId = preschool.body.id;
      const school = await unit({
        name: SCHOOL.name,
        business_id: 200,
        cost_center: SCHOOL.costCenter,
        system_ids: [{ system: 'schoolsoft', system_id: 'BJORKANGEN', system_segment: null }],
      });
      expect(school.status).toBe(201);
      schoolId = school.body.id;
    });

    it("registers a guardian and a child at the preschool and invoices the child's month in Visma", async () => {
      const unit = `/api/preschool/${PRESCHOOL.costCenter}`;
      const today = dateInStockholm(new Date());
      const period = today.slice(0, 7);
      const guardian = await api<{ id: number }>('POST', `${unit}/person`, {
        mode: 'create',
        type: 'legalguardian',
        data: {
          given_name: 'Saga',
          family_name: 'Lind',
          email: 'saga.lind@hemma.test',
          phone: '070-123 45 67',
          street_address: 'Storgatan 1',
          postal_code: '114 55',
          city: 'Stockholm',
        },
      });
      expect(guardian.status).toBe(200);
      expect((await api('POST', `${unit}/invoice/customer/${guardian.body.id}`, {})).status).toBe(200);
      const child = await api<{ id: number }>('POST', `${unit}/person`, {
        mode: 'create',
        type: 'child',
        data: {
          given_name: 'Alva',
          family_name: 'Lind',
          civic_number: civicNumberFor('2023-03-10', 412).slice(2),
        },
        guardians: [guardian.body.id],
        care_times: [
          {
            start: `${period}-01`,
            end: '',
            commune: 'Stockholm',
            department: PRESCHOOL.departments[0],
            care_time: 'Heltid',
            cost: 1500,
          },
        ],
      });
      expect(child.status).toBe(200);

      const list = await api<TInvoiceListResponse>('GET', `${unit}/invoice/list?period=${period}`);
      const paying = list.body.guardians.find((g) => g.id === guardian.body.id);
      if (!paying) throw new Error('the guardian is not on the invoice list');
      const body = invoiceBodyOfGuardian(
        { locationId: preschoolId, name: PRESCHOOL.name, costCenter: PRESCHOOL.costCenter },
        period,
        paying,
      );
      const made = await api<{ invoiceId: number }>('POST', `${unit}/invoice?period=${period}`, body);
      expect(made.status).toBe(200);
      const ready = await api('POST', `${unit}/invoice/set-ready`, {
        invoice_id: made.body.invoiceId,
        period,
        location_id: preschoolId,
      });
      expect(ready.status).toBe(200);
      const number = await eventually('the invoice to be in Visma', 60_000, async () => {
        const poll = await api<{ vismaInvoiceId: string | null }>(
          'GET',
          `${unit}/invoice/poll/${made.body.invoiceId}`,
        );
        return poll.body.vismaInvoiceId ?? undefined;
      });
      const visma = (await (
        await fetch(`${env.VISMA_API_URL}/sandbox`, { headers: { accept: 'application/json' } })
      ).json()) as {
        invoices: { number: number; customer_name: string; rows: object[]; total_amount: number }[];
      };
      expect(visma.invoices).toEqual([
        expect.objectContaining({
          number: Number(number),
          customer_name: 'Saga Lind',
          total_amount: body.cost,
          rows: [expect.objectContaining({ article_number: '100', vat_rate: 0 })],
        }),
      ]);
    }, 120_000);

    it("imports the school unit's pupils from the export written to the storage stand-in", async () => {
      const written = await fetch(`${env.GOOGLE_STORAGE_URL}/sandbox/storage/exports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ system: 'schoolsoft', location_id: schoolId }),
      });
      expect(written.status).toBe(201);
      const started = await api<{ queued: boolean }>('POST', `/api/synchronizations/${schoolId}/start`);
      expect(started.status).toBe(202);
      // The stand-in writes the same persons for a unit on any day.
      const exported = fictionalUnitExport('schoolsoft', schoolId, dateInStockholm(new Date()), '');
      const pupils = JSON.parse(
        exported.find((file) => file.name.endsWith('/student.json'))?.content ?? '[]',
      ) as TExportStudentRecord[];
      expect(pupils.length).toBeGreaterThan(0);
      for (const pupil of pupils) {
        const search = encodeURIComponent(`schoolsoft:${pupil.id}`);
        const found = await eventually(`pupil ${pupil.id}`, 60_000, async () => {
          const answer = await api<{ data: { persons: { givenName: string; roles: string[] }[] } }>(
            'GET',
            `/api/integration/persons?search=${search}`,
          );
          return answer.body.data?.persons[0];
        });
        expect(found).toMatchObject({ givenName: pupil.fname, roles: expect.arrayContaining(['Elev']) });
      }
    }, 120_000);
  },
);
