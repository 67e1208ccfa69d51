import { useId, useState } from 'react';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useTranslate } from '../use-cashier.ts';

/** The reference the player quotes to support, read-only, with a copy button. */
export function ReferenceField({ reference }: { reference: string }) {
  const t = useTranslate();
  return <CopyField label={t('error.reference')} value={reference} copyLabel={t('error.copy')} />;
}

/** A read-only value with a copy button; the result of copying is announced. */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useTranslate();
  const reference = value;
  const id = useId();
  const [copied, setCopied] = useState('');
  return (
    <div className="pf-cashier-reference">
      <label htmlFor={id} className="pf-field__label">
        {label}
      </label>
      <div className="pf-cashier-reference__row">
        <input
          id={id}
          className="pf-field__input"
          // An id reads left to right in every language: its start stays in view in Arabic too.
          dir="ltr"
          readOnly
          value={reference}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <button
          type="button"
          className="pf-cashier-button"
          onClick={() => {
            // Clipboard may be missing (insecure context) or refused: say so instead of failing silently.
            const clipboard = (navigator as Partial<Navigator>).clipboard;
            if (clipboard === undefined) {
              setCopied(t('error.copy_failed'));
              return;
            }
            clipboard.writeText(reference).then(
              () => {
                setCopied(t('error.copied'));
              },
              () => {
                setCopied(t('error.copy_failed'));
              },
            );
          }}
        >
          {copyLabel}
        </button>
      </div>
      <LiveRegion message={copied} />
    </div>
  );
}
