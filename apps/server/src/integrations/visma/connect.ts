import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CallObserver } from '../calls.ts';
import { SECRET_KEY_BYTES, secretBox } from '../secret-box.ts';
import { type VismaClient, vismaClient } from './client.ts';
import { VISMA_CALLBACK_PATH } from './oauth.ts';
import { vismaTokenStore } from './token-store.ts';

/**
 * The Visma client: pointed at Visma with its tokens sealed in the database; in production without
 * Visma's configuration none (invoicing answers 503); where stand-ins start (the embedded mode) at the Visma sandbox on a
 * loopback port of its own, connected from the start (its customers and invoices last as long as the
 * process). The sandbox module is imported only there, so production never loads it.
 */
export async function connectVisma(
  config: Pick<Config, 'visma' | 'vismaSandbox' | 'publicUrl'>,
  database: Pick<Database, 'db' | 'kind'>,
  { standIns, calls }: { standIns: boolean; calls?: CallObserver | undefined },
): Promise<{
  visma: VismaClient | undefined;
  vismaSandbox: { url: string; close(): Promise<void>; pages: string[] } | undefined;
}> {
  const redirectUri = `${config.publicUrl}${VISMA_CALLBACK_PATH}`;
  if (config.visma) {
    const { secretKey, initialRefreshToken } = config.visma;
    const tokens = await vismaTokenStore(database, secretBox(secretKey), initialRefreshToken);
    return { visma: vismaClient({ ...config.visma, redirectUri, tokens, calls }), vismaSandbox: undefined };
  }
  if (!standIns) return { visma: undefined, vismaSandbox: undefined };
  const { startVismaSandbox, vismaSandboxPages } = await import('@kansli/sandbox/visma/server');
  const credentials = {
    clientId: 'kansli',
    clientSecret: randomBytes(16).toString('hex'),
    refreshToken: randomBytes(16).toString('hex'),
  };
  const sandboxOptions = { ...credentials, redirectUris: [redirectUri] };
  const running = await startVismaSandbox(sandboxOptions, config.vismaSandbox.port);
  const vismaSandbox = { url: running.url, close: running.close, pages: vismaSandboxPages(running.url) };
  // A key of this start: tokens an earlier start sealed belong to a sandbox that is gone, and cannot
  // be read, so the sandbox's first refresh token is used until this start stores its own.
  const box = secretBox(randomBytes(SECRET_KEY_BYTES));
  const tokens = await vismaTokenStore(database, box, credentials.refreshToken);
  const visma = vismaClient({
    ...credentials,
    apiUrl: vismaSandbox.url,
    tokenUrl: `${vismaSandbox.url}/connect/token`,
    authorizeUrl: `${vismaSandbox.url}/connect/authorize`,
    redirectUri,
    tokens,
    articles: config.vismaSandbox.articles,
    calls,
  });
  return { visma, vismaSandbox };
}
