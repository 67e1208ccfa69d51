import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';

/** Linked bank accounts (TrueLayer): the player links and approves on the sandbox bank page. */
export function createBankLinkSandbox(): ProviderAdapter {
  return redirectPageSandbox('bank-link');
}
