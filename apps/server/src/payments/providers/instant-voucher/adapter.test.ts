import { describe, expect, it } from 'vitest';
import { callbackContext, initiateContext } from '../../../../test/helpers/provider-context.ts';
import { createInstantVoucherSandbox } from './adapter.ts';

const sandbox = createInstantVoucherSandbox();

describe('given the instant voucher sandbox', () => {
  it.each([
    ['neosurf', { voucher_code: '0000ABCDEF' }, 'approved', undefined],
    ['neosurf', { voucher_code: '0000abcdef' }, 'approved', undefined],
    ['flexepin', { voucher_pin: '0000111122223333' }, 'approved', undefined],
    ['cashlib', { voucher_code: '9999000011112222' }, 'declined', /already used/],
    ['jeton-cash', { voucher_code: 'ABCDEF123456' }, 'declined', /not valid/],
  ])('should answer %s %j at once: %s', async (methodId, fields, type, message) => {
    const result = await sandbox.initiate(initiateContext(methodId, { fields }));
    expect(result.type).toBe(type);
    if (message !== undefined) expect(result).toMatchObject({ code: 'PAYMENT_PROCESSING_ERROR', message });
  });

  it("should send a voucher without a code field to the provider's page (Paysafecard)", async () => {
    const started = initiateContext('paysafecard');
    expect(await sandbox.initiate(started)).toMatchObject({
      type: 'redirect',
      data: { providerName: 'Paysafecard' },
    });
    const approved = await sandbox.handleCallback(
      callbackContext(started, 'action_required', {}, { type: 'page_decision', decision: 'approve' }),
    );
    expect(approved.type).toBe('approved');
  });
});
