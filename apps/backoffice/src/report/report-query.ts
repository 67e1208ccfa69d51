import {
  REPORT_DIMENSIONS,
  REPORTING_CURRENCIES,
  parseGroupBy,
  type ReportDimension,
  type ReportingCurrency,
} from '@playfront/contracts';

/** The report a page shows, as its URL holds it (so a link or a reload shows the same report). */
export interface ReportQuery {
  readonly from: string;
  readonly to: string;
  readonly groupBy: readonly ReportDimension[];
  readonly currency: ReportingCurrency;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const isCurrency = (value: string | null): value is ReportingCurrency =>
  value !== null && (REPORTING_CURRENCIES as readonly string[]).includes(value);

/** Reads the URL's query; the last seven days by `stag` in EUR where it says nothing. */
export function readReportQuery(params: URLSearchParams, now = Date.now()): ReportQuery {
  const from = params.get('from');
  const to = params.get('to');
  const currency = params.get('currency');
  const groupBy = parseGroupBy(params.get('group_by') ?? undefined);
  return {
    from: from !== null && DATE.test(from) ? from : isoDay(now - 6 * DAY_MS),
    to: to !== null && DATE.test(to) ? to : isoDay(now),
    groupBy: groupBy.length === 0 ? ['stag'] : groupBy,
    currency: isCurrency(currency) ? currency : 'EUR',
  };
}

/** The query as URL search parameters, which are also the API's. */
export function reportSearch(query: ReportQuery): URLSearchParams {
  return new URLSearchParams({
    from: query.from,
    to: query.to,
    group_by: REPORT_DIMENSIONS.filter((d) => query.groupBy.includes(d)).join(','),
    currency: query.currency,
  });
}
