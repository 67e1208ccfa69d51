import { describe, expect, it } from 'vitest';
import { callbackContext, initiateContext } from '../../../../test/helpers/provider-context.ts';
import { CallbackRejectedError } from '../provider.ts';
import { createManualBankTransferSandbox } from './adapter.ts';

const sandbox = createManualBankTransferSandbox();

describe('given the manual bank transfer sandbox', () => {
  it('should give a reference to quote and keep the deposit pending', async () => {
    const result = await sandbox.initiate(initiateContext('bank-iban', { amount: 5000 }));
    expect(result).toMatchObject({
      type: 'pending',
      reference: expect.stringMatching(/^PF-[0-9A-F]{8}$/) as string,
    });
    expect(result.type === 'pending' && result.message).toContain(result.reference);
  });

  it('should approve when the transfer arrives, and only while pending', async () => {
    const started = initiateContext('payid');
    const paid = await sandbox.handleCallback(
      callbackContext(started, 'pending', {}, { type: 'deposit_settled', outcome: 'paid' }),
    );
    expect(paid.type).toBe('approved');
    expect(() =>
      sandbox.handleCallback(
        callbackContext(started, 'approved', {}, { type: 'deposit_settled', outcome: 'paid' }),
      ),
    ).toThrow(CallbackRejectedError);
  });
});
