import { listenOnLoopback, type RunningSandbox } from '../http-sandbox.ts';
import { createFlexSandbox, type FlexSandbox, type FlexSandboxOptions } from './flex-sandbox.ts';

/** The Flex sandbox on a loopback port of its own: the API under /api/v1, its page at /sandbox. */
export function startFlexSandbox(
  options: FlexSandboxOptions,
  port = 0,
): Promise<RunningSandbox<FlexSandbox>> {
  return listenOnLoopback(() => createFlexSandbox(options), port);
}

/** Where a person finds the sandbox's pages. */
export const flexSandboxPages = (url: string) => [
  `The Flex sandbox's received e-mail addresses: ${url}/sandbox`,
];
