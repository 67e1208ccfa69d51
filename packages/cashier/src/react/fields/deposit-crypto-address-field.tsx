import { useState } from 'react';
import qrcode from 'qrcode-generator';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

const QUIET_ZONE = 4;

/** The SVG path of `text`'s QR code: one unit square per dark module, built from the matrix. */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: count + QUIET_ZONE * 2, path };
}

function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = qrPath(text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 4}
      height={size * 4}
      shapeRendering="crispEdges"
      className="pf-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

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
