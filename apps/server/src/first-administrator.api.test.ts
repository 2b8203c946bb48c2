import { spawn } from 'node:child_process';
import { holdsFlag, holdsFlagAt, ZAuthorizationResponse } from '@kansli/domain/access/authorization';
import { ADMINISTRATOR_ROLE, builtInRoles } from '@kansli/domain/access/built-in-roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { systemClock } from './context/clock.ts';
import type { Database } from './db/client.ts';
import { personRoles, roles } from './db/schema/access.ts';
import { locations } from './db/schema/locations.ts';
import { persons } from './db/schema/persons.ts';
import { type FirstAdministrator, setUpFirstAdministrator } from './first-administrator.ts';
import { DEFAULT_JOB_TIMING } from './jobs/queues.ts';
import { findPersonByEmail } from './modules/auth/repository.ts';
import { signInAs } from './test/app.ts';
import { createScratchDatabase, emptyDatabase } from './test/database.ts';
import { testSignInProvider } from './test/identity.ts';
import { testJobs } from './test/jobs.ts';

const serverRoot = new URL('..', import.meta.url).pathname;
const databaseRoles = { appRole: undefined, jobTiming: DEFAULT_JOB_TIMING };
const astrid: FirstAdministrator = {
  email: 'Forsta.Admin@kansli.test',
  givenName: 'Astrid',
  familyName: 'Första',
  organisation: undefined,
};

describe('setting up the first administrator on an empty database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.close());

  it('migrates it, makes the root unit and the person, and gives them Administratör at the root', async () => {
    const outcome = await setUpFirstAdministrator(database, astrid, databaseRoles);
    expect(outcome.changed).toBe(true);
    // The migrations wrote the whole catalogue: the start after them had nothing to add.
    expect(outcome.lines).toEqual([
      expect.stringMatching(/^Migrated the database \(\d+ migrations\)\.$/),
      "Created the organisation's root unit 'Organisation' (id 1).",
      'Created the person who signs in as Forsta.Admin@kansli.test (id 1).',
      "Gave Forsta.Admin@kansli.test the role Administratör at 'Organisation'.",
    ]);
    expect(outcome.warnings).toEqual([]);

    const person = await findPersonByEmail(database.db, 'forsta.admin@KANSLI.test');
    expect(person).toEqual({ id: 1, givenName: 'Astrid', familyName: 'Första' });
    const held = await database.db
      .select({ role: roles.name, locationId: personRoles.locationId, parentId: locations.parentId })
      .from(personRoles)
      .innerJoin(roles, eq(roles.id, personRoles.roleId))
      .innerJoin(locations, eq(locations.id, personRoles.locationId))
      .where(eq(personRoles.personId, 1));
    expect(held).toEqual([{ role: ADMINISTRATOR_ROLE, locationId: 1, parentId: null }]);
  });

  it('changes nothing when run again, and says so', async () => {
    const before = await database.db.$count(persons);
    const outcome = await setUpFirstAdministrator(
      database,
      { ...astrid, organisation: 'Annat namn' },
      databaseRoles,
    );
    expect(outcome).toEqual({
      changed: false,
      lines: [
        expect.stringMatching(
          /^Nothing to do: .*the root unit 'Organisation' exists and Forsta\.Admin@kansli\.test holds Administratör at 'Organisation'\.$/,
        ),
      ],
      warnings: ["The root unit is 'Organisation' already; --organisation names only a new one."],
    });
    expect(await database.db.$count(persons)).toBe(before);
  });

  it('lets an instance started on the database sign the administrator in with every permission at the root', async () => {
    const jobs = await testJobs({ database, clock: systemClock, visma: undefined, work: false });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      signInProvider: testSignInProvider,
      jobs: jobs.queue,
    });
    try {
      await app.ready();
      const { cookie } = await signInAs(app, 'forsta.admin@kansli.test');
      const answer = await app.inject({ method: 'GET', url: '/api/authorization', headers: { cookie } });
      const auth = ZAuthorizationResponse.parse(answer.json());
      expect(holdsFlag(auth, 'adminMenu', 'SUPERADMIN')).toBe(true);
      expect(holdsFlag(auth, 'auth', 'PERMISSION_ADMIN')).toBe(true);
      expect(holdsFlagAt(auth, 'support', 'EDIT_ROLES', 1)).toBe(true);
      expect(holdsFlagAt(auth, 'preschool', 'BILLING', 1)).toBe(true);
      // And may use them: the superadmin's role list holds every built-in role.
      const list = await app.inject({ method: 'GET', url: '/api/role/list', headers: { cookie } });
      expect(list.statusCode).toBe(200);
      expect(
        list
          .json()
          .map((role: { name: string }) => role.name)
          .sort(),
      ).toEqual(builtInRoles.map((role) => role.name).sort());
    } finally {
      await app.close();
      await jobs.stop();
    }
  });

  it('gives a second administrator the role at the root, without a second root unit', async () => {
    const outcome = await setUpFirstAdministrator(
      database,
      { email: 'andra@kansli.test', givenName: 'Bo', familyName: 'Andra', organisation: 'Annat namn' },
      databaseRoles,
    );
    expect(outcome.lines).toEqual([
      'Created the person who signs in as andra@kansli.test (id 2).',
      "Gave andra@kansli.test the role Administratör at 'Organisation'.",
    ]);
    expect(await database.db.$count(locations)).toBe(1);
  });
});

/** Runs `npm run setup-admin` as an operator would; answers its exit code and what it wrote. */
function setupAdmin(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'setup-admin', '--', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run setup-admin', () => {
  it('refuses bad input with exit 1, naming each option that is wrong', async () => {
    const run = await setupAdmin(['--email', 'inte en adress', '--given-name', ' '], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--email: not a valid e-mail address');
    expect(run.stderr).toContain('--given-name: required');
    expect(run.stderr).toContain('--family-name: required');
    expect(run.stderr).toContain('Usage: npm run setup-admin');
  });

  it('refuses to run without DATABASE_URL', async () => {
    const run = await setupAdmin(['--email', 'a@kansli.test', '--given-name', 'A', '--family-name', 'B'], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL: setup-admin needs the PostgreSQL database');
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)('sets up the administrator on PostgreSQL, then finds nothing to do', async () => {
    const url = await createScratchDatabase(serverUrl as string);
    const args = ['--email', 'it@kansli.test', '--given-name', 'Ida', '--family-name', 'Tekniker'];
    const first = await setupAdmin([...args, '--organisation', 'Nordljus Utbildning'], { DATABASE_URL: url });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Created the organisation's root unit 'Nordljus Utbildning' (id 1).");
    expect(first.stdout).toContain("Gave it@kansli.test the role Administratör at 'Nordljus Utbildning'.");
    const second = await setupAdmin(args, { DATABASE_URL: url });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^Nothing to do: /);
  });
});
