import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  ERROR_CODE_DETAILS,
  ERROR_CODES,
  isErrorCode,
  SERVICE_ERROR_CODES,
  SPEC_ERROR_CODES,
} from './error-codes.ts';
import { ErrorCodeSchema } from './error-codes.schema.ts';
import { PAYMENT_ERROR_KINDS } from './error-kinds.ts';

describe('given the payment error codes', () => {
  it('should keep the specification codes letter for letter and in order', () => {
    expect([...SPEC_ERROR_CODES]).toEqual([
      'DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND',
      'PATCH_PLAYER_FIELDS_ERROR',
      'INITIATE_INVOICE_ERROR',
      'PAYMENT_PROCESSING_ERROR',
      'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
      'RENDER_ERROR',
      'VALIDATE_PROFILE_ERROR',
      'NETWORK_ERROR',
      'KYC_REQUIRED_ERROR',
    ]);
  });

  it('should list each code once, spec codes first', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.slice(0, SPEC_ERROR_CODES.length)).toEqual([...SPEC_ERROR_CODES]);
    expect(ERROR_CODES.length).toBe(SPEC_ERROR_CODES.length + SERVICE_ERROR_CODES.length);
  });

  it('should describe exactly the listed codes', () => {
    expect(Object.keys(ERROR_CODE_DETAILS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(ERROR_CODES.map((code) => [code]))(
    'should give %s a known kind and a player-facing sentence',
    (code) => {
      const detail = ERROR_CODE_DETAILS[code];
      expect(PAYMENT_ERROR_KINDS).toContain(detail.kind);
      expect(detail.message).toMatch(/^[A-Z].{10,200}\.$/);
      expect(detail.message).not.toMatch(/[A-Z]{2,}_[A-Z]/);
      expect(Value.Check(ErrorCodeSchema, code)).toBe(true);
      expect(isErrorCode(code)).toBe(true);
    },
  );

  it('should have at least one code for every error kind', () => {
    const kinds = new Set(Object.values(ERROR_CODE_DETAILS).map((detail) => detail.kind));
    expect([...kinds].sort()).toEqual([...PAYMENT_ERROR_KINDS].sort());
  });

  it('should refuse a code outside the list', () => {
    expect(Value.Check(ErrorCodeSchema, 'SOMETHING_ELSE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
