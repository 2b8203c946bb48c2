import type { FlexSandbox } from '@kansli/sandbox/flex/flex-sandbox';
import { startFlexSandbox } from '@kansli/sandbox/flex/server';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { type FlexClient, flexClient } from '../integrations/flex/client.ts';
import type { HttpPolicy } from '../integrations/http.ts';

export const FLEX_API_KEY = 'flex-test-key';

/** The Flex sandbox on its own loopback port and the real client pointed at it, with short waits. */
export async function testFlex(
  options: { http?: Partial<HttpPolicy>; apiKey?: string } = {},
): Promise<{ flex: FlexClient; running: RunningSandbox<FlexSandbox> }> {
  const running = await startFlexSandbox({ apiKey: FLEX_API_KEY });
  const flex = flexClient({
    apiUrl: running.url,
    apiKey: options.apiKey ?? FLEX_API_KEY,
    http: { backoffMs: 5, timeoutMs: 2_000, ...options.http },
  });
  return { flex, running };
}
