import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';

/** Bank redirects (Sofort, iDEAL, local bank schemes): the player approves the payment on the sandbox bank page. */
export function createRedirectBankSandbox(): ProviderAdapter {
  return redirectPageSandbox('redirect-bank');
}
