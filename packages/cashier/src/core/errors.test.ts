import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASHIER_ERROR_KINDS, CashierError } from './errors.ts';

describe('given the closed list of error kinds', () => {
  it('should document every kind in the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const kind of CASHIER_ERROR_KINDS) expect(readme).toContain(`'${kind}'`);
  });

  it('should keep kind, status, code, reference and cause', () => {
    const cause = new Error('boom');
    const error = new CashierError('http', 'failed', { status: 409, code: 'X', reference: 'req_1', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'CashierError',
      kind: 'http',
      status: 409,
      code: 'X',
      reference: 'req_1',
      cause,
    });
    expect(error.retryable).toBe(true);
    expect(new CashierError('invalid_response', 'bad').retryable).toBe(false);
  });
});
