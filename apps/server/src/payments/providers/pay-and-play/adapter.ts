import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';

/** Pay N Play (Trustly): the bank login pays and identifies the player; in the sandbox, the player approves on the sandbox bank page. */
export function createPayAndPlaySandbox(): ProviderAdapter {
  return redirectPageSandbox('pay-and-play');
}
