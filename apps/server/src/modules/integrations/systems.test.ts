import { describe, expect, it } from 'vitest';
import type { CampusClient } from '../../integrations/campus/client.ts';
import type { FlexClient } from '../../integrations/flex/client.ts';
import type { SheetsClient } from '../../integrations/google/sheets-client.ts';
import { integrationSystemsOf } from './systems.ts';

describe("the app's list of outside systems", () => {
  it('counts a system configured where the app has its client, and tests Campus and Flex with their probes', async () => {
    const probed: string[] = [];
    const campus = { probe: async () => void probed.push('campus') } as CampusClient;
    const flex = { probe: async () => void probed.push('flex') } as FlexClient;
    const systems = integrationSystemsOf({
      sheets: {} as SheetsClient,
      campus: { client: campus, adminUrl: 'https://campus.example.se' },
      flex,
    });
    expect(systems.map(({ key, configured, probe }) => [key, configured, probe !== undefined])).toEqual([
      ['visma', false, false],
      ['google', true, false],
      ['storage', false, false],
      ['freshservice', false, false],
      ['elks', false, false],
      ['campus', true, true],
      ['flex', true, true],
    ]);
    for (const system of systems) await system.probe?.();
    expect(probed).toEqual(['campus', 'flex']);
  });
});
