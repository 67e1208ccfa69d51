import {
  REPORT_DIMENSIONS,
  REPORTING_CURRENCIES,
  parseGroupBy,
  parseStagFilter,
  type ReportDimension,
  type ReportingCurrency,
  DAY_MS,
} from '@playfront/contracts';

/** The report a page shows, as its URL holds it (so a link or a reload shows the same report). */
export interface ReportQuery {
  readonly from: string;
  readonly to: string;
  readonly groupBy: readonly ReportDimension[];
  readonly currency: ReportingCurrency;
  /** Only these stags (the API's `stag=`); none for every stag the viewer may see. */
  readonly stags: readonly string[];
}

/** A stag as the site accepts one; anything else in the URL is dropped rather than sent. */
const STAG = /^[\w.~-]{1,100}$/;

/** The stags a comma-separated field or URL value names, in order, without repeats or blanks. */
export const readStags = (raw: string | null): string[] =>
  parseStagFilter(raw?.replaceAll(' ', '') ?? undefined).filter((stag) => STAG.test(stag));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
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
    stags: readStags(params.get('stag')),
  };
}

/** The query as URL search parameters, which are also the API's. */
export function reportSearch(query: ReportQuery): URLSearchParams {
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    group_by: REPORT_DIMENSIONS.filter((d) => query.groupBy.includes(d)).join(','),
    currency: query.currency,
  });
  if (query.stags.length > 0) search.set('stag', query.stags.join(','));
  return search;
}
