import { describe, expect, it } from 'vitest';
import { defaultReturnUrl, readReturnedPayment } from './return-url.ts';

describe('defaultReturnUrl', () => {
  it('uses a same-origin preferred path, else the current page without an earlier return', () => {
    expect(defaultReturnUrl({ pathname: '/cashier', search: '' }, '/back')).toBe('/back');
    expect(defaultReturnUrl({ pathname: '/cashier', search: '' }, 'https://evil.example')).toBe('/cashier');
    expect(
      defaultReturnUrl({ pathname: '/cashier', search: '?tab=deposit&transactionId=t1&status=completed' }),
    ).toBe('/cashier?tab=deposit');
  });
});

describe('readReturnedPayment', () => {
  it('reads the transaction and its status after a redirect', () => {
    expect(readReturnedPayment('?transactionId=t1&status=completed')).toEqual({
      transactionId: 't1',
      status: 'completed',
    });
    expect(readReturnedPayment('?transactionId=t1&status=weird')).toEqual({ transactionId: 't1' });
    expect(readReturnedPayment('?tab=deposit')).toBeUndefined();
  });
});
