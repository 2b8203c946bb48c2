import { listenOnLoopback, type RunningSandbox } from '../http-sandbox.ts';
import { createVismaSandbox, type VismaSandbox, type VismaSandboxOptions } from './visma-sandbox.ts';

/** The Visma sandbox on a loopback port of its own: the API under /v2, tokens at /connect/token. */
export function startVismaSandbox(
  options: VismaSandboxOptions,
  port = 0,
): Promise<RunningSandbox<VismaSandbox>> {
  return listenOnLoopback(() => createVismaSandbox(options), port);
}

/** Where a person finds the sandbox's pages. */
export const vismaSandboxPages = (url: string) => [`The Visma sandbox's invoices: ${url}/sandbox`];
