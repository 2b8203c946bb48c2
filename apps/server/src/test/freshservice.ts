import type {
  FreshserviceSandbox,
  FreshserviceSandboxOptions,
} from '@kansli/sandbox/freshservice/freshservice-sandbox';
import { startFreshserviceSandbox } from '@kansli/sandbox/freshservice/server';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { type FreshserviceClient, freshserviceClient } from '../integrations/freshservice/client.ts';
import type { HttpPolicy } from '../integrations/http.ts';

export const FRESHSERVICE_API_KEY = 'freshservice-test-key';

/**
 * The Freshservice sandbox on its own loopback port, seeded with the given tickets and requesters,
 * and the real client pointed at it, with short waits.
 */
export async function testFreshservice(
  options: Partial<Omit<FreshserviceSandboxOptions, 'apiKey'>> & {
    http?: Partial<HttpPolicy>;
    apiKey?: string;
  } = {},
): Promise<{ freshservice: FreshserviceClient; running: RunningSandbox<FreshserviceSandbox> }> {
  const { http, apiKey, ...sandboxOptions } = options;
  const running = await startFreshserviceSandbox({ ...sandboxOptions, apiKey: FRESHSERVICE_API_KEY });
  const freshservice = freshserviceClient({
    apiUrl: running.url,
    apiKey: apiKey ?? FRESHSERVICE_API_KEY,
    http: { backoffMs: 5, timeoutMs: 2_000, ...http },
  });
  return { freshservice, running };
}
