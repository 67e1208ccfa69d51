import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrafficInterval, TrafficPoint } from '@playfront/contracts';
import { bucketText, countFormat, INTERVAL_LABELS } from './traffic-labels.ts';

const HEIGHT = 260;
/** Each line's colour, with contrast of at least 3:1 on white (WCAG 1.4.11). */
const LINES = [
  { key: 'visitors', label: 'Visitors', stroke: '#0b57d0' },
  { key: 'visits', label: 'Visits', stroke: '#a3360b' },
  { key: 'pageviews', label: 'Page views', stroke: '#1e7045' },
] as const;

/** Tick labels in UTC: `14:00` for hours (the date at midnight), `03-10` for days and weeks. */
function tickText(interval: TrafficInterval, seconds: number): string {
  const iso = new Date(seconds * 1000).toISOString();
  if (interval === 'hour' && iso.slice(11, 16) !== '00:00') return iso.slice(11, 16);
  return iso.slice(5, 10);
}

/** Room for one tick label: a day's `03-10` or an hour's `14:00`, with space around it. */
const TICK_SPACE_PX = 56;

/**
 * Day and week ticks on the buckets themselves, thinned to what fits: uPlot's own splits fall
 * between midnights too, which would label one day several times.
 */
function bucketSplits(starts: readonly number[], width: number): number[] {
  const fit = Math.max(1, Math.floor(width / TICK_SPACE_PX));
  const stride = Math.ceil(starts.length / fit);
  return starts.filter((_, index) => index % stride === 0);
}

function options(width: number, interval: TrafficInterval, starts: readonly number[]): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // The buckets are UTC, as the API's; uPlot would draw them in the browser's zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    legend: { show: false },
    scales: { x: { time: true } },
    series: [{}, ...LINES.map((line) => ({ label: line.label, stroke: line.stroke, width: 2 }))],
    axes: [
      {
        ...(interval === 'hour'
          ? {}
          : { splits: (chart: uPlot) => bucketSplits(starts, chart.bbox.width / devicePixelRatio) }),
        values: (_chart, ticks) => ticks.map((tick) => tickText(interval, tick)),
      },
      { values: (_chart, ticks) => ticks.map((tick) => countFormat.format(tick)) },
    ],
  };
}

/**
 * The series as one uPlot chart (canvas, drawn by the library) with its own legend, and the same
 * numbers as a table for screen readers: the canvas is hidden from them.
 */
export function SeriesChart({ points, interval }: { points: TrafficPoint[]; interval: TrafficInterval }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const starts = points.map((point) => Date.parse(point.start) / 1000);
    const data: uPlot.AlignedData = [starts, ...LINES.map((line) => points.map((point) => point[line.key]))];
    const chart = new uPlot(options(element.clientWidth || 600, interval, starts), data, element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, interval]);

  return (
    <figure className="traffic-chart" aria-labelledby="traffic-chart-title">
      <figcaption id="traffic-chart-title">
        Visitors, visits and page views per {INTERVAL_LABELS[interval].toLowerCase()} (UTC)
      </figcaption>
      <ul className="chart-legend" aria-hidden="true">
        {LINES.map((line) => (
          <li key={line.key}>
            <span className="swatch" style={{ background: line.stroke }} />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={box} className="chart-canvas" aria-hidden="true" />
      <div className="visually-hidden">
        <table>
          <caption>Series by {INTERVAL_LABELS[interval].toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">{INTERVAL_LABELS[interval]}</th>
              {LINES.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start}>
                <th scope="row">{bucketText(point.start, interval)}</th>
                {LINES.map((line) => (
                  <td key={line.key}>{countFormat.format(point[line.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
