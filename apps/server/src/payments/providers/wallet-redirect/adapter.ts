import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';

/** E-wallets (Skrill, Neteller, PayPal, …): the player logs in and approves on the sandbox wallet page. */
export function createWalletRedirectSandbox(): ProviderAdapter {
  return redirectPageSandbox('wallet-redirect');
}
