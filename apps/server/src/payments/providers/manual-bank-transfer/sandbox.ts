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
        message: context.text('bank_transfer.instructions', {
          amount: amountText(context.amount + context.fee, context.currency),
          reference,
        }),
      });
    },
    handleCallback: (context) => settleLater(context, context.text('bank_transfer.expired')),
  });
}
