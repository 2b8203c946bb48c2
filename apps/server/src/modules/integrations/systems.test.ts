import { describe, expect, it } from 'vitest';
import type { CampusClient } from '../../integrations/campus/client.ts';
import type { FlexClient } from '../../integrations/flex/client.ts';
import type { DirectoryClient } from '../../integrations/google/directory-client.ts';
import type { SheetsClient } from '../../integrations/google/sheets-client.ts';
import type { StorageClient } from '../../integrations/google/storage-client.ts';
import { integrationSystemsOf } from './systems.ts';

describe("the app's list of outside systems", () => {
  it("counts a system configured where the app has its client, and tests each with its clients' probes", async () => {
    const probed: string[] = [];
    const probe = (name: string) => ({ probe: async () => void probed.push(name) });
    const systems = integrationSystemsOf({
      sheets: probe('sheets') as SheetsClient,
      directory: {
        client: probe('users') as DirectoryClient,
        groupClient: probe('groups') as DirectoryClient,
        workspace: { domain: 'kansli.test', staffOrgUnitRoot: '/Personal' },
      },
      storage: probe('exports') as StorageClient,
      campus: { client: probe('campus') as CampusClient, adminUrl: 'https://campus.example.se' },
      flex: probe('flex') as FlexClient,
    });
    expect(systems.map(({ key, configured, probe }) => [key, configured, probe !== undefined])).toEqual([
      ['visma', false, false],
      ['google', true, true],
      ['storage', true, true],
      ['freshservice', false, false],
      ['elks', false, false],
      ['campus', true, true],
      ['flex', true, true],
    ]);
    for (const system of systems) await system.probe?.();
    expect(probed).toEqual(['users', 'groups', 'sheets', 'exports', 'campus', 'flex']);
  });

  it("fails a system's test when any of its clients' probes fails", async () => {
    const failing = { probe: () => Promise.reject(new Error('groups refused')) } as DirectoryClient;
    const [, google] = integrationSystemsOf({
      directory: {
        client: { probe: async () => {} } as DirectoryClient,
        groupClient: failing,
        workspace: { domain: 'kansli.test', staffOrgUnitRoot: '/Personal' },
      },
    });
    await expect(google?.probe?.()).rejects.toThrow('groups refused');
  });
});
