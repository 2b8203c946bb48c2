import { listenOnLoopback, type RunningSandbox } from '../http-sandbox.ts';
import { createElksSandbox, type ElksSandbox, type ElksSandboxOptions } from './elks-sandbox.ts';

/** The 46elks sandbox on a loopback port of its own: the API under /a1, its page at /sandbox. */
export function startElksSandbox(
  options: ElksSandboxOptions,
  port = 0,
): Promise<RunningSandbox<ElksSandbox>> {
  return listenOnLoopback(() => createElksSandbox(options), port);
}

/** Where a person finds the sandbox's pages. */
export const elksSandboxPages = (url: string) => [`The 46elks sandbox's sent SMS: ${url}/sandbox`];
