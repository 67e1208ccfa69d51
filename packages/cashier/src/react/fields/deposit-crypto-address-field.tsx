import { useState } from 'react';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { QrCode } from './qr-code.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `deposit_crypto_address` field: the issued address, read-only, as a QR code and copyable. */
export function DepositCryptoAddressField(props: FieldComponentProps<'deposit_crypto_address'>) {
  const t = useTranslate();
  const { field, value } = props;
  const address = textOf(value);
  const [status, setStatus] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(address).then(
      () => {
        setStatus(t('form.deposit.copied'));
      },
      () => {
        setStatus(t('form.deposit.copy_failed'));
      },
    );
  };
  return (
    <Field {...shellProps(props, t)}>
      {(control) =>
        address === '' ? (
          <output {...control} className="pf-deposit__pending">
            {t('form.deposit.pending')}
          </output>
        ) : (
          <div className="pf-deposit" data-currency={field.currency}>
            <input {...control} name={field.name} type="text" readOnly value={address} spellCheck={false} />
            <QrCode text={address} label={t('form.deposit.qr')} />
            <button type="button" onClick={copy}>
              {t('form.deposit.copy')}
            </button>
            <LiveRegion message={status} />
          </div>
        )
      }
    </Field>
  );
}
