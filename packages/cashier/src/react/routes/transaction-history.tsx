import { useEffect, useId, useMemo, useRef, useState, type JSX } from 'react';
import {
  PAYMENT_ACTIONS,
  TRANSACTION_STATUSES,
  type CurrencyCode,
  type PaymentAction,
  type TransactionItem,
  type TransactionStatus,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@playfront/contracts';
import type { CashierError } from '../../core/errors.ts';
import { formatMoney } from '../../core/money/format-money.ts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useCashier } from '../use-cashier.ts';

export interface TransactionHistoryRouteProps {
  /** Only transactions in this currency; all currencies when left out. */
  currency?: CurrencyCode;
  /** Bump it (e.g. on a live `transaction_status` message) to re-read the page shown. */
  liveVersion?: number;
  /** Called after a pending cashout was cancelled. */
  onCancelled?: (transactionId: string) => void;
}

type Outcome =
  { key: string; ok: true; data: TransactionsResponse } | { key: string; ok: false; error: CashierError };

type CancelState =
  { id: string; phase: 'confirm' } | { id: string; phase: 'busy' } | { id: string; phase: 'failed' };

/** Transaction history: filters, keyset paging, cancellable pending cashouts. */
export function TransactionHistoryRoute({
  currency,
  liveVersion = 0,
  onCancelled,
}: TransactionHistoryRouteProps): JSX.Element {
  const { client, t, locale } = useCashier();
  const ids = useId();
  const [action, setAction] = useState<PaymentAction | ''>('');
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  // The API pages by cursor only forwards, so the cursors of the pages seen are kept for "previous".
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const [retries, setRetries] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const [lastData, setLastData] = useState<TransactionsResponse>();
  const [cancel, setCancel] = useState<CancelState>();
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const focusTargets = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | undefined>(undefined);

  const page = cursors.length - 1;
  const cursor = cursors[page];
  const query = useMemo<TransactionsQuery>(
    () => ({
      ...(action ? { action } : {}),
      ...(status ? { status } : {}),
      ...(currency ? { currency } : {}),
      ...(cursor ? { cursor } : {}),
    }),
    [action, status, currency, cursor],
  );
  const key = JSON.stringify([query, liveVersion, retries]);

  useEffect(() => {
    const controller = new AbortController();
    void client.getTransactions(query, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setOutcome({ key, ok: true, data: result.data });
        setLastData(result.data);
      } else {
        setOutcome({ key, ok: false, error: result.error });
      }
    });
    return () => {
      controller.abort();
    };
  }, [client, query, key]);

  // Focus is moved after the render that shows its target (the confirm step or the status cell).
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    const element = focusTargets.current.get(target);
    if (element) {
      pendingFocus.current = undefined;
      element.focus();
    }
  });

  const loading = outcome?.key !== key;
  const error = !loading && !outcome.ok ? outcome.error : undefined;
  // While a refetch runs the rows already shown stay, marked busy, rather than flashing away.
  const data = outcome?.ok === true && !loading ? outcome.data : lastData;
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );

  function focusTarget(id: string) {
    pendingFocus.current = id;
  }

  function setFocusTarget(id: string) {
    return (element: HTMLElement | null) => {
      if (element) focusTargets.current.set(id, element);
      else focusTargets.current.delete(id);
    };
  }

  function changeFilter(apply: () => void) {
    apply();
    setCursors([undefined]);
    setCancel(undefined);
  }

  async function confirmCancel(item: TransactionItem, amount: string) {
    setCancel({ id: item.id, phase: 'busy' });
    const result = await client.cancelCashout({ id: item.id });
    if (!result.ok) {
      setCancel({ id: item.id, phase: 'failed' });
      setAnnouncement(t('history.cancel.failed'));
      focusTarget(`confirm:${item.id}`);
      return;
    }
    setCancelled((previous) => new Set(previous).add(item.id));
    setCancel(undefined);
    setAnnouncement(t('history.cancel.done', { amount }));
    focusTarget(`status:${item.id}`);
    onCancelled?.(item.id);
  }

  const items = (data?.items ?? []).map((item) =>
    cancelled.has(item.id) ? { ...item, status: 'cancelled' as const, cancellable: false } : item,
  );
  const filtered = action !== '' || status !== '';
  const hasPaging = page > 0 || Boolean(data?.nextCursor);

  return (
    <section className="pf-cashier-history" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="pf-cashier-route-title">
        {t('history.title')}
      </h2>

      <fieldset className="pf-cashier-history-filters">
        <legend>{t('history.filters')}</legend>
        <div className="pf-cashier-history-filter">
          <label htmlFor={`${ids}-action`}>{t('history.filter.action')}</label>
          <select
            id={`${ids}-action`}
            value={action}
            onChange={(event) => {
              const value = event.target.value;
              changeFilter(() => {
                setAction(PAYMENT_ACTIONS.find((known) => known === value) ?? '');
              });
            }}
          >
            <option value="">{t('history.filter.all')}</option>
            {PAYMENT_ACTIONS.map((known) => (
              <option key={known} value={known}>
                {t(`history.action.${known}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="pf-cashier-history-filter">
          <label htmlFor={`${ids}-status`}>{t('history.filter.status')}</label>
          <select
            id={`${ids}-status`}
            value={status}
            onChange={(event) => {
              const value = event.target.value;
              changeFilter(() => {
                setStatus(TRANSACTION_STATUSES.find((known) => known === value) ?? '');
              });
            }}
          >
            <option value="">{t('history.filter.all')}</option>
            {TRANSACTION_STATUSES.map((known) => (
              <option key={known} value={known}>
                {t(`status.${known}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

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
                setRetries((count) => count + 1);
              }}
            >
              {t('history.retry')}
            </button>
          </div>
        )}
        {!error && data && items.length === 0 && !loading && (
          <p className="pf-cashier-history-empty">
            {t(filtered ? 'history.empty.filtered' : 'history.empty')}
          </p>
        )}
        {!error && items.length > 0 && (
          <table className="pf-cashier-history-table">
            <caption>{t('history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.column.date')}</th>
                <th scope="col">{t('history.column.action')}</th>
                <th scope="col">{t('history.column.method')}</th>
                <th scope="col">{t('history.column.amount')}</th>
                <th scope="col">{t('history.column.status')}</th>
                <th scope="col">{t('history.column.reference')}</th>
                <th scope="col">{t('history.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const amount = formatMoney(item.amount, item.currency, locale);
                const promptId = `${ids}-confirm-${item.id}`;
                const state = cancel?.id === item.id ? cancel : undefined;
                return (
                  <tr key={item.id} data-status={item.status}>
                    <th scope="row" data-label={t('history.column.date')}>
                      <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
                    </th>
                    <td data-label={t('history.column.action')}>{t(`history.action.${item.action}`)}</td>
                    <td data-label={t('history.column.method')}>
                      {item.brand ?? t('history.method.unknown')}
                    </td>
                    <td data-label={t('history.column.amount')} className="pf-cashier-history-amount">
                      {amount}
                      {item.fee > 0 && (
                        <span className="pf-cashier-history-fee">
                          {t('history.fee', { fee: formatMoney(item.fee, item.currency, locale) })}
                        </span>
                      )}
                    </td>
                    <td data-label={t('history.column.status')}>
                      <span
                        className={`pf-cashier-status pf-cashier-status-${item.status}`}
                        ref={setFocusTarget(`status:${item.id}`)}
                        tabIndex={-1}
                      >
                        {t(`status.${item.status}`)}
                      </span>
                    </td>
                    <td data-label={t('history.column.reference')}>
                      <code className="pf-cashier-reference">{item.id}</code>
                    </td>
                    <td data-label={t('history.column.actions')}>
                      {item.cancellable && state === undefined && (
                        <button
                          type="button"
                          className="pf-cashier-button pf-cashier-button-secondary"
                          aria-label={t('history.cancel.label', { amount })}
                          ref={setFocusTarget(`cancel:${item.id}`)}
                          onClick={() => {
                            setCancel({ id: item.id, phase: 'confirm' });
                            focusTarget(`confirm:${item.id}`);
                          }}
                        >
                          {t('history.cancel')}
                        </button>
                      )}
                      {item.cancellable && state !== undefined && (
                        <div className="pf-cashier-history-confirm" role="group" aria-labelledby={promptId}>
                          <p id={promptId} ref={setFocusTarget(`confirm:${item.id}`)} tabIndex={-1}>
                            {t('history.cancel.confirm', { amount })}
                          </p>
                          {state.phase === 'failed' && (
                            <p className="pf-cashier-route-error-text">{t('history.cancel.failed')}</p>
                          )}
                          <div className="pf-cashier-history-confirm-buttons">
                            <button
                              type="button"
                              className="pf-cashier-button pf-cashier-button-danger"
                              disabled={state.phase === 'busy'}
                              onClick={() => {
                                void confirmCancel(item, amount);
                              }}
                            >
                              {state.phase === 'busy' ? t('history.cancel.busy') : t('history.cancel.yes')}
                            </button>
                            <button
                              type="button"
                              className="pf-cashier-button pf-cashier-button-secondary"
                              disabled={state.phase === 'busy'}
                              onClick={() => {
                                setCancel(undefined);
                                focusTarget(`cancel:${item.id}`);
                              }}
                            >
                              {t('history.cancel.no')}
                            </button>
                          </div>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>

      {!error && hasPaging && (
        <nav className="pf-cashier-history-paging" aria-label={t('history.pages')}>
          <button
            type="button"
            className="pf-cashier-button pf-cashier-button-secondary"
            disabled={page === 0 || loading}
            onClick={() => {
              setCursors((previous) => previous.slice(0, -1));
              setCancel(undefined);
            }}
          >
            {t('history.previous')}
          </button>
          <span className="pf-cashier-history-page">{t('history.page', { page: page + 1 })}</span>
          <button
            type="button"
            className="pf-cashier-button pf-cashier-button-secondary"
            disabled={!data?.nextCursor || loading}
            onClick={() => {
              const next = data?.nextCursor;
              if (!next) return;
              setCursors((previous) => [...previous, next]);
              setCancel(undefined);
            }}
          >
            {t('history.next')}
          </button>
        </nav>
      )}

      <LiveRegion message={announcement} />
    </section>
  );
}
