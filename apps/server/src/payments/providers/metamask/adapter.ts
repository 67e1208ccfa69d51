import type { ProviderAdapter } from '../provider.ts';
import { invoiceCallback, issueInvoice } from '../crypto-invoice/adapter.ts';
import { sandboxAdapter } from '../sandbox/sandbox-adapter.ts';

/** Where the cashier sends a player without the extension. */
export const METAMASK_INSTALL_URL = 'https://metamask.io/download/';

/**
 * MetaMask: without the browser extension (`client.hasWallet` not true) the submit answers
 * `install_metamask` and makes no transaction. With it, the player's wallet pays an invoice on
 * the method's chain: `notify` with the invoice (and its `chainId`), then the same transfer and
 * confirmations as any crypto deposit.
 */
export function createMetamaskSandbox(): ProviderAdapter {
  return sandboxAdapter('metamask', {
    preflight: ({ action, client }) =>
      action === 'deposit' && !client.hasWallet
        ? { type: 'install_metamask', installUrl: METAMASK_INSTALL_URL }
        : undefined,
    initiate: (context) => {
      const wallet = context.method.fields.find((field) => field.type === 'metamask');
      const chainId = wallet?.type === 'metamask' ? wallet.chainId : '0x1';
      const result = issueInvoice(context, { network: 'ethereum', chainId });
      if (result.type !== 'pending' || result.invoice === undefined) return Promise.resolve(result);
      return Promise.resolve({
        ...result,
        message: context.text('metamask.confirm', {
          amount: `${result.invoice.amountDecimal} ${result.invoice.currency}`,
          count: result.invoice.requiredConfirmations,
        }),
      });
    },
    handleCallback: invoiceCallback,
  });
}
