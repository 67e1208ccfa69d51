import { describe, expect, it } from 'vitest';
import { formFailure } from './form-failure.ts';

describe('formFailure', () => {
  it('should keep what the API said of each field, beside the general message', () => {
    const failure = formFailure({
      status: 400,
      setCookies: [],
      body: {
        code: 'VALIDATION_ERROR',
        message: 'body/lastName must NOT have more than 100 characters',
        fields: [
          { name: 'lastName', message: 'Enter at most 100 characters.' },
          { name: 7, message: 'not a field name' },
          'not an entry',
        ],
      },
    });
    expect(failure).toEqual({ key: 'error.invalid', fields: { lastName: 'Enter at most 100 characters.' } });
  });

  it('should answer the general message alone when no field is named', () => {
    expect(formFailure({ status: 400, setCookies: [], body: { code: 'VALIDATION_ERROR' } })).toEqual({
      key: 'error.invalid',
    });
    expect(formFailure({ status: 500, setCookies: [], body: null })).toEqual({ key: 'error.generic' });
  });
});
