import { useId } from 'react';
import { useTranslate } from '../use-cashier.ts';
import { copyText } from './copy-text.ts';

export interface HistoryReferenceProps {
  reference: string;
  /** Says how the copy went, in the route's one live region. */
  announce: (message: string) => void;
}

/**
 * A transaction's reference in a history row: cut to the cell's width with an ellipsis (the
 * whole one in the tooltip and the copy), never broken across lines, and a button copying it
 * whole. The button's description is the reference, so screen readers say which one it copies.
 */
export function HistoryReference({ reference, announce }: HistoryReferenceProps) {
  const t = useTranslate();
  const id = useId();
  return (
    <span className="pf-cashier-history-reference-row">
      <code id={id} className="pf-cashier-history-reference" title={reference}>
        {reference}
      </code>
      <button
        type="button"
        className="pf-cashier-copy"
        aria-describedby={id}
        onClick={() => {
          void copyText(reference).then((copied) => {
            announce(t(copied ? 'support.reference.copied' : 'support.reference.copy_failed'));
          });
        }}
      >
        {t('history.reference.copy')}
      </button>
    </span>
  );
}
