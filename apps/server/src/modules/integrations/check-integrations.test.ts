import type { CampusSandbox } from '@kansli/sandbox/campus/campus-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusClient } from '../../integrations/campus/client.ts';
import { testCampus } from '../../test/campus.ts';
import { runIntegrationCheck } from './check-integrations.ts';
import { integrationSystems } from './systems.ts';

let campus: RunningSandbox<CampusSandbox>;
let probeCampus: () => Promise<void>;
beforeAll(async () => {
  const started = await testCampus();
  campus = started.running;
  probeCampus = () => started.campus.probe();
});
afterAll(() => campus.close());

async function run(flexProbe: () => Promise<void>) {
  const systems = integrationSystems({
    visma: false,
    google: true,
    storage: false,
    freshservice: false,
    elks: false,
    campus: probeCampus,
    flex: flexProbe,
  });
  let out = '';
  let errors = '';
  const code = await runIntegrationCheck(
    systems,
    { write: (text: string) => (out += text) },
    { write: (text: string) => (errors += text) },
  );
  return { code, out, errors };
}

describe('the operator’s integration check', () => {
  it('prints every system’s state and exits 0 when every configured system answers', async () => {
    const { code, out, errors } = await run(probeCampus);
    expect(code).toBe(0);
    expect(out).toBe(
      [
        'Nyckel        Namn                  Läge             Meddelande',
        'visma         Visma eEkonomi        Ej konfigurerad',
        'google        Google Workspace      Ej kontrollerad',
        'storage       Google Cloud Storage  Ej konfigurerad',
        'freshservice  Freshservice          Ej konfigurerad',
        'elks          46elks                Ej konfigurerad',
        'campus        Campus                OK',
        'flex          Flex                  OK',
        '',
      ].join('\n'),
    );
    expect(errors).toBe('');
  });

  it('prints the Swedish message of a failing system, its detail apart, and exits 1', async () => {
    const refused = campusClient({ apiUrl: campus.url, apiKey: 'fel' });
    const { code, out, errors } = await run(() => refused.probe());
    expect(code).toBe(1);
    expect(out).toContain(
      'flex          Flex                  Fel              Flex nekade Kansli åtkomst. Be en administratör kontrollera Kanslis inloggningsuppgifter för Flex.',
    );
    expect(out).toContain('campus        Campus                OK');
    expect(errors).toBe(
      'flex: {"type":"IntegrationError","system":"Campus","operation":"health check","failure":"status","status":401,"attempts":1}\n',
    );
    expect(out + errors).not.toContain('127.0.0.1');
  });
});
