import type { SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FUNNEL_RATES, FUNNEL_STEPS, type FunnelRate, type FunnelStep } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { readReportQuery } from '../report/report-query.ts';
import { SearchStatus } from '../layout/search-status.tsx';

const LABELS: Record<FunnelStep | FunnelRate, string> = {
  visits: 'Visits',
  registrations: 'Registrations',
  first_deposits: 'First deposits',
  second_deposits: 'Second deposits',
  visit_to_registration: 'Visit → registration',
  registration_to_first_deposit: 'Registration → first deposit',
  first_to_second_deposit: 'First → second deposit',
};

const COLUMNS = [...FUNNEL_STEPS, ...FUNNEL_RATES];
const count = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 });
const cell = (column: FunnelStep | FunnelRate, value: number | null) =>
  value === null
    ? '—'
    : (FUNNEL_RATES as readonly string[]).includes(column)
      ? percent.format(value)
      : count.format(value);

/** The funnel per stag; the date range lives in the URL. */
export function FunnelPage() {
  const [params, setParams] = useSearchParams();
  const { from, to } = readReportQuery(params);
  const search = new URLSearchParams({ from, to }).toString();
  const current = useSearchResult(search, consoleApi.funnel);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ from: formText(form, 'from') || from, to: formText(form, 'to') || to });
  };

  return (
    <>
      <h1>Funnel</h1>
      <form className="report-filters" onSubmit={apply} key={search}>
        <div className="field">
          <label htmlFor="funnel-from">From</label>
          <input id="funnel-from" name="from" type="date" defaultValue={from} required />
        </div>
        <div className="field">
          <label htmlFor="funnel-to">To</label>
          <input id="funnel-to" name="to" type="date" defaultValue={to} required />
        </div>
        <button type="submit">Show funnel</button>
      </form>
      <SearchStatus result={current} loading={'Loading the funnel…'} />
      {current?.ok === true ? (
        // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-labelledby="funnel-caption" tabIndex={0}>
          <table className="report">
            <caption id="funnel-caption">
              Funnel by stag, {current.value.from} to {current.value.to}
            </caption>
            <thead>
              <tr>
                <th scope="col">Stag</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="number">
                    {LABELS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {current.value.rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length + 1}>No activity in this range.</td>
                </tr>
              ) : (
                current.value.rows.map((row) => (
                  <tr key={row.stag ?? '∅'}>
                    <th scope="row">{row.stag ?? 'none'}</th>
                    {COLUMNS.map((column) => (
                      <td key={column} className="number" data-metric={column}>
                        {cell(column, row[column])}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {COLUMNS.map((column) => (
                  <td key={column} className="number" data-metric={column}>
                    {cell(column, current.value.totals[column])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </>
  );
}
