import { randomBytes } from 'node:crypto';
import type { ProviderAdapter } from '../provider.ts';
import { settleLater } from '../settle-later.ts';
import { amountText, sandboxAdapter } from '../sandbox-shared.ts';

/**
 * Manual bank transfers (SEPA, SWIFT, PayID): the submit answers `notify` with the payment
 * reference to quote; the deposit stays pending until the transfer arrives. In the sandbox,
 * `POST /sandbox/deposits/:id/approve` makes it arrive and `…/decline` lets it lapse.
 */
export function createManualBankTransferSandbox(): ProviderAdapter {
  return sandboxAdapter('manual-bank-transfer', {
    initiate: (context) => {
      const reference = `PF-${randomBytes(4).toString('hex').toUpperCase()}`;
      return Promise.resolve({
        type: 'pending',
        reference,
        data: { transferReference: reference },
        message: `Transfer ${amountText(context.amount + context.fee, context.currency)} to the account shown, quoting the reference ${reference}. Your deposit lands when the transfer arrives.`,
      });
    },
    handleCallback: (context) =>
      settleLater(context, 'No transfer arrived for this deposit in time. Please start a new one.'),
  });
}
