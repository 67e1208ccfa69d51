import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';

/** Sign-in with the provider's app (MiFinity): the player signs in and approves on the sandbox provider page. */
export function createOauthAppSandbox(): ProviderAdapter {
  return redirectPageSandbox('oauth-app');
}
