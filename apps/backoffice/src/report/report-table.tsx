import { AFFILIATE_METRICS, type AffiliateReport } from '@playfront/contracts';
import { DIMENSION_LABELS, formatMetric, METRIC_LABELS } from './metric-labels.ts';

/** The pivot: one row per combination of the grouped dimensions, the totals in the footer. */
export function ReportTable({ report }: { report: AffiliateReport }) {
  const { group_by: groupBy, currency } = report;
  return (
    // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="report-caption" tabIndex={0}>
      <table className="report">
        <caption id="report-caption">
          Affiliate report, {report.from} to {report.to}, amounts in {currency}
        </caption>
        <thead>
          <tr>
            {groupBy.map((dimension) => (
              <th key={dimension} scope="col">
                {DIMENSION_LABELS[dimension]}
              </th>
            ))}
            {AFFILIATE_METRICS.map((metric) => (
              <th key={metric} scope="col" className="number" data-metric={metric}>
                {METRIC_LABELS[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={groupBy.length + AFFILIATE_METRICS.length}>No activity in this range.</td>
            </tr>
          ) : (
            report.rows.map((row) => {
              const key = groupBy.map((d) => row[d] ?? '∅').join('|');
              return (
                <tr key={key}>
                  {groupBy.map((dimension, index) =>
                    index === 0 ? (
                      <th key={dimension} scope="row">
                        {row[dimension] ?? 'none'}
                      </th>
                    ) : (
                      <td key={dimension}>{row[dimension] ?? 'none'}</td>
                    ),
                  )}
                  {AFFILIATE_METRICS.map((metric) => (
                    <td key={metric} className="number" data-metric={metric}>
                      {formatMetric(metric, row[metric], currency)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={Math.max(groupBy.length, 1)}>
              Total
            </th>
            {AFFILIATE_METRICS.map((metric) => (
              <td key={metric} className="number" data-metric={metric}>
                {formatMetric(metric, report.totals[metric], currency)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
