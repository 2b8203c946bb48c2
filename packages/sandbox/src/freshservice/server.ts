import { listenOnLoopback, type RunningSandbox } from '../http-sandbox.ts';
import {
  createFreshserviceSandbox,
  type FreshserviceSandbox,
  type FreshserviceSandboxOptions,
} from './freshservice-sandbox.ts';

/** The Freshservice sandbox on a loopback port of its own: the API under /api/v2, its page at /sandbox. */
export function startFreshserviceSandbox(
  options: FreshserviceSandboxOptions,
  port = 0,
): Promise<RunningSandbox<FreshserviceSandbox>> {
  return listenOnLoopback(() => createFreshserviceSandbox(options), port);
}

/** Where a person finds the sandbox's pages. */
export const freshserviceSandboxPages = (url: string) => [
  `The Freshservice sandbox's tickets: ${url}/sandbox`,
];
