import { randomBytes } from 'node:crypto';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { startVismaSandbox } from '@kansli/sandbox/visma/server';
import type { VismaSandbox } from '@kansli/sandbox/visma/visma-sandbox';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { SECRET_KEY_BYTES, secretBox } from '../integrations/secret-box.ts';
import type { VismaArticleNumbers } from '../integrations/visma/articles.ts';
import { type VismaClient, type VismaOptions, vismaClient } from '../integrations/visma/client.ts';
import { VISMA_CALLBACK_PATH } from '../integrations/visma/oauth.ts';
import { type VismaTokenStore, vismaTokenStore } from '../integrations/visma/token-store.ts';
import { testDatabase } from './database.ts';

/** The test app's public address (config's default) and so where Visma sends the browser back. */
export const TEST_REDIRECT_URI = `http://localhost:3000${VISMA_CALLBACK_PATH}`;
/** The sandbox's seeded articles: 100 Förskoleavgift (VAT-exempt), 200 Chromebook (25 %). */
export const SANDBOX_ARTICLES: VismaArticleNumbers = {
  preschoolFee: '100',
  chromebookBuyout: '200',
  chromebookDamage: '200',
};
const credentials = { clientId: 'kansli', clientSecret: 'hemlig' };
const box = secretBox(randomBytes(SECRET_KEY_BYTES));

export interface TestVisma {
  visma: VismaClient;
  running: RunningSandbox<VismaSandbox>;
  tokens: VismaTokenStore;
  /** Another client on the same sandbox and database, as another instance of Kansli would have. */
  another(options?: Partial<VismaOptions>): Promise<VismaClient>;
}

/**
 * The Visma sandbox on its own loopback port and the real client pointed at it, connected (its first
 * refresh token stored in the worker's test database), with short waits.
 */
export async function testVisma(
  options: { articles?: Partial<VismaArticleNumbers>; database?: Database } = {},
): Promise<TestVisma> {
  const refreshToken = randomBytes(16).toString('base64url');
  const sandboxOptions = { ...credentials, refreshToken, redirectUris: [TEST_REDIRECT_URI] };
  const running = await startVismaSandbox(sandboxOptions);
  const database = options.database ?? (await testDatabase());
  const clientOf = async (more: Partial<VismaOptions> = {}) =>
    vismaClient({
      ...credentials,
      apiUrl: running.url,
      tokenUrl: `${running.url}/connect/token`,
      authorizeUrl: `${running.url}/connect/authorize`,
      redirectUri: TEST_REDIRECT_URI,
      articles: { ...SANDBOX_ARTICLES, ...options.articles },
      // The first token also as the configured one: a test that empties the database goes on with it.
      tokens: await vismaTokenStore(database, box, refreshToken),
      http: { backoffMs: 5, timeoutMs: 2_000 },
      ...more,
    });
  const tokens = await vismaTokenStore(database, box, refreshToken);
  await tokens.replace({ refreshToken });
  return { visma: await clientOf({ tokens }), running, tokens, another: clientOf };
}

/** An invoice as the sandbox's page answers it to `Accept: application/json`; amounts in kronor. */
const ZSandboxInvoice = z.object({
  id: z.string(),
  number: z.number(),
  customer_name: z.string().nullable(),
  your_reference: z.string().nullable(),
  rows: z.array(
    z.object({
      article_number: z.string().nullable(),
      text: z.string(),
      // A text row has no price, quantity or VAT.
      unit_price: z.number().nullable(),
      quantity: z.number().nullable(),
      vat_rate: z.number().nullable(),
    }),
  ),
  net_amount: z.number(),
  vat_amount: z.number(),
  total_amount: z.number(),
  status: z.enum(['open', 'paid', 'credited', 'credit']),
});
export type SandboxInvoice = z.infer<typeof ZSandboxInvoice>;

/** Every invoice the sandbox holds, read from its page as a person would see them. */
export async function sandboxInvoices(running: { url: string }): Promise<SandboxInvoice[]> {
  const response = await fetch(`${running.url}/sandbox`, { headers: { accept: 'application/json' } });
  return z.object({ invoices: z.array(ZSandboxInvoice) }).parse(await response.json()).invoices;
}

/** The sandbox's invoices carrying our reference. */
export const sandboxInvoicesWith = async (running: { url: string }, reference: string) =>
  (await sandboxInvoices(running)).filter((invoice) => invoice.your_reference === reference);

/** What someone does on the sandbox's page: marks an invoice paid, or credits it. */
export async function actOnSandboxInvoice(
  running: { url: string },
  invoiceId: string,
  action: 'paid' | 'credit',
) {
  const response = await fetch(`${running.url}/sandbox/invoices/${invoiceId}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (response.status >= 400) throw new Error(`the sandbox's ${action} answered ${response.status}`);
}

/**
 * What a person does on Visma's consent page: opens the authorize address and approves with the
 * page's form. Answers where Visma sends the browser back (the callback with its code and state).
 */
export async function approveOnConsentPage(authorizeUrl: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no consent form (HTTP ${page.status})`);
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');
  const fields = new URLSearchParams();
  for (const [tag] of (form[2] ?? '').matchAll(/<(?:input|button)\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    if (name) fields.append(name, attribute(tag, 'value') ?? '');
  }
  const action = new URL(attribute(form[1] ?? '', 'action') ?? authorizeUrl, authorizeUrl);
  const post = (attribute(form[1] ?? '', 'method') ?? 'get').toLowerCase() === 'post';
  if (!post) for (const [name, value] of fields) action.searchParams.set(name, value);
  const approved = await fetch(action, {
    method: post ? 'POST' : 'GET',
    redirect: 'manual',
    ...(post ? { body: fields } : {}),
  });
  const location = approved.headers.get('location');
  if (!location) throw new Error(`the consent was not redirected (HTTP ${approved.status})`);
  return new URL(location, authorizeUrl);
}
