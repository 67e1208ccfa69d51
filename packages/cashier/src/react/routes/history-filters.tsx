import { useId } from 'react';
import { PAYMENT_ACTIONS, TRANSACTION_STATUSES } from '@playfront/contracts';
import type { HistoryFilters } from '../../core/history/transaction-history.ts';
import { useTranslate } from '../use-cashier.ts';

export interface HistoryFiltersProps {
  filters: HistoryFilters;
  onChange: (patch: Partial<HistoryFilters>) => void;
}

/** Action, status and date filters; the dates are the player's own days (`<input type="date">`). */
export function HistoryFiltersView({ filters, onChange }: HistoryFiltersProps) {
  const t = useTranslate();
  const ids = useId();
  return (
    <fieldset className="pf-cashier-history-filters">
      <legend>{t('history.filters')}</legend>
      <div className="pf-cashier-history-filter">
        <label htmlFor={`${ids}-action`}>{t('history.filter.action')}</label>
        <select
          id={`${ids}-action`}
          value={filters.action}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ action: PAYMENT_ACTIONS.find((known) => known === value) ?? '' });
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
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ status: TRANSACTION_STATUSES.find((known) => known === value) ?? '' });
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
      <div className="pf-cashier-history-filter">
        <label htmlFor={`${ids}-from`}>{t('history.filter.from')}</label>
        <input
          id={`${ids}-from`}
          type="date"
          value={filters.from}
          {...(filters.to === '' ? {} : { max: filters.to })}
          onChange={(event) => {
            onChange({ from: event.target.value });
          }}
        />
      </div>
      <div className="pf-cashier-history-filter">
        <label htmlFor={`${ids}-to`}>{t('history.filter.to')}</label>
        <input
          id={`${ids}-to`}
          type="date"
          value={filters.to}
          {...(filters.from === '' ? {} : { min: filters.from })}
          onChange={(event) => {
            onChange({ to: event.target.value });
          }}
        />
      </div>
    </fieldset>
  );
}
