import type { SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_TRANSACTION_STATUSES,
  PAYMENT_ACTIONS,
  type AdminTransaction,
  type ProviderRate,
} from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { Pager } from '../payments/pager.tsx';
import { money, REVIEW_LABELS, utcTime } from '../payments/payment-labels.ts';
import { SearchStatus } from '../layout/search-status.tsx';

/** The filters the URL may hold, as the API names them; anything else in it is ignored. */
const FILTERS = [
  'player',
  'email',
  'reference',
  'providerReference',
  'card',
  'status',
  'action',
  'method',
  'from',
  'to',
] as const;

const LABELS: Record<(typeof FILTERS)[number], string> = {
  player: 'Player id',
  email: 'E-mail',
  reference: 'Reference',
  providerReference: 'Provider reference',
  card: 'Card (last four digits)',
  status: 'Status',
  action: 'Type',
  method: 'Method id',
  from: 'From',
  to: 'To',
};

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/**
 * Transaction search: every filter in the URL, results paged on the server, the same search as
 * CSV; below, per-provider approval and decline rates over the same dates.
 */
export function TransactionSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value !== null && value !== '') query.set(name, value);
  }
  const filters = query.toString();
  const page = Number(params.get('page') ?? '1') || 1;
  const paged = new URLSearchParams(query);
  paged.set('page', String(page));
  const current = useSearchResult(paged.toString(), consoleApi.transactions);
  const dates = new URLSearchParams();
  for (const name of ['from', 'to'] as const) {
    const value = query.get(name);
    if (value !== null) dates.set(name, value);
  }
  const rates = useSearchResult(dates.toString(), consoleApi.providerRates);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = formText(form, name).trim();
      if (value !== '') next.set(name, value);
    }
    setParams(next);
  };

  const text = (name: (typeof FILTERS)[number], type = 'text', extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`search-${name}`}>{LABELS[name]}</label>
      <input id={`search-${name}`} name={name} type={type} defaultValue={query.get(name) ?? ''} {...extra} />
    </div>
  );

  return (
    <>
      <h1>Transactions</h1>
      <form className="report-filters" onSubmit={apply} key={filters}>
        {text('player')}
        {text('email', 'email')}
        {text('reference')}
        {text('providerReference')}
        {text('card', 'text', { inputMode: 'numeric', pattern: '\\d{4}', maxLength: '4' })}
        <div className="field">
          <label htmlFor="search-status">{LABELS.status}</label>
          <select id="search-status" name="status" defaultValue={query.get('status') ?? ''}>
            <option value="">Any</option>
            {ADMIN_TRANSACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="search-action">{LABELS.action}</label>
          <select id="search-action" name="action" defaultValue={query.get('action') ?? ''}>
            <option value="">Any</option>
            {PAYMENT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        {text('method')}
        {text('from', 'date')}
        {text('to', 'date')}
        <button type="submit">Search</button>
      </form>
      <SearchStatus result={current} loading={'Searching…'} />
      {current?.ok === true ? (
        <>
          <p>
            <a className="download" href={consoleApi.transactionsCsvUrl(filters)} download>
              Download CSV
            </a>
          </p>
          <TransactionsTable caption="Matching transactions, newest first" items={current.value.items} />
          <Pager
            label="Result pages"
            page={current.value.page}
            pageSize={current.value.pageSize}
            total={current.value.total}
            to={(n) => {
              const next = new URLSearchParams(query);
              next.set('page', String(n));
              return `/payments/transactions?${next.toString()}`;
            }}
          />
        </>
      ) : null}
      <h2>Providers</h2>
      {rates === null ? <p className="status">Loading the provider rates…</p> : null}
      {rates?.ok === false ? (
        <p role="alert" className="error">
          {rates.message}
        </p>
      ) : null}
      {rates?.ok === true ? <RatesTable rows={rates.value.rows} /> : null}
    </>
  );
}

/** Transactions as staff read them; the player view shows the same table. */
export function TransactionsTable({
  caption,
  items,
  withPlayer = true,
}: {
  readonly caption: string;
  readonly items: readonly AdminTransaction[];
  /** False in one player's own view, where every row would name them. */
  readonly withPlayer?: boolean;
}) {
  const captionId = `caption-${caption.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="report">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When (UTC)</th>
            <th scope="col">Reference</th>
            {withPlayer ? <th scope="col">Player</th> : null}
            <th scope="col">Type</th>
            <th scope="col">Method</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Provider reference</th>
            <th scope="col">Card</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={withPlayer ? 9 : 8}>No transactions match.</td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id} data-status={item.status}>
                <th scope="row">{utcTime(item.createdAt)}</th>
                <td className="mono">
                  <span className="ref" title={item.id}>
                    {item.id}
                  </span>
                </td>
                {withPlayer ? (
                  <td>
                    <Link to={`/players/${item.playerId}`}>{item.email}</Link>
                  </td>
                ) : null}
                <td>{item.action}</td>
                <td>{item.methodName}</td>
                <td className="number">{money(item.amount, item.currency)}</td>
                <td className="wrap">
                  {item.status}
                  {item.errorCode === null ? null : ` (${item.errorCode})`}
                  {item.reviewState === null ? null : ` · ${REVIEW_LABELS[item.reviewState]}`}
                </td>
                <td className="mono">
                  {item.providerReference === null ? (
                    '—'
                  ) : (
                    <span className="ref" title={item.providerReference}>
                      {item.providerReference}
                    </span>
                  )}
                </td>
                <td>{item.card ?? '—'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function RatesTable({ rows }: { readonly rows: readonly ProviderRate[] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="rates-caption" tabIndex={0}>
      <table className="report">
        <caption id="rates-caption">Approval and decline rates per provider (settled payments)</caption>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Payments</th>
            <th scope="col">Approved</th>
            <th scope="col">Declined</th>
            <th scope="col">Failed</th>
            <th scope="col">Approval rate</th>
            <th scope="col">Decline rate</th>
            <th scope="col">Decline codes</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8}>No payments in these dates.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.providerId}>
                <th scope="row">{row.providerId}</th>
                <td className="number">{row.total}</td>
                <td className="number">{row.approved}</td>
                <td className="number">{row.declined}</td>
                <td className="number">{row.failed}</td>
                <td className="number">{percent(row.approvalRate)}</td>
                <td className="number">{percent(row.declineRate)}</td>
                <td>
                  {row.declineCodes.length === 0
                    ? '—'
                    : row.declineCodes.map((code) => `${code.code} (${code.count})`).join(', ')}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
