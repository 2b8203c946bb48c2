import type { CampusSandbox } from '@kansli/sandbox/campus/campus-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { testCampus } from '../../test/campus.ts';
import { IntegrationError } from '../http.ts';
import { campusClient } from './client.ts';

let running: RunningSandbox<CampusSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testCampus>[0] = {}) {
  const started = await testCampus(options);
  running = started.running;
  return { campus: started.campus, sandbox: started.running.sandbox, url: started.running.url };
}

const ella = {
  givenName: 'Ella',
  familyName: 'Berg',
  civicNumber: '20120310-1234',
  emails: [{ email: 'ella.berg@elev.kansli.test', type: 'student' }],
  roles: [{ role: 'Elev', unit: 'Nordljus grundskola Centrum' }],
};

describe('the campus client against the campus sandbox', () => {
  it('puts a person by our id, and the same person again keeps the campus id and takes the new data', async () => {
    const { campus, sandbox, url } = await sandboxAndClient();
    const first = await campus.putPerson(42, ella);
    const again = await campus.putPerson(42, { ...ella, familyName: 'Lind' });
    expect(again).toEqual(first);
    expect(sandbox.state.persons.size).toBe(1);
    expect(sandbox.state.persons.get('42')).toMatchObject({ familyName: 'Lind', campusId: first.campusId });
    expect(sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/v1/persons/42',
      'PUT /api/v1/persons/42',
    ]);
    const page = await (await fetch(`${url}/admin/persons/${first.campusId}`)).text();
    expect(page).toContain('Ella Lind');
  });

  it('links guardians and puts groups and memberships, which the admin pages show', async () => {
    const { campus, sandbox, url } = await sandboxAndClient();
    await campus.putPerson(42, ella);
    await campus.putPerson(7, { ...ella, givenName: 'Sara', civicNumber: null, emails: [], roles: [] });
    await campus.putGuardian(42, 7);
    const group = await campus.putGroup(3, {
      name: '7A',
      code: '7A-24',
      unit: 'Nordljus grundskola Centrum',
    });
    await campus.putMembership(3, 42, 'Elev');
    await campus.putMembership(3, 42, 'Elev');
    expect(sandbox.state.persons.get('42')?.guardians).toEqual(new Set(['7']));
    expect(sandbox.state.groups.get('3')?.members).toEqual(new Map([['42', 'Elev']]));
    const groupPage = await (await fetch(`${url}/admin/groups/${group.campusId}`)).text();
    expect(groupPage).toContain('<h1>7A</h1>');
    expect(groupPage).toContain('Ella Berg');
    expect((await fetch(`${url}/admin/groups/g-999999`)).status).toBe(404);
  });

  it("refuses a membership of a group it does not know, with the platform's status", async () => {
    const { campus } = await sandboxAndClient();
    await campus.putPerson(42, ella);
    const refused = await campus.putMembership(99, 42, 'Elev').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IntegrationError);
    expect((refused as IntegrationError).message).toBe(
      'Campus: membership publishing answered HTTP 404 (1 attempt)',
    );
  });

  it('retries a passing 5xx, and reports one that lasts without the data sent', async () => {
    const { campus, sandbox } = await sandboxAndClient();
    sandbox.control.failNext(1, 503);
    await campus.putPerson(42, ella);
    expect(sandbox.state.persons.size).toBe(1);
    sandbox.control.failNext(3, 500);
    const failed = await campus.putPerson(43, ella).catch((e: unknown) => e);
    expect((failed as IntegrationError).message).toBe(
      'Campus: person publishing answered HTTP 500 (3 attempts)',
    );
    expect(String((failed as Error).message)).not.toContain('20120310');
    expect(sandbox.state.persons.has('43')).toBe(false);
  });

  it('is refused without the right API key', async () => {
    const { campus } = await sandboxAndClient({ apiKey: 'fel-nyckel' });
    await expect(campus.putPerson(42, ella)).rejects.toThrow('Campus: person publishing answered HTTP 401');
  });

  it('probes the health check with the API key, and fails the probe on a wrong key', async () => {
    const { campus, sandbox, url } = await sandboxAndClient();
    await campus.probe();
    expect(sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/health']);
    const wrongKey = campusClient({ apiUrl: url, apiKey: 'fel' });
    await expect(wrongKey.probe()).rejects.toMatchObject({ failure: 'status', status: 401 });
  });
});
