import { listenOnLoopback, type SandboxControl } from '../http-sandbox.ts';
import { createDevIdentityProvider, type DevIdentityProviderOptions } from './dev-identity-provider.ts';

export interface IdentitySandbox {
  /** The issuer to configure the client with: `<base URL>/oidc`, the path it has in the embedded mode. */
  issuer: string;
  control: SandboxControl;
  close(): Promise<void>;
}

/** The development identity provider on a loopback port of its own, for tests of the sign-in client. */
export async function startIdentitySandbox(
  options: Omit<DevIdentityProviderOptions, 'issuer'>,
): Promise<IdentitySandbox> {
  const running = await listenOnLoopback((url) =>
    createDevIdentityProvider({ ...options, issuer: `${url}/oidc` }),
  );
  return {
    issuer: `${running.url}/oidc`,
    control: running.sandbox.control,
    async close() {
      await running.close();
      await running.sandbox.close();
    },
  };
}
