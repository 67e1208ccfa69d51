import type { FastifyPluginAsync } from 'fastify';
import type { Catalogue, ProviderId } from '../catalogue/index.ts';
import type { ProviderAdapter } from './provider.ts';
import { createProviderRegistry, type ProviderRegistry } from './registry.ts';
import sandboxPages from './sandbox-pages.ts';
import type { SandboxPageContext } from './sandbox/page-context.ts';

/** The settings the providers take from the server's config (config.ts). */
export interface ProvidersConfig {
  /** Run every provider without a real adapter as the sandbox of its behaviour (`PAYMENTS_SANDBOX`). */
  readonly paymentsSandbox: boolean;
  /** Real adapters by provider id, built from their settings at start-up (real-adapters.ts). */
  readonly paymentsAdapters: Readonly<Partial<Record<ProviderId, ProviderAdapter>>>;
  readonly paymentsWebhookSecret: string;
  readonly allowedOrigins: readonly string[];
}

/** The registry of the configured adapters: real ones first, the sandbox for the rest when it is on. */
export function providerRegistry(config: ProvidersConfig, catalogue: Catalogue): ProviderRegistry {
  return createProviderRegistry({
    sandbox: config.paymentsSandbox,
    adapters: config.paymentsAdapters,
    catalogue,
  });
}

export interface PaymentProvidersOptions {
  readonly config: ProvidersConfig;
  readonly db: SandboxPageContext['db'];
  /** Applies a provider event (callbacks/apply-provider-event.ts); the pages' decisions go through it. */
  readonly apply: SandboxPageContext['apply'];
}

/**
 * Puts the providers' own routes in: with the sandbox on, the pages the sandbox providers show
 * the player (`/sandbox/…`, sandbox/sandbox-pages.ts). A real provider's pages are its own site,
 * so it adds none here; its notifications come through the one callback route.
 */
const paymentProviders: FastifyPluginAsync<PaymentProvidersOptions> = async (fastify, options) => {
  const { config } = options;
  if (!config.paymentsSandbox) return;
  await fastify.register(sandboxPages, {
    db: options.db,
    apply: options.apply,
    webhookSecret: config.paymentsWebhookSecret,
    allowedOrigins: config.allowedOrigins,
  });
};

export default paymentProviders;
