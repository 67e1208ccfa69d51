import { describe, expect, it } from 'vitest';
import { callbackContext, initiateContext } from '../../../../test/helpers/provider-context.ts';
import { CallbackRejectedError } from '../provider.ts';
import { createCouponSandbox } from './adapter.ts';

const sandbox = createCouponSandbox();

describe('given the coupon sandbox', () => {
  it('should issue a coupon for the amount with its fee and keep the deposit pending', async () => {
    const result = await sandbox.initiate(initiateContext('cashtocode', { amount: 3000, fee: 0 }));
    expect(result).toMatchObject({ type: 'pending', reference: expect.stringMatching(/^CTC-/) as string });
    expect(result.type === 'pending' && result.message).toMatch(
      /^Your coupon is CTC-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}\. Pay €30\.00/,
    );
  });

  it.each([
    ['paid', 'approved'],
    ['expired', 'declined'],
  ])('should settle a %s coupon as %s', async (outcome, type) => {
    const started = initiateContext('cashtocode');
    const result = await sandbox.handleCallback(
      callbackContext(started, 'pending', {}, { type: 'deposit_settled', outcome }),
    );
    expect(result.type).toBe(type);
  });

  it('should refuse other events', () => {
    const started = initiateContext('cashtocode');
    expect(() =>
      sandbox.handleCallback(callbackContext(started, 'pending', {}, { type: 'crypto_transfer' })),
    ).toThrow(CallbackRejectedError);
  });
});
