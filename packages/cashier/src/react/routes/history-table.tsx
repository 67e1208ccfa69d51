import type { TransactionItem } from '@playfront/contracts';
import type { HistoryCancel } from '../../core/history/transaction-history.ts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier } from '../use-cashier.ts';
import { CancelCell } from './cancel-cell.tsx';
import { HistoryReference } from './history-reference.tsx';
import { useShortDate } from './use-short-date.ts';
import type { FocusTargets } from './use-focus-targets.ts';
import { methodName } from '../methods/method-name.ts';

export interface HistoryTableProps {
  items: readonly TransactionItem[];
  cancel: HistoryCancel | undefined;
  focus: FocusTargets;
  onAskCancel: (id: string | undefined) => void;
  onConfirmCancel: (item: TransactionItem, amount: string) => void;
  /** Says something in the route's live region (a reference copied). */
  announce: (message: string) => void;
}

const COLUMNS = ['date', 'action', 'method', 'amount', 'status', 'reference', 'actions'] as const;

/** One row per transaction: date, action, method, amount and fee, status, reference, cancel. */
export function HistoryTable({
  items,
  cancel,
  focus,
  onAskCancel,
  onConfirmCancel,
  announce,
}: HistoryTableProps) {
  const { t, locale } = useCashier();
  const date = useShortDate(locale);
  return (
    <table className="pf-cashier-history-table">
      <caption>{t('history.caption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`history.column.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const amount = formatMoney(item.amount, item.currency, locale);
          return (
            <tr key={item.id} data-status={item.status}>
              <th scope="row" data-label={t('history.column.date')}>
                <time dateTime={item.createdAt} title={date.full(item.createdAt)}>
                  {date.short(item.createdAt)}
                </time>
              </th>
              <td data-label={t('history.column.action')}>{t(`history.action.${item.action}`)}</td>
              <td data-label={t('history.column.method')}>
                {item.brand === null ? t('history.method.unknown') : methodName(item.methodId, item.brand, t)}
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
                  ref={focus.target(`status:${item.id}`)}
                  tabIndex={-1}
                >
                  {t(`status.${item.status}`)}
                </span>
              </td>
              <td data-label={t('history.column.reference')}>
                <HistoryReference reference={item.id} announce={announce} />
              </td>
              <td data-label={t('history.column.actions')}>
                {item.cancellable && (
                  <CancelCell
                    item={item}
                    amount={amount}
                    state={cancel?.id === item.id ? cancel : undefined}
                    focus={focus}
                    onAsk={onAskCancel}
                    onConfirm={onConfirmCancel}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
