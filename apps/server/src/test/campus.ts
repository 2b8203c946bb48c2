import type { CampusSandbox } from '@kansli/sandbox/campus/campus-sandbox';
import { startCampusSandbox } from '@kansli/sandbox/campus/server';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { type CampusClient, campusClient } from '../integrations/campus/client.ts';
import type { HttpPolicy } from '../integrations/http.ts';

export const CAMPUS_API_KEY = 'campus-test-key';

/** The campus sandbox on its own loopback port and the real client pointed at it, with short waits. */
export async function testCampus(
  options: { http?: Partial<HttpPolicy>; apiKey?: string } = {},
): Promise<{ campus: CampusClient; running: RunningSandbox<CampusSandbox> }> {
  const running = await startCampusSandbox({ apiKey: CAMPUS_API_KEY });
  const campus = campusClient({
    apiUrl: running.url,
    apiKey: options.apiKey ?? CAMPUS_API_KEY,
    http: { backoffMs: 5, timeoutMs: 2_000, ...options.http },
  });
  return { campus, running };
}
