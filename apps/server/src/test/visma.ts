import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { startVismaSandbox } from '@kansli/sandbox/visma/server';
import type { VismaSandbox } from '@kansli/sandbox/visma/visma-sandbox';
import { type VismaClient, vismaClient } from '../integrations/visma/client.ts';
import { memoryTokenStore } from '../integrations/visma/token-store.ts';

/** The Visma sandbox on its own loopback port and the real client pointed at it, with short waits. */
export async function testVisma(): Promise<{ visma: VismaClient; running: RunningSandbox<VismaSandbox> }> {
  const credentials = { clientId: 'kansli', clientSecret: 'hemlig', refreshToken: 'första' };
  const running = await startVismaSandbox(credentials);
  const visma = vismaClient({
    ...credentials,
    apiUrl: running.url,
    tokenUrl: `${running.url}/connect/token`,
    tokens: memoryTokenStore(credentials.refreshToken),
    http: { backoffMs: 5, timeoutMs: 2_000 },
  });
  return { visma, running };
}
