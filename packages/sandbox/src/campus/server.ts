import { listenOnLoopback, type RunningSandbox } from '../http-sandbox.ts';
import { type CampusSandbox, type CampusSandboxOptions, createCampusSandbox } from './campus-sandbox.ts';

/**
 * The campus platform sandbox on a loopback port of its own: the API under /api/v1, the admin pages
 * under /admin, everything it holds (and its failure switches) at /sandbox.
 */
export function startCampusSandbox(
  options: CampusSandboxOptions,
  port = 0,
): Promise<RunningSandbox<CampusSandbox>> {
  return listenOnLoopback(() => createCampusSandbox(options), port);
}

/** Where a person finds the sandbox's pages. */
export const campusSandboxPages = (url: string) => [`The campus platform sandbox: ${url}/sandbox`];
