import { describe, expect, it } from 'vitest';
import { sandboxEnabled } from './sandbox-mode.ts';

describe('given the sandbox switch', () => {
  it.each([
    ['development', undefined, true],
    ['test', undefined, true],
    ['production', undefined, false],
    ['production', '', false],
    ['production', 'true', true],
    ['development', 'false', false],
  ] as const)('should be on in %s with PAYMENTS_SANDBOX=%s: %s', (env, flag, on) => {
    expect(sandboxEnabled({ env }, flag === undefined ? {} : { PAYMENTS_SANDBOX: flag })).toBe(on);
  });

  it('should refuse a flag that is neither true nor false', () => {
    expect(() => sandboxEnabled({ env: 'production' }, { PAYMENTS_SANDBOX: '1' })).toThrow(/true or false/);
  });
});
