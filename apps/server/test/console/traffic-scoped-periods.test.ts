import { describe, expect, it } from 'vitest';
import { SqlTrafficReport } from '../../src/console/traffic/sql-traffic-report.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { eventsDatabase } from '../helpers/events-database.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A filtered report copies each period's events apart (decision 093): the visits of either period
 * still see the idle window before it, and a visit that starts in the previous period and goes on
 * into the current one counts in the previous period only, with its page views until that
 * period's end.
 */
describe.each(['sqlite', 'postgres'] as const)(
  'given visits across the periods, a filtered report on %s',
  (dialect) => {
    // The report's day D; the previous period is the day before.
    const D = Math.floor(Date.now() / DAY) * DAY - 4 * DAY;
    const P = D - DAY;
    const view = (visitor: string, timestamp: number, license = 'lic-p') =>
      storedUntimed({ temp_player_id: visitor, timestamp, pathname: '/p', license, event: 'page_view' });
    const database = eventsDatabase(dialect, 'scoped-periods', () => [
      // A visit open when the previous period starts (counted in neither), then one within it.
      view('v1', P - 10 * MINUTE),
      view('v1', P + 5 * MINUTE),
      view('v1', P + 2 * HOUR),
      view('v1', P + 2 * HOUR + MINUTE),
      // A visit from the previous period into the current one: one page view before D, a
      // bounce there; then a visit of the current period.
      view('v2', D - 10 * MINUTE),
      view('v2', D + 5 * MINUTE),
      view('v2', D + 5 * MINUTE + 1),
      view('v2', D + 3 * HOUR),
      // Out of scope: would join v2's visits if the copies kept it.
      view('v2', D + 3 * HOUR - 20 * MINUTE, 'other'),
      view('v2', P + 20 * HOUR, 'other'),
    ]);

    it("should count each period's visits and bounces as they start in it", async () => {
      const report = await new SqlTrafficReport(database.handle.db).report({
        from: isoDay(D),
        to: isoDay(D),
        interval: 'hour',
        filters: { license: 'lic-p' },
        top: 10,
        stags: null,
        includeBots: false,
      });
      expect(report.previous.totals).toEqual({
        visitors: 2,
        visits: 2,
        pageviews: 4,
        views_per_visit: 2,
        bounce_rate: 0.5,
      });
      expect(report.totals).toEqual({
        visitors: 1,
        visits: 1,
        pageviews: 3,
        views_per_visit: 3,
        bounce_rate: 1,
      });
      expect(report.series.filter((point) => point.visits > 0)).toEqual([
        { start: new Date(D + 3 * HOUR).toISOString(), visitors: 1, visits: 1, pageviews: 1 },
      ]);
    });
  },
);
