import { useState } from 'react';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { useEip6963Wallets, type Eip6963ProviderDetail } from './eip6963.ts';
import { textOf, type FieldComponentProps } from './types.ts';

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
