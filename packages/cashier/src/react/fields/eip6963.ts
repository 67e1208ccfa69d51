import { useEffect, useState } from 'react';

/** An EIP-1193 provider: the one call the field makes. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** EIP-6963 wallet information. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** The detail of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

export const EIP6963_ANNOUNCE = 'eip6963:announceProvider';
export const EIP6963_REQUEST = 'eip6963:requestProvider';

function isProviderDetail(detail: unknown): detail is Eip6963ProviderDetail {
  if (typeof detail !== 'object' || detail === null) return false;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof (info as { uuid?: unknown }).uuid === 'string' &&
    typeof (info as { name?: unknown }).name === 'string' &&
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === 'function'
  );
}

/** Wallets announced by EIP-6963 (listening first, then asking them to announce themselves). */
export function useEip6963Wallets(): readonly Eip6963ProviderDetail[] {
  const [wallets, setWallets] = useState<readonly Eip6963ProviderDetail[]>([]);
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const detail: unknown = (event as CustomEvent<unknown>).detail;
      if (!isProviderDetail(detail)) return;
      setWallets((known) =>
        known.some((wallet) => wallet.info.uuid === detail.info.uuid) ? known : [...known, detail],
      );
    };
    window.addEventListener(EIP6963_ANNOUNCE, onAnnounce);
    window.dispatchEvent(new Event(EIP6963_REQUEST));
    return () => {
      window.removeEventListener(EIP6963_ANNOUNCE, onAnnounce);
    };
  }, []);
  return wallets;
}
