import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { TrafficDimension, TrafficTopRow } from '@playfront/contracts';
import { countFormat, DIMENSION_LABELS, valueLabel } from './traffic-labels.ts';

/**
 * One top-N list. Each value is a link to the same dashboard filtered by it, so a click, Enter,
 * a new tab or the back button all work; the bar behind a row is its share of the top row.
 */
export function TopCard({
  dimension,
  rows,
  linkTo,
}: {
  dimension: TrafficDimension;
  rows: TrafficTopRow[];
  linkTo: (value: string) => string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.visitors));
  const title = `top-${dimension}`;
  return (
    <section className="top-card" aria-labelledby={title}>
      <h2 id={title}>{DIMENSION_LABELS[dimension]}</h2>
      {rows.length === 0 ? (
        <p className="hint">No visits.</p>
      ) : (
        <table className="report top-table" data-dimension={dimension}>
          <thead>
            <tr>
              <th scope="col">{DIMENSION_LABELS[dimension]}</th>
              <th scope="col" className="number">
                Visitors
              </th>
              <th scope="col" className="number">
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = valueLabel(row.value);
              return (
                <tr key={label} style={{ '--share': `${(row.visitors / most) * 100}%` } as CSSProperties}>
                  <th scope="row">
                    <Link to={linkTo(label)} title={`Filter by ${DIMENSION_LABELS[dimension]}: ${label}`}>
                      {label}
                    </Link>
                  </th>
                  <td className="number" data-metric="visitors">
                    {countFormat.format(row.visitors)}
                  </td>
                  <td className="number" data-metric="pageviews">
                    {countFormat.format(row.pageviews)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
