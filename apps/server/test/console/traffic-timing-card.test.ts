import { describe, expect, it } from 'vitest';
import {
  TRAFFIC_TIMING_METRICS,
  timingBucket,
  type TimingRow,
  type TimingStats,
  type TrafficFilters,
} from '@playfront/contracts';
import { SqlTrafficReport } from '../../src/console/traffic/sql-traffic-report.ts';
import type { TrafficReportParams } from '../../src/console/traffic/traffic-report-source.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { eventsDatabase } from '../helpers/events-database.ts';
import { seededRandom } from '../helpers/seeded-random.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Events per page and license (the last page none): ties at the cuts of 3 and 10 rows. */
const PAGE_SAMPLES = [9, 9, 9, 8, 8, 7, 7, 7, 6, 5, 5, 4, 9];
/** A page's events take these devices in turn: none the most. */
const DEVICES = [null, 'dev-1', 'dev-2', 'dev-3', 'dev-4'];

/**
 * Events over two days from `midnight` with both timings drawn over the whole bucket ladder (tenths
 * below 12.8 ms, doublings above, some left out), in two licenses, bots among them, each page with
 * its number of events in each license (so the card's order has ties and a none).
 */
function traffic(midnight: number): StoredEvent[] {
  const next = seededRandom(93);
  const timing = () => (next() < 0.15 ? null : Math.round(10 ** (next() * 6 - 1) * 1000) / 1000);
  const events: StoredEvent[] = [];
  for (const license of ['lic-a', 'lic-b']) {
    PAGE_SAMPLES.forEach((pageCount, page) => {
      for (let n = 0; n < pageCount; n += 1) {
        events.push(
          asStored(
            makeEvent({
              temp_player_id: `visitor-${Math.floor(next() * 20)}`,
              timestamp: midnight + Math.floor(next() * 2 * DAY),
              pathname: page === PAGE_SAMPLES.length - 1 ? null : `/page-${page}`,
              device: DEVICES[n % DEVICES.length],
              license,
              stag: next() < 0.5 ? 'stag-a' : 'stag-b',
              loading_time: timing(),
              time_to_first_byte: timing(),
            }),
            next() < 0.1 ? 1 : 0,
          ),
        );
      }
    });
  }
  // Outside the range: never counted.
  events.push(asStored(makeEvent({ timestamp: midnight - 1, pathname: '/page-0', license: 'lic-a' })));
  events.push(asStored(makeEvent({ timestamp: midnight + 2 * DAY, pathname: '/page-0', license: 'lic-a' })));
  return events;
}

/** The definition: every sample as its bucket, sorted, the value at rank ceil(p × n). */
function stats(samples: readonly number[]): TimingStats {
  const sorted = samples.map(timingBucket).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.ceil((p * sorted.length) / 100) - 1] ?? null;
  const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return { samples: sorted.length, p50: tenth(at(50)), p75: tenth(at(75)), p95: tenth(at(95)) };
}

/** The card worked out in JavaScript from the events in scope: most samples first, then by value, none last. */
function expectedCard(
  events: readonly StoredEvent[],
  keep: (event: StoredEvent) => boolean,
  dimension: 'pathname' | 'device',
  top: number,
): TimingRow[] {
  const byValue = new Map<string | null, StoredEvent[]>();
  for (const event of events.filter(keep)) {
    byValue.set(event[dimension], [...(byValue.get(event[dimension]) ?? []), event]);
  }
  const rows = [...byValue].map(([value, held]) => {
    const [loading, firstByte] = TRAFFIC_TIMING_METRICS.map((metric) =>
      stats(held.flatMap((event) => (event[metric] === null ? [] : [event[metric]]))),
    ) as [TimingStats, TimingStats];
    return { value, loading_time: loading, time_to_first_byte: firstByte };
  });
  const weight = (row: TimingRow) => Math.max(row.loading_time.samples, row.time_to_first_byte.samples);
  return rows
    .filter((row) => weight(row) > 0)
    .sort(
      (a, b) =>
        weight(b) - weight(a) || (a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : 1),
    )
    .slice(0, top);
}

/**
 * The raw report's timing card (decision 093: the card's values picked by their sample counts,
 * then percentiles from per-bucket counts) against the nearest-rank definition computed here,
 * on the whole site's events and on a filtered copy of them (decision 092), with more values than
 * the card shows, ties at its cut and a value of none among the chosen.
 */
describe.each(['sqlite', 'postgres'] as const)(
  'given timed traffic, the raw timing card on %s',
  (dialect) => {
    const midnight = Math.floor(Date.now() / DAY) * DAY - 5 * DAY;
    const events = traffic(midnight);

    const database = eventsDatabase(dialect, 'timing-card', () => events);

    const inRange = (event: StoredEvent) =>
      event.timestamp >= midnight && event.timestamp < midnight + 2 * DAY;
    const params = (
      top: number,
      filters: TrafficFilters = {},
      stags: readonly string[] | null = null,
      includeBots = false,
    ): TrafficReportParams => ({
      from: isoDay(midnight),
      to: isoDay(midnight + DAY),
      interval: 'day',
      filters,
      top,
      stags,
      includeBots,
    });

    it.each([3, 10, 20])(
      'should give the nearest-rank card of the top %i values of all events',
      async (top) => {
        const { timing } = await new SqlTrafficReport(database.handle.db).report(params(top));
        const humans = (event: StoredEvent) => inRange(event) && event.bot === 0;
        expect(timing.by_pathname).toEqual(expectedCard(events, humans, 'pathname', top));
        expect(timing.by_device).toEqual(expectedCard(events, humans, 'device', top));
        // The cases hold what they are for: more values than the card, and none among the shown.
        expect(new Set(events.map((event) => event.pathname)).size).toBeGreaterThan(top === 20 ? 0 : top);
        expect(timing.by_device.some((row) => row.value === null)).toBe(true);
      },
    );

    it.each([3, 10])('should give the same card from the copy of a filtered scope (top %i)', async (top) => {
      const report = new SqlTrafficReport(database.handle.db);
      const licensed = await report.report(params(top, { license: 'lic-b' }, null, true));
      const ofLicense = (event: StoredEvent) => inRange(event) && event.license === 'lic-b';
      expect(licensed.timing.by_pathname).toEqual(expectedCard(events, ofLicense, 'pathname', top));
      expect(licensed.timing.by_device).toEqual(expectedCard(events, ofLicense, 'device', top));
      const staged = await report.report(params(top, { device: 'dev-1' }, ['stag-a']));
      const ofStag = (event: StoredEvent) =>
        inRange(event) && event.bot === 0 && event.device === 'dev-1' && event.stag === 'stag-a';
      expect(staged.timing.by_pathname).toEqual(expectedCard(events, ofStag, 'pathname', top));
      expect(staged.timing.by_device).toEqual(expectedCard(events, ofStag, 'device', top));
      expect(staged.timing.by_pathname.length).toBeGreaterThan(0);
    });
  },
);
