import { TRAFFIC_KPIS, type TrafficKpi, type TrafficTotals } from '@playfront/contracts';
import { KPI_LABELS, kpiText } from './traffic-labels.ts';

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const points = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** How a KPI moved since the previous period: relative for counts, in points for the bounce rate. */
function change(kpi: TrafficKpi, now: number | null, before: number | null): { text: string; way: string } {
  if (now === null || before === null) return { text: 'no comparison', way: 'same' };
  if (now === before) return { text: 'no change', way: 'same' };
  const way = now > before ? 'up' : 'down';
  const arrow = way === 'up' ? '↑' : '↓';
  if (kpi === 'bounce_rate')
    return { text: `${arrow} ${points.format(Math.abs(now - before) * 100)} pts`, way };
  if (before === 0) return { text: `${arrow} new`, way };
  return { text: `${arrow} ${percent.format(Math.abs(now - before) / before)}`, way };
}

/** The KPI strip: each KPI, and its change since the range of the same length before it. */
export function KpiStrip({ totals, previous }: { totals: TrafficTotals; previous: TrafficTotals }) {
  return (
    <ul className="kpis" aria-label="Key figures">
      {TRAFFIC_KPIS.map((kpi) => {
        const moved = change(kpi, totals[kpi], previous[kpi]);
        return (
          <li key={kpi} data-kpi={kpi}>
            <span className="kpi-label">{KPI_LABELS[kpi]}</span>
            <strong className="kpi-value">{kpiText(kpi, totals[kpi])}</strong>
            <span className="kpi-change" data-way={moved.way}>
              {moved.text}
              <span className="kpi-previous"> (previous period: {kpiText(kpi, previous[kpi])})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
