import { describe, expect, it } from 'vitest';
import { catalogue, SANDBOX_BEHAVIOURS } from '../catalogue/index.ts';
import type { ProviderAdapter } from './provider.ts';
import { createProviderRegistry, sandboxAdapters } from './registry.ts';

describe('given the provider registry', () => {
  it('should give every catalogue provider the sandbox of its behaviour when the sandbox is on', () => {
    const registry = createProviderRegistry({ sandbox: true });
    for (const provider of catalogue.providers) {
      expect(registry.adapterFor(provider.id)?.name, provider.id).toBe(`sandbox:${provider.sandbox}`);
    }
    expect(Object.keys(sandboxAdapters()).sort()).toEqual([...SANDBOX_BEHAVIOURS].sort());
  });

  it('should have no adapter with the sandbox off, nor for an unknown provider', () => {
    expect(createProviderRegistry({ sandbox: false }).adapterFor('worldpay')).toBeUndefined();
    expect(createProviderRegistry({ sandbox: true }).adapterFor('no-such-provider')).toBeUndefined();
  });

  it('should prefer a real adapter to the sandbox', () => {
    const real: ProviderAdapter = {
      name: 'worldpay',
      initiate: () => Promise.resolve({ type: 'approved' }),
      handleCallback: () => Promise.resolve({ type: 'approved' }),
    };
    const registry = createProviderRegistry({ sandbox: true, adapters: { worldpay: real } });
    expect(registry.adapterFor('worldpay')).toBe(real);
    expect(registry.adapterFor('nuvei')?.name).toBe('sandbox:card-3ds');
    expect(
      createProviderRegistry({ sandbox: false, adapters: { worldpay: real } }).adapterFor('worldpay'),
    ).toBe(real);
  });
});
