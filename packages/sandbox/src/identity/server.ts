import { listenOnLoopback, type SandboxControl } from '../http-sandbox.ts';
import { createDevIdentityProvider, type DevIdentityProviderOptions } from './dev-identity-provider.ts';

export interface IdentitySandbox {
  /** The issuer to configure the client with: `<base URL>/oidc`, the path it has in the embedded mode. */
  issuer: string;
  /** Its base URL, without the issuer's path. */
  url: string;
  control: SandboxControl;
  close(): Promise<void>;
}

/**
 * The development identity provider on a loopback port of its own (a free one unless told), for tests
 * of the sign-in client and as a rehearsal's OpenID Connect issuer.
 */
export async function startIdentitySandbox(
  options: Omit<DevIdentityProviderOptions, 'issuer'>,
  port = 0,
): Promise<IdentitySandbox> {
  const running = await listenOnLoopback(
    (url) => createDevIdentityProvider({ ...options, issuer: `${url}/oidc` }),
    port,
  );
  return {
    issuer: `${running.url}/oidc`,
    url: running.url,
    control: running.sandbox.control,
    async close() {
      await running.close();
      await running.sandbox.close();
    },
  };
}
