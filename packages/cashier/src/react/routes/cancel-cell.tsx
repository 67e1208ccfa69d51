import { useId } from 'react';
import type { TransactionItem } from '@playfront/contracts';
import type { HistoryCancel } from '../../core/history/transaction-history.ts';
import { useTranslate } from '../use-cashier.ts';
import type { FocusTargets } from './use-focus-targets.ts';

export interface CancelCellProps {
  item: TransactionItem;
  /** The amount as shown, for the labels. */
  amount: string;
  state: HistoryCancel | undefined;
  focus: FocusTargets;
  onAsk: (id: string | undefined) => void;
  onConfirm: (item: TransactionItem, amount: string) => void;
}

/** A pending cashout's cancel button, then its confirmation step. */
export function CancelCell({ item, amount, state, focus, onAsk, onConfirm }: CancelCellProps) {
  const t = useTranslate();
  const promptId = `${useId()}-confirm`;
  if (state === undefined) {
    return (
      <button
        type="button"
        className="pf-cashier-button pf-cashier-button-secondary"
        aria-label={t('history.cancel.label', { amount })}
        ref={focus.target(`cancel:${item.id}`)}
        onClick={() => {
          onAsk(item.id);
          focus.focus(`confirm:${item.id}`);
        }}
      >
        {t('history.cancel')}
      </button>
    );
  }
  const busy = state.phase === 'busy';
  return (
    <div className="pf-cashier-history-confirm" role="group" aria-labelledby={promptId}>
      <p id={promptId} ref={focus.target(`confirm:${item.id}`)} tabIndex={-1}>
        {t('history.cancel.confirm', { amount })}
      </p>
      {state.phase === 'failed' && (
        <p className="pf-cashier-route-error-text">{t('history.cancel.failed')}</p>
      )}
      <div className="pf-cashier-history-confirm-buttons">
        <button
          type="button"
          className="pf-cashier-button pf-cashier-button-danger"
          disabled={busy}
          onClick={() => {
            onConfirm(item, amount);
          }}
        >
          {busy ? t('history.cancel.busy') : t('history.cancel.yes')}
        </button>
        <button
          type="button"
          className="pf-cashier-button pf-cashier-button-secondary"
          disabled={busy}
          onClick={() => {
            onAsk(undefined);
            focus.focus(`cancel:${item.id}`);
          }}
        >
          {t('history.cancel.no')}
        </button>
      </div>
    </div>
  );
}
