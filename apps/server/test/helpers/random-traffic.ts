import type { StoredEvent } from '../../src/events/events-sink.ts';
import { asStored, makeEvent } from './analytics-events.ts';
import { seededRandom } from './seeded-random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Random traffic of `visitors` visitors over four days from `midnight`, in every dimension the
 * dashboard reads: gaps around the 30-minute visit boundary and over midnight, equal timestamps,
 * events that are not page views, timed and untimed events, bots, events without a visitor.
 */
export function traffic(seed: number, midnight: number, visitors: number): StoredEvent[] {
  const next = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const events: StoredEvent[] = [];
  for (let v = 0; v < visitors; v += 1) {
    const visitor = next() < 0.03 ? null : `visitor-${seed}-${v}`;
    const bot = next() < 0.15 ? 1 : 0;
    let time = midnight + Math.floor(next() * 3.5 * DAY);
    const count = 1 + Math.floor(next() * 12);
    for (let n = 0; n < count; n += 1) {
      const gap = pick([0, 10 * MINUTE, 29 * MINUTE, 30 * MINUTE, 31 * MINUTE, 3 * HOUR, DAY]);
      time += gap + (gap === 0 ? 0 : Math.floor(next() * 1000));
      const timed = next() < 0.6;
      events.push(
        asStored(
          makeEvent({
            temp_player_id: visitor,
            timestamp: time,
            event: pick(['page_view', 'page_view', 'page_view', 'site_loaded', 'click']),
            stag: next() < 0.2 ? null : pick(['aff-a', 'aff-b', 'aff-c', '']),
            interlayer_id: pick([null, null, 'il-1', 'il-2']),
            ip_country: pick(['DE', 'FI', 'TR']),
            device: pick(['web', 'web', 'mobile', null]),
            browser: pick(['Chrome', 'Safari', 'Instagram', null]),
            pathname: pick(['/', '/games', '/games/slots', '/cashier', null]),
            license: pick(['mga', 'ukgc', null]),
            loading_time: timed ? pick([100, 250, 250, 400, 812.5, 1500]) : null,
            time_to_first_byte: timed && next() < 0.8 ? pick([10, 20, 35.5, 60]) : null,
          }),
          // Mostly a bot's every event; now and then one event of a human flagged.
          next() < 0.05 ? 1 - bot : bot,
        ),
      );
    }
  }
  return events;
}
