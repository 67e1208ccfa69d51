import type { ProviderId } from '../catalogue/index.ts';
import type { ProviderAdapter } from './provider.ts';
import type { Env } from '../../config-values.ts';

/**
 * A real provider's adapter, built from its settings in the environment, or undefined when they
 * are absent (the provider then runs as its sandbox, or not at all with the sandbox off). A
 * factory throws when its settings are there but wrong, so the server does not start half set up.
 */
export type AdapterFactory = (env: Env) => ProviderAdapter | undefined;

/**
 * The real adapters this server knows, by catalogue provider id. None yet: every provider runs
 * as the sandbox of its behaviour. README.md in this folder says how to add one.
 */
export const REAL_ADAPTERS: Readonly<Partial<Record<ProviderId, AdapterFactory>>> = {};

/** The real adapters whose settings are present, for the config (`paymentsAdapters`). */
export function realAdapters(
  env: Env,
  factories: Readonly<Partial<Record<ProviderId, AdapterFactory>>> = REAL_ADAPTERS,
): Partial<Record<ProviderId, ProviderAdapter>> {
  const adapters: Partial<Record<ProviderId, ProviderAdapter>> = {};
  for (const [providerId, factory] of Object.entries(factories) as [ProviderId, AdapterFactory][]) {
    const adapter = factory(env);
    if (adapter !== undefined) adapters[providerId] = adapter;
  }
  return adapters;
}
