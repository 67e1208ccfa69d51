import { randomBytes } from 'node:crypto';
import type { ProviderAdapter } from '../provider.ts';
import { settleLater } from '../sandbox/settle-later.ts';
import { amountText, sandboxAdapter } from '../sandbox/sandbox-adapter.ts';

/**
 * Manual bank transfers (SEPA, SWIFT, PayID): the submit answers `notify` with the payment
 * reference to quote; the deposit stays pending until the transfer arrives. In the sandbox,
 * the notification `deposit_settled` with outcome `paid` makes it arrive, `expired` lets it lapse.
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
          amount: amountText(context.amount + context.fee, context.currency, context.text.language),
          reference,
        }),
      });
    },
    handleCallback: (context) => settleLater(context, context.text('bank_transfer.expired')),
  });
}
