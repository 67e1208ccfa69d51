import { describe, expect, it } from 'vitest';
import type { ProviderResult } from './provider-result.ts';
import { isReadableResult, moveForResult, UNREADABLE_RESULT_CODE } from './result-status.ts';

describe('given the one mapping from a provider result to a status', () => {
  it.each([
    [{ type: 'approved' }, 'approved'],
    [{ type: 'declined', code: 'CARD_DECLINED' }, 'declined'],
    [{ type: 'failed', code: 'INITIATE_INVOICE_ERROR' }, 'failed'],
    [{ type: 'cancelled' }, 'cancelled'],
    [{ type: 'pending', message: 'Later.' }, 'pending'],
    [{ type: 'redirect', path: '/sandbox/bank/t1' }, 'action_required'],
    [{ type: 'challenge', path: '/sandbox/3ds/t1' }, 'action_required'],
  ] satisfies [ProviderResult, string][])('should move %o to %s', (result, status) => {
    expect(isReadableResult(result)).toBe(true);
    expect(moveForResult(result).to).toBe(status);
  });

  it('should carry the code of a refusal, and clear it on approval', () => {
    expect(moveForResult({ type: 'declined', code: 'CARD_DECLINED', reference: 'R1' })).toMatchObject({
      to: 'declined',
      errorCode: 'CARD_DECLINED',
      providerReference: 'R1',
    });
    expect(moveForResult({ type: 'approved' })).toMatchObject({ to: 'approved', errorCode: null });
  });

  it('should keep a payment with no answer pending, without a code', () => {
    expect(moveForResult(undefined)).toEqual({ to: 'pending' });
  });

  it('should keep an unreadable answer pending with FINTEQHUB_SEAMLESS_UNKNOWN_ERROR', () => {
    const unreadable = [
      { type: 'declined', code: 'PROVIDER_OWN_CODE' },
      { type: 'failed' },
      { type: 'refunded' },
    ] as unknown as ProviderResult[];
    for (const result of unreadable) {
      expect(isReadableResult(result)).toBe(false);
      expect(moveForResult(result)).toMatchObject({ to: 'pending', errorCode: UNREADABLE_RESULT_CODE });
    }
    expect(UNREADABLE_RESULT_CODE).toBe('FINTEQHUB_SEAMLESS_UNKNOWN_ERROR');
  });
});
