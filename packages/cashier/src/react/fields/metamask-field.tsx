import { useEffect, useState } from 'react';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

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

type Connection = { state: 'idle' } | { state: 'connecting' } | { state: 'failed' };

/** The `metamask` field: pick an announced wallet, connect it, keep its first account. */
export function MetamaskField(props: FieldComponentProps<'metamask'>) {
  const t = useTranslate();
  const { field, value, onChange } = props;
  const wallets = useEip6963Wallets();
  const [connection, setConnection] = useState<Connection>({ state: 'idle' });
  const account = textOf(value);

  const connect = async (wallet: Eip6963ProviderDetail) => {
    setConnection({ state: 'connecting' });
    try {
      const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' });
      const [first] = Array.isArray(accounts) ? (accounts as unknown[]) : [];
      if (typeof first !== 'string') throw new Error('The wallet answered no account');
      await wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: field.chainId }],
      });
      onChange(first);
      setConnection({ state: 'idle' });
    } catch {
      setConnection({ state: 'failed' });
    }
  };

  return (
    <Field {...shellProps(props, t)} layout="group">
      {(control) => (
        <div className="pf-metamask" aria-describedby={control['aria-describedby']}>
          {account !== '' ? (
            <p>{t('form.metamask.connected', { account })}</p>
          ) : wallets.length === 0 ? (
            <p>{t('form.metamask.install')}</p>
          ) : (
            <ul className="pf-metamask__wallets">
              {wallets.map((wallet) => (
                <li key={wallet.info.uuid}>
                  <button
                    type="button"
                    disabled={connection.state === 'connecting'}
                    onClick={() => {
                      void connect(wallet);
                    }}
                  >
                    {wallet.info.icon.startsWith('data:image/') ? (
                      <img src={wallet.info.icon} alt="" width={24} height={24} />
                    ) : null}
                    {t('form.metamask.connect', { name: wallet.info.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p role="status" className="pf-metamask__status">
            {connection.state === 'connecting'
              ? t('form.metamask.connecting')
              : connection.state === 'failed'
                ? t('form.metamask.failed')
                : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
