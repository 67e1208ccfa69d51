import type { ProviderId, SandboxBehaviour } from '../catalogue/index.ts';
import { catalogue as defaultCatalogue, type Catalogue } from '../catalogue/index.ts';
import { createBankLinkSandbox } from './bank-link/adapter.ts';
import { createCard3dsSandbox } from './card-3ds/adapter.ts';
import { createCouponSandbox } from './coupon/adapter.ts';
import { createCryptoInvoiceSandbox } from './crypto-invoice/adapter.ts';
import { createInstantVoucherSandbox } from './instant-voucher/adapter.ts';
import { createManualBankTransferSandbox } from './manual-bank-transfer/adapter.ts';
import { createMetamaskSandbox } from './metamask/adapter.ts';
import { createOauthAppSandbox } from './oauth-app/adapter.ts';
import { createOnrampSandbox } from './onramp/adapter.ts';
import { createPayAndPlaySandbox } from './pay-and-play/adapter.ts';
import type { ProviderAdapter } from './provider.ts';
import { createRedirectBankSandbox } from './redirect-bank/adapter.ts';
import { createWalletRedirectSandbox } from './wallet-redirect/adapter.ts';

/** Provider id → adapter. */
export interface ProviderRegistry {
  /** The adapter of a provider, or undefined when none is registered (no payment possible). */
  adapterFor(providerId: string): ProviderAdapter | undefined;
}

/**
 * The sandbox's answer to a lookup: it keeps no record of its own (everything it answered is in
 * the transaction row, written with the answer), so a claim with no stored answer never reached it.
 */
const withSandboxLookup = (adapter: ProviderAdapter): ProviderAdapter => ({
  ...adapter,
  lookup: () => Promise.resolve({ found: false }),
});

/** One sandbox adapter per behaviour; a behaviour without one fails to compile here. */
export function sandboxAdapters(): Record<SandboxBehaviour, ProviderAdapter> {
  const adapters: Record<SandboxBehaviour, ProviderAdapter> = {
    'card-3ds': createCard3dsSandbox(),
    'wallet-redirect': createWalletRedirectSandbox(),
    'redirect-bank': createRedirectBankSandbox(),
    'pay-and-play': createPayAndPlaySandbox(),
    'bank-link': createBankLinkSandbox(),
    'oauth-app': createOauthAppSandbox(),
    'instant-voucher': createInstantVoucherSandbox(),
    coupon: createCouponSandbox(),
    'crypto-invoice': createCryptoInvoiceSandbox(),
    metamask: createMetamaskSandbox(),
    'manual-bank-transfer': createManualBankTransferSandbox(),
    onramp: createOnrampSandbox(),
  };
  return Object.fromEntries(
    Object.entries(adapters).map(([behaviour, adapter]) => [behaviour, withSandboxLookup(adapter)]),
  ) as Record<SandboxBehaviour, ProviderAdapter>;
}

export interface RegistryOptions {
  /** Route every provider to the sandbox of its behaviour. */
  readonly sandbox: boolean;
  /** Real adapters by provider id; they win over the sandbox. */
  readonly adapters?: Partial<Record<ProviderId, ProviderAdapter>>;
  readonly catalogue?: Catalogue;
}

/**
 * The registry the payments routes use. A real provider is added by passing its adapter under
 * its provider id; with `sandbox` on, every other provider runs its behaviour's sandbox. With
 * `sandbox` off, providers without a real adapter have none, so their methods answer
 * DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND.
 */
export function createProviderRegistry(options: RegistryOptions): ProviderRegistry {
  const catalogue = options.catalogue ?? defaultCatalogue;
  const sandboxes = options.sandbox ? sandboxAdapters() : undefined;
  const real: Partial<Record<string, ProviderAdapter>> = options.adapters ?? {};
  return {
    adapterFor: (providerId) => {
      const own = Object.hasOwn(real, providerId) ? real[providerId] : undefined;
      if (own !== undefined) return own;
      const provider = catalogue.provider(providerId);
      return provider === undefined || sandboxes === undefined ? undefined : sandboxes[provider.sandbox];
    },
  };
}
