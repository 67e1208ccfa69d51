import type { SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_DIMENSIONS, REPORTING_CURRENCIES, type ReportDimension } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { DIMENSION_LABELS } from '../report/metric-labels.ts';
import { readReportQuery, readStags, reportSearch } from '../report/report-query.ts';
import { ReportTable } from '../report/report-table.tsx';
import { SearchStatus } from '../layout/search-status.tsx';

/**
 * The affiliate report: date range, group-by, currency and stag filter live in the URL; the form
 * changes the URL and the table follows it. Staff and affiliate users (decision 048) read the same
 * page; the API decides which stags each may see.
 */
export function AffiliateReportPage() {
  const [params, setParams] = useSearchParams();
  const query = readReportQuery(params);
  const search = reportSearch(query).toString();
  const current = useSearchResult(search, consoleApi.affiliateReport);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.getAll('group_by');
    const groupBy = REPORT_DIMENSIONS.filter((d) => chosen.includes(d));
    setParams(
      reportSearch({
        from: formText(form, 'from') || query.from,
        to: formText(form, 'to') || query.to,
        groupBy: groupBy.length === 0 ? ['stag'] : groupBy,
        currency: REPORTING_CURRENCIES.find((c) => c === formText(form, 'currency')) ?? query.currency,
        stags: readStags(formText(form, 'stag')),
      }),
    );
  };

  return (
    <>
      <h1>Affiliate report</h1>
      <form className="report-filters" onSubmit={apply} key={search}>
        <div className="field">
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={query.from} required />
        </div>
        <div className="field">
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={query.to} required />
        </div>
        <fieldset>
          <legend>Group by</legend>
          {REPORT_DIMENSIONS.map((dimension: ReportDimension) => (
            <label key={dimension} className="check">
              <input
                type="checkbox"
                name="group_by"
                value={dimension}
                defaultChecked={query.groupBy.includes(dimension)}
              />
              {DIMENSION_LABELS[dimension]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="currency">Currency</label>
          <select id="currency" name="currency" defaultValue={query.currency}>
            {REPORTING_CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="stag">Stags</label>
          <input
            id="stag"
            name="stag"
            defaultValue={query.stags.join(', ')}
            aria-describedby="stag-hint"
            autoComplete="off"
          />
          <p id="stag-hint" className="hint">
            Optional: one or more, separated by commas.
          </p>
        </div>
        <button type="submit">Show report</button>
        <a className="download" href={consoleApi.affiliateReportCsvUrl(search)} download>
          Download CSV
        </a>
      </form>
      <SearchStatus result={current} loading={'Loading the report…'} />
      {current?.ok === true ? <ReportTable report={current.value} /> : null}
    </>
  );
}
