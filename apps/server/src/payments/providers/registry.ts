import type { ProviderId, SandboxBehaviour } from '../catalogue/index.ts';
import { catalogue as defaultCatalogue, type Catalogue } from '../catalogue/index.ts';
import { createBankLinkSandbox } from './bank-link/sandbox.ts';
import { createCard3dsSandbox } from './card-3ds/sandbox.ts';
import { createCouponSandbox } from './coupon/sandbox.ts';
import { createCryptoInvoiceSandbox } from './crypto-invoice/sandbox.ts';
import { createInstantVoucherSandbox } from './instant-voucher/sandbox.ts';
import { createManualBankTransferSandbox } from './manual-bank-transfer/sandbox.ts';
import { createMetamaskSandbox } from './metamask/sandbox.ts';
import { createOauthAppSandbox } from './oauth-app/sandbox.ts';
import { createOnrampSandbox } from './onramp/sandbox.ts';
import { createPayAndPlaySandbox } from './pay-and-play/sandbox.ts';
import type { ProviderAdapter } from './provider.ts';
import { createRedirectBankSandbox } from './redirect-bank/sandbox.ts';
import { createWalletRedirectSandbox } from './wallet-redirect/sandbox.ts';

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
