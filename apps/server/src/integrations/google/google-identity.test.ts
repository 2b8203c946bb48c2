import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import { DELEGATED_SCOPES } from '@kansli/sandbox/google/token-endpoint';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { ACT_AS, TEST_BUCKET, testDirectory, testSheets, testStorage } from '../../test/google.ts';
import type { CallObserver } from '../calls.ts';
import { DIRECTORY_DEVICE_SCOPE, DIRECTORY_USER_SCOPE, directoryClient } from './directory-client.ts';
import { GoogleApiError } from './google-error.ts';

// Which identity each Google client calls as, what the stand-in grants it, how rate limits are
// retried within their bound, the probes of the status screen, and the outcomes each client reports.

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

function observer() {
  const outcomes: string[] = [];
  const calls: CallObserver = {
    succeeded: () => outcomes.push('ok'),
    failed: (error) => outcomes.push(error instanceof GoogleApiError ? `failed ${error.status}` : 'failed'),
  };
  return { outcomes, calls };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as GoogleApiError,
  );

describe('the identity each Google client calls as', () => {
  it('calls Cloud Storage as the service account itself: refused where only the delegated user has a role', async () => {
    const started = await testStorage({
      roles: [{ bucket: TEST_BUCKET, member: ACT_AS, role: 'roles/storage.objectViewer' }],
    });
    running = started.running;
    const refused = await failureOf(started.storage.list('schoolsoft/'));
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe('forbidden');
    expect(refused.rateLimited).toBe(false);
    expect(refused.message).toBe('Google Storage: object listing answered HTTP 403 forbidden (1 attempt)');
    expect(refused.userMessage).toMatch(
      /^Google Cloud Storage nekade åtkomst: tjänstekontot saknar behörighet/,
    );
    expect(`${refused.message} ${refused.userMessage}`).not.toContain('@');
    // One refusal, not retried.
    expect(running.sandbox.control.received().filter((r) => r.path.startsWith('/storage'))).toHaveLength(1);
  });

  it('is refused a delegated token for a scope the admin did not delegate, breaking only what needs it', async () => {
    const started = await testDirectory({
      delegatedScopes: DELEGATED_SCOPES.filter((scope) => scope !== DIRECTORY_DEVICE_SCOPE),
    });
    running = started.running;
    const devices = directoryClient({
      apiUrl: running.url,
      account: started.account,
      actAs: ACT_AS,
      scopes: [DIRECTORY_DEVICE_SCOPE],
    });
    const users = directoryClient({
      apiUrl: running.url,
      account: started.account,
      actAs: ACT_AS,
      scopes: [DIRECTORY_USER_SCOPE],
    });
    const refused = await failureOf(devices.listChromeDevices());
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe('unauthorized_client');
    expect(refused.userMessage).toMatch(
      /^Google nekade åtkomst: tjänstekontot saknar domänomfattande delegering/,
    );
    await expect(devices.probe()).rejects.toMatchObject({ reason: 'unauthorized_client' });
    expect(await users.getUser('ingen@kansli.test')).toBeNull();
    await expect(users.probe()).resolves.toBeUndefined();
  });

  it('calls Directory as the delegated admin, which the stand-in requires (it refuses the service account itself)', async () => {
    const started = await testDirectory();
    running = started.running;
    expect(await started.directory.getUser('ingen@kansli.test')).toBeNull();
    expect(running.sandbox.control.received().map((r) => r.path)).toEqual([
      '/token',
      '/admin/directory/v1/users/ingen%40kansli.test',
    ]);
  });
});

