import type { SubmitEvent } from 'react';
import {
  TRAFFIC_DIMENSIONS,
  TRAFFIC_INTERVALS,
  TRAFFIC_PERIODS,
  type TrafficDimension,
} from '@playfront/contracts';
import { formText } from '../form-text.ts';
import { DIMENSION_LABELS, INTERVAL_LABELS, PERIOD_LABELS } from './traffic-labels.ts';
import { withFilter, type TrafficView } from './traffic-query.ts';

const CUSTOM = 'custom';
const FIRST_DIMENSION: TrafficDimension = 'stag';

/**
 * The dashboard's range, interval and bots, and a way to add any filter by typing its value.
 * Both forms only change the URL; the page follows it.
 */
export function TrafficControls({
  view,
  shown,
  onChange,
}: {
  view: TrafficView;
  /** The range the last answer covered, to start the date fields from. */
  shown: { from: string; to: string } | null;
  onChange: (view: TrafficView) => void;
}) {
  const period = 'period' in view.range ? view.range.period : CUSTOM;
  const from = 'from' in view.range ? view.range.from : (shown?.from ?? '');
  const to = 'to' in view.range ? view.range.to : (shown?.to ?? '');

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = TRAFFIC_PERIODS.find((p) => p === formText(form, 'period'));
    const interval = TRAFFIC_INTERVALS.find((i) => i === formText(form, 'interval')) ?? null;
    onChange({
      ...view,
      range:
        chosen !== undefined
          ? { period: chosen }
          : { from: formText(form, 'from'), to: formText(form, 'to') },
      interval,
      includeBots: form.get('include_bots') === 'on',
    });
  };

  const addFilter = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const dimension = TRAFFIC_DIMENSIONS.find((d) => d === formText(form, 'dimension'));
    const value = formText(form, 'value').trim();
    if (dimension !== undefined && value !== '') onChange(withFilter(view, dimension, value));
  };

  return (
    <div className="traffic-controls">
      <form className="report-filters" onSubmit={apply} key={JSON.stringify(view)} aria-label="Range">
        <div className="field">
          <label htmlFor="traffic-period">Period</label>
          <select id="traffic-period" name="period" defaultValue={period}>
            {TRAFFIC_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
            <option value={CUSTOM}>Custom range</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="traffic-from">From</label>
          <input id="traffic-from" name="from" type="date" defaultValue={from} />
        </div>
        <div className="field">
          <label htmlFor="traffic-to">To</label>
          <input id="traffic-to" name="to" type="date" defaultValue={to} />
        </div>
        <div className="field">
          <label htmlFor="traffic-interval">Interval</label>
          <select id="traffic-interval" name="interval" defaultValue={view.interval ?? ''}>
            <option value="">Automatic</option>
            {TRAFFIC_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {INTERVAL_LABELS[i]}
              </option>
            ))}
          </select>
        </div>
        <label className="check">
          <input type="checkbox" name="include_bots" defaultChecked={view.includeBots} />
          Include bots
        </label>
        <button type="submit">Show</button>
      </form>
      <form className="report-filters" onSubmit={addFilter} aria-label="Add a filter">
        <div className="field">
          <label htmlFor="traffic-dimension">Filter by</label>
          <select id="traffic-dimension" name="dimension" defaultValue={FIRST_DIMENSION}>
            {TRAFFIC_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {DIMENSION_LABELS[d]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="traffic-value">Value</label>
          <input id="traffic-value" name="value" type="text" required />
        </div>
        <button type="submit">Add filter</button>
      </form>
    </div>
  );
}
