import { useId, useState, type JSX } from 'react';
import type { CurrencyCode, TransactionItem } from '@playfront/contracts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useTranslate } from '../use-cashier.ts';
import { HistoryFiltersView } from './history-filters.tsx';
import { HistoryPaging } from './history-paging.tsx';
import { HistoryTable } from './history-table.tsx';
import { useFocusTargets } from './use-focus-targets.ts';
import { useTransactionHistory } from './use-transaction-history.ts';

export interface TransactionHistoryRouteProps {
  /** Only transactions in this currency; all currencies when left out. */
  currency?: CurrencyCode;
  /** Called after a pending cashout was cancelled. */
  onCancelled?: (transactionId: string) => void;
}

/**
 * Transaction history: filters, keyset paging, cancellable pending cashouts. Its state is a
 * core `TransactionHistory`, read again when the session's live updates move.
 */
export function TransactionHistoryRoute({
  currency,
  onCancelled,
}: TransactionHistoryRouteProps): JSX.Element {
  const t = useTranslate();
  const ids = useId();
  const [history, snapshot] = useTransactionHistory(currency);
  const [announcement, setAnnouncement] = useState('');
  const focus = useFocusTargets();
  const { loading, items, filters, page, nextCursor, cancel } = snapshot;
  const error = loading ? undefined : snapshot.error;
  const filtered = Object.values(filters).some((value) => value !== '');

  const confirmCancel = async (item: TransactionItem, amount: string) => {
    if (!(await history.confirmCancel(item.id))) {
      setAnnouncement(t('history.cancel.failed'));
      focus.focus(`confirm:${item.id}`);
      return;
    }
    setAnnouncement(t('history.cancel.done', { amount }));
    focus.focus(`status:${item.id}`);
    onCancelled?.(item.id);
  };

  return (
    <section className="pf-cashier-history" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="pf-cashier-route-title">
        {t('history.title')}
      </h2>
      <HistoryFiltersView
        filters={filters}
        onChange={(patch) => {
          history.setFilters(patch);
        }}
      />
      <div className="pf-cashier-history-body" aria-busy={loading}>
        {loading && <p className="pf-cashier-history-loading">{t('history.loading')}</p>}
        {error && (
          <div className="pf-cashier-route-error" role="alert">
            <p>{t('history.error')}</p>
            {error.reference !== undefined && (
              <p>{t('history.error.reference', { reference: error.reference })}</p>
            )}
            <button
              type="button"
              className="pf-cashier-button"
              onClick={() => {
                history.refresh();
              }}
            >
              {t('history.retry')}
            </button>
          </div>
        )}
        {!error && snapshot.loaded && items.length === 0 && !loading && (
          <p className="pf-cashier-history-empty">
            {t(filtered ? 'history.empty.filtered' : 'history.empty')}
          </p>
        )}
        {!error && items.length > 0 && (
          <HistoryTable
            items={items}
            cancel={cancel}
            focus={focus}
            onAskCancel={(id) => {
              history.askCancel(id);
            }}
            onConfirmCancel={(item, amount) => {
              void confirmCancel(item, amount);
            }}
            announce={setAnnouncement}
          />
        )}
      </div>
      {!error && (page > 0 || nextCursor !== null) && (
        <HistoryPaging
          page={page}
          hasNext={nextCursor !== null}
          loading={loading}
          onPrevious={() => {
            history.previous();
          }}
          onNext={() => {
            history.next();
          }}
        />
      )}
      <LiveRegion message={announcement} />
    </section>
  );
}