describe("Google's rate limits", () => {
  it('retries a Directory call Google rate-limits (403 userRateLimitExceeded) until it gets through', async () => {
    const { calls, outcomes } = observer();
    const started = await testDirectory({ calls, policy: { attempts: 5 } });
    running = started.running;
    await started.directory.getUser('ingen@kansli.test');
    running.sandbox.control.reset();
    running.sandbox.limitDirectoryRate(3);
    const { group, created } = await started.directory.insertGroup({
      email: 'ma1a@kansli.test',
      name: 'Matematik 1a',
      description: '',
    });
    expect(created).toBe(true);
    expect(group.email).toBe('ma1a@kansli.test');
    expect(running.sandbox.control.received()).toHaveLength(4);
    expect(outcomes).toEqual(['ok', 'ok']);
  });

  it('gives up beyond its bound of attempts with a clear error, and tells the observer once', async () => {
    const { calls, outcomes } = observer();
    const started = await testDirectory({ calls, policy: { attempts: 3 } });
    running = started.running;
    running.sandbox.limitDirectoryRate(10);
    const limited = await failureOf(started.directory.getUser('ella.berg@kansli.test'));
    expect(limited).toBeInstanceOf(GoogleApiError);
    expect(limited.status).toBe(403);
    expect(limited.reason).toBe('userRateLimitExceeded');
    expect(limited.rateLimited).toBe(true);
    expect(limited.attempts).toBe(3);
    expect(limited.message).toBe(
      'Google Directory: user lookup answered HTTP 403 userRateLimitExceeded (3 attempts)',
    );
    expect(limited.userMessage).toBe('Google begränsar antalet anrop just nu. Försök igen om en stund.');
    expect(JSON.stringify({ ...limited, message: limited.message })).not.toMatch(/ella\.berg|http:|ya29/);
    expect(outcomes).toEqual(['failed 403']);
  });

  it('gives up when the next pause would pass its bound of total time', async () => {
    const started = await testDirectory({
      policy: { attempts: 100, backoffMs: 40, maxDelayMs: 40, totalMs: 100 },
    });
    running = started.running;
    running.sandbox.limitDirectoryRate(100);
    const began = Date.now();
    const limited = await failureOf(started.directory.getUser('ella.berg@kansli.test'));
    expect(limited.rateLimited).toBe(true);
    expect(limited.attempts).toBeLessThan(10);
    expect(Date.now() - began).toBeLessThan(1_000);
  });

  it('retries a 429 of Cloud Storage and reports a 5xx that lasts, each once to its observer', async () => {
    const { calls, outcomes } = observer();
    const started = await testStorage({ calls, policy: { attempts: 2 } });
    running = started.running;
    await started.storage.list('');
    running.sandbox.control.failNext(1, 429);
    expect(await started.storage.list('')).toEqual([]);
    running.sandbox.control.failNext(2, 503);
    const failed = await failureOf(started.storage.list(''));
    expect(failed.status).toBe(503);
    expect(failed.userMessage).toBe('Google Cloud Storage svarar inte just nu. Försök igen om en stund.');
    expect(outcomes).toEqual(['ok', 'ok', 'failed 503']);
  });
});

describe('the probes of the status screen', () => {
  it('reads one user, group and device with each scope of the Directory client', async () => {
    const started = await testDirectory();
    running = started.running;
    await started.directory.probe();
    const paths = running.sandbox.control.received().map((r) => r.path);
    expect(paths).toEqual([
      '/token',
      '/admin/directory/v1/users',
      '/admin/directory/v1/groups',
      '/admin/directory/v1/customer/my_customer/devices/chromeos',
    ]);
    running.sandbox.control.failNext(10, 500);
    await expect(started.directory.probe()).rejects.toMatchObject({ status: 500 });
  });

  it('reads Sheets once: the stand-in and Google both answer a spreadsheet that does not exist with 404', async () => {
    const { calls, outcomes } = observer();
    const started = await testSheets({ calls });
    running = started.running;
    await started.sheets.probe();
    expect(outcomes).toEqual(['ok']);
    const refused = await testSheets({
      delegatedScopes: DELEGATED_SCOPES.filter(
        (scope) => scope !== 'https://www.googleapis.com/auth/spreadsheets',
      ),
    });
    try {
      await expect(refused.sheets.probe()).rejects.toMatchObject({ reason: 'unauthorized_client' });
    } finally {
      await refused.running.close();
    }
  });

  it('lists one object of the export bucket, and fails as a call would where the account has no role', async () => {
    const started = await testStorage({
      files: [
        {
          name: 'a.json',
          content: '[]',
          contentType: 'application/json',
          updated: '2026-11-24T01:30:00.000Z',
        },
      ],
    });
    running = started.running;
    await started.storage.probe();
    const denied = await testStorage({ roles: [] });
    try {
      await expect(denied.storage.probe()).rejects.toMatchObject({ status: 403, reason: 'forbidden' });
    } finally {
      await denied.running.close();
    }
  });
});
