import { describe, expect, it } from 'vitest';
import { callbackContext, initiateContext } from '../../../../test/helpers/provider-context.ts';
import { CallbackRejectedError } from '../provider.ts';
import { createRedirectBankSandbox } from './adapter.ts';

const sandbox = createRedirectBankSandbox();

describe('given the redirect-bank sandbox', () => {
  it('should send the player to the sandbox provider page and back to the return path', async () => {
    const started = initiateContext('sofort', { client: { hasWallet: false, returnUrl: '/cashier' } });
    const result = await sandbox.initiate(started);
    expect(result).toMatchObject({
      type: 'redirect',
      path: `/sandbox/bank/${started.transactionId}`,
      data: { page: 'provider', providerName: 'Sofort by Klarna', returnUrl: '/cashier' },
    });
  });

  it.each([
    ['approve', 'approved'],
    ['cancel', 'cancelled'],
  ])('should answer the page decision %s with %s', async (decision, type) => {
    const started = initiateContext('sofort');
    const result = await sandbox.handleCallback(
      callbackContext(started, 'action_required', {}, { type: 'page_decision', decision }),
    );
    expect(result.type).toBe(type);
  });

  it('should refuse a decision once the payment is settled', () => {
    const started = initiateContext('sofort');
    expect(() =>
      sandbox.handleCallback(
        callbackContext(started, 'approved', {}, { type: 'page_decision', decision: 'approve' }),
      ),
    ).toThrow(CallbackRejectedError);
  });
});
