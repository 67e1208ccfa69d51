import { describe, expect, it } from 'vitest';
import type { ProviderAdapter } from './provider.ts';
import { realAdapters, REAL_ADAPTERS, type AdapterFactory } from './real-adapters.ts';

const adapter: ProviderAdapter = {
  name: 'worldpay',
  initiate: () => Promise.resolve({ type: 'approved' }),
  handleCallback: () => Promise.resolve({ type: 'approved' }),
};

/** A factory as a real provider's folder would export it: on when its settings are present. */
const worldpay: AdapterFactory = (env) => {
  const key = env.WORLDPAY_API_KEY;
  if (key === undefined || key === '') return undefined;
  if (key.length < 16) throw new Error('WORLDPAY_API_KEY must be 16 characters or more');
  return adapter;
};

describe('given the real adapters of the config', () => {
  it('should build an adapter only when its settings are present', () => {
    expect(realAdapters({}, { worldpay })).toEqual({});
    expect(realAdapters({ WORLDPAY_API_KEY: 'k'.repeat(16) }, { worldpay })).toEqual({ worldpay: adapter });
  });

  it('should refuse to start with settings that are present but wrong', () => {
    expect(() => realAdapters({ WORLDPAY_API_KEY: 'short' }, { worldpay })).toThrow('WORLDPAY_API_KEY');
  });

  it('should know no real provider yet', () => {
    expect(realAdapters({}, REAL_ADAPTERS)).toEqual({});
  });
});
