import { ZChromeDevice, ZChromeDeviceList } from '@kansli/domain/devices/chrome-devices';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context/clock.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { chromeDevices, personChromeDevices } from '../../db/schema/devices.ts';
import { personEmails } from '../../db/schema/persons.ts';
import { demoChromeDevices } from '../../db/seed/demo-chrome-devices.ts';
import type { DirectoryClient } from '../../integrations/google/directory-client.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { testDirectory } from '../../test/google.ts';
import { importChromeDevices } from './import-devices.ts';

// The device search on the seeded devices, and the import from the Google sandbox serving the same
// devices over HTTP through the real Directory client.

let t: TestApp;
let google: RunningSandbox<SheetsSandbox>;
let directory: DirectoryClient;
const as = apiAs(() => t.app);
const devices = demoChromeDevices(new Date());
const pupilDevice = devices.find((d) => d.annotatedUser?.includes('@elev.') || d.orgUnitPath === '/Elever');

beforeAll(async () => {
  const started = await testDirectory({ chromeDevices: devices });
  google = started.running;
  directory = started.directory;
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(async () => {
  await t.app.close();
  await google.close();
});

describe('GET /api/integration/chromedevices', () => {
  it("finds a device by its serial number, in the spec's shape with Google's details", async () => {
    const device = pupilDevice;
    if (!device) throw new Error('the demo has a pupil device');
    const { status, body } = await as('admin').get(
      `/api/integration/chromedevices?search=${device.serialNumber.toLowerCase()}`,
      ZChromeDeviceList,
    );
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({
      deviceId: device.deviceId,
      serialNumber: device.serialNumber,
      model: device.model,
      status: 'ACTIVE',
      orgPath: device.orgUnitPath,
      mac: device.macAddress,
      osVersion: device.osVersion,
      extension: {
        data: {
          annotatedUser: device.annotatedUser,
          systemRamTotal: device.systemRamTotal,
          autoUpdateExpiration: device.autoUpdateExpiration,
          bootMode: device.bootMode,
          firmwareVersion: device.firmwareVersion,
          recentUsers: device.recentUsers,
          diskVolumeReports: device.diskVolumeReports,
        },
      },
    });
    const one = await as('admin').get(`/api/integration/chromedevices/${device.deviceId}`, ZChromeDevice);
    expect(one.body).toEqual(body[0]);
  });

  it('finds by part of the annotated address and by model, at most 50, and lists recent syncs without a search', async () => {
    const byUser = await as('admin').get(
      '/api/integration/chromedevices?search=larare@kansli',
      ZChromeDeviceList,
    );
    expect(byUser.body.length).toBeGreaterThan(0);
    expect(byUser.body.every((d) => d.extension.data.annotatedUser?.startsWith('larare@'))).toBe(true);
    const byModel = await as('admin').get(
      '/api/integration/chromedevices?search=spin 311',
      ZChromeDeviceList,
    );
    expect(byModel.body).toHaveLength(50);
    const all = await as('admin').get('/api/integration/chromedevices', ZChromeDeviceList);
    expect(all.body).toHaveLength(50);
    const syncs = all.body.map((d) => d.lastSync ?? '');
    expect(syncs).toEqual(syncs.toSorted().reverse());
    const none = await as('admin').get(
      '/api/integration/chromedevices?search=ingen-sådan',
      ZChromeDeviceList,
    );
    expect(none.body).toEqual([]);
  });

  it('answers 403 without CHROMEBOOKS, 400 for a search too long or a bad id, 404 for an unknown id', async () => {
    expect((await as('larare').get('/api/integration/chromedevices?search=5CD')).status).toBe(403);
    expect((await as('support').get('/api/integration/chromedevices/x')).status).toBe(403);
    const long = await as('admin').get(`/api/integration/chromedevices?search=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.error?.message).toContain('search');
    const bad = await as('admin').get('/api/integration/chromedevices/a%20b');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('id');
    expect((await as('admin').get('/api/integration/chromedevices/nope')).status).toBe(404);
  });
});

describe('the Chrome OS device import', () => {
  it('finds what the seed stored, then follows Google: new users, statuses, and devices gone', async () => {
    const db = t.database.db;
    const job = { db, clock: systemClock };
    const linksOf = () =>
      db
        .select()
        .from(personChromeDevices)
        .orderBy(personChromeDevices.personId, personChromeDevices.deviceId);
    const seededLinks = await linksOf();
    const first = await importChromeDevices(job, directory);
    expect(first).toMatchObject({ seen: devices.length, created: 0, changed: 0, missing: 0 });
    expect(await linksOf()).toEqual(seededLinks);

    const sandbox = google.sandbox.chromeDevices;
    const [moved, gone, added] = [sandbox.list[0], sandbox.list[1], sandbox.list[2]];
    if (!moved || !gone || !added) throw new Error('the demo has devices');
    const [someone] = await db
      .select({ personId: personEmails.personId, email: personEmails.email })
      .from(personEmails)
      .where(eq(personEmails.email, 'support@kansli.test'));
    moved.annotatedUser = 'Support@kansli.test';
    moved.recentUsers = [{ type: 'USER_TYPE_MANAGED', email: 'support@kansli.test' }];
    sandbox.list.splice(1, 1);
    sandbox.byId.delete(gone.deviceId);
    await directory.deprovisionChromeDevice(added.deviceId);

    const second = await importChromeDevices(job, directory);
    expect(second).toMatchObject({ seen: devices.length - 1, created: 0, changed: 2, missing: 1 });
    const rows = await db
      .select()
      .from(chromeDevices)
      .where(inArray(chromeDevices.deviceId, [moved.deviceId, gone.deviceId, added.deviceId]));
    const statusOf = new Map(rows.map((r) => [r.deviceId, r.status]));
    expect(statusOf.get(gone.deviceId)).toBe('MISSING');
    expect(statusOf.get(added.deviceId)).toBe('DEPROVISIONED');
    const links = await db
      .select()
      .from(personChromeDevices)
      .where(eq(personChromeDevices.deviceId, moved.deviceId));
    expect(links).toMatchObject([{ deviceId: moved.deviceId, personId: someone?.personId, userRank: 1 }]);
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'chrome_device'), eq(auditEvents.entityId, gone.deviceId)));
    expect(audited).toMatchObject([{ actorId: null, action: 'import.chromedevice.missing' }]);

    // Nothing changed at Google: nothing changes here.
    const third = await importChromeDevices(job, directory);
    expect(third).toMatchObject({ created: 0, changed: 0, missing: 0 });
  });
});
