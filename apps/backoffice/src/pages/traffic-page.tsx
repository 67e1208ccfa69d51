import { useSearchParams } from 'react-router';
import { TRAFFIC_DIMENSIONS } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { SearchStatus } from '../layout/search-status.tsx';
import { FilterChips } from '../traffic/filter-chips.tsx';
import { KpiStrip } from '../traffic/kpi-strip.tsx';
import { RealtimeCard } from '../traffic/realtime-card.tsx';
import { SeriesChart } from '../traffic/series-chart.tsx';
import { TimingTable } from '../traffic/timing-table.tsx';
import { TopCard } from '../traffic/top-card.tsx';
import { TrafficControls } from '../traffic/traffic-controls.tsx';
import {
  readTrafficView,
  scopeSearch,
  trafficSearch,
  withFilter,
  withoutFilter,
  type TrafficView,
} from '../traffic/traffic-query.ts';
import '../traffic/traffic.css';

/**
 * The traffic dashboard (Plausible's shape): KPIs against the previous period, one chart, top-N
 * cards whose rows filter the whole page, realtime and page timing. Everything it shows follows
 * the URL, so a filtered view can be shared or reloaded.
 */
export function TrafficPage() {
  const [params, setParams] = useSearchParams();
  const view = readTrafficView(params);
  const search = trafficSearch(view).toString();
  const current = useSearchResult(search, consoleApi.traffic);
  const show = (next: TrafficView) => {
    setParams(trafficSearch(next));
  };
  const report = current?.ok === true ? current.value : null;

  return (
    <div className="traffic">
      <h1>Traffic</h1>
      <TrafficControls view={view} shown={report} onChange={show} />
      <FilterChips
        filters={view.filters}
        onRemove={(dimension) => {
          show(withoutFilter(view, dimension));
        }}
      />
      <SearchStatus result={current} loading={'Loading the traffic…'} />
      <div className="traffic-head">
        {report === null ? null : (
          <section aria-labelledby="kpi-title" className="traffic-summary">
            <h2 id="kpi-title">
              {report.from === report.to ? report.from : `${report.from} to ${report.to}`}{' '}
              <span className="hint">
                (compared with {report.previous.from}
                {report.previous.from === report.previous.to ? '' : ` to ${report.previous.to}`})
              </span>
            </h2>
            <KpiStrip totals={report.totals} previous={report.previous.totals} />
          </section>
        )}
        <RealtimeCard search={scopeSearch(view).toString()} />
      </div>
      {report === null ? null : (
        <>
          <SeriesChart points={report.series} interval={report.interval} />
          <div className="top-cards">
            {TRAFFIC_DIMENSIONS.map((dimension) => (
              <TopCard
                key={dimension}
                dimension={dimension}
                rows={report.top[dimension]}
                linkTo={(value) => `?${trafficSearch(withFilter(view, dimension, value)).toString()}`}
              />
            ))}
          </div>
          <section aria-labelledby="timing-title" className="timing">
            <h2 id="timing-title">Page timing</h2>
            <p className="hint">
              Nearest-rank percentiles, in milliseconds, over the page loads that reported their timing (the
              first page view of each document); to the nearest 0.1 ms below 12.8 ms, within 0.8 % above.
            </p>
            <TimingTable id="timing-pages" title="By page" heading="Page" rows={report.timing.by_pathname} />
            <TimingTable
              id="timing-devices"
              title="By device"
              heading="Device"
              rows={report.timing.by_device}
            />
          </section>
        </>
      )}
    </div>
  );
}
