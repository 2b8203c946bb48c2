import type { ElksSandbox, ElksSandboxOptions } from '@kansli/sandbox/elks/elks-sandbox';
import { startElksSandbox } from '@kansli/sandbox/elks/server';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { elksClient, type SmsGateway } from '../integrations/elks/client.ts';
import type { HttpPolicy } from '../integrations/http.ts';

export const ELKS_USER = 'u-test';
export const ELKS_PASSWORD = 'elks-test-password';

/** The 46elks sandbox on its own loopback port, delivering at once, and the real client pointed at it. */
export async function testElks(
  options: { http?: Partial<HttpPolicy>; password?: string } & Partial<ElksSandboxOptions> = {},
): Promise<{ sms: SmsGateway; running: RunningSandbox<ElksSandbox> }> {
  const { http, password, ...sandbox } = options;
  const running = await startElksSandbox({
    username: ELKS_USER,
    password: ELKS_PASSWORD,
    deliveryDelayMs: 20,
    reportRetryMs: 10,
    ...sandbox,
  });
  const sms = elksClient({
    apiUrl: running.url,
    username: ELKS_USER,
    password: password ?? ELKS_PASSWORD,
    http: { backoffMs: 5, timeoutMs: 2_000, ...http },
  });
  return { sms, running };
}
