import {
  TIMING_PERCENTILES,
  TRAFFIC_TIMING_METRICS,
  type TimingRow,
  type TrafficTimingMetric,
} from '@playfront/contracts';
import { countFormat, millisText, valueLabel } from './traffic-labels.ts';

const METRIC_LABELS: Record<TrafficTimingMetric, string> = {
  loading_time: 'Load',
  time_to_first_byte: 'First byte',
};

/** Page timing percentiles by one dimension, in a table that scrolls sideways on a phone. */
export function TimingTable({
  id,
  title,
  heading,
  rows,
}: {
  id: string;
  title: string;
  heading: string;
  rows: TimingRow[];
}) {
  return (
    // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="report">
        <caption id={id}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {TRAFFIC_TIMING_METRICS.map((metric) => (
              <th key={metric} scope="col" className="number">
                {METRIC_LABELS[metric]} samples
              </th>
            ))}
            {TRAFFIC_TIMING_METRICS.flatMap((metric) =>
              TIMING_PERCENTILES.map((p) => (
                <th key={`${metric}-${p}`} scope="col" className="number">
                  {METRIC_LABELS[metric]} {p}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={1 + TRAFFIC_TIMING_METRICS.length * (1 + TIMING_PERCENTILES.length)}>
                No timed page loads.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={valueLabel(row.value)}>
                <th scope="row">{valueLabel(row.value)}</th>
                {TRAFFIC_TIMING_METRICS.map((metric) => (
                  <td key={metric} className="number">
                    {countFormat.format(row[metric].samples)}
                  </td>
                ))}
                {TRAFFIC_TIMING_METRICS.flatMap((metric) =>
                  TIMING_PERCENTILES.map((p) => (
                    <td key={`${metric}-${p}`} className="number" data-metric={`${metric}.${p}`}>
                      {millisText(row[metric][p])}
                    </td>
                  )),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
