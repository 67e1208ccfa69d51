import { sql, type RawBuilder } from 'kysely';

/**
 * A player's first device from the app's own events table: the device of their visitor's earliest
 * event (by time, then event id; bots' events too). In the query, `a` is the player's attribution.
 */
export const EVENTS_FIRST_DEVICE = sql`(select fe.device from analytics_events fe
  where fe.temp_player_id = a.temp_player_id order by fe.timestamp, fe.event_id limit 1)`;

/**
 * A player's first device as the reports group their registration and money by it. Where the
 * events are in the app's database it is read from them; where they are on ClickHouse, from
 * `player_devices`, which the background step of player-devices-keeper.ts keeps (decision 120).
 * In the query, `p` is the player and `a` their attribution.
 */
export const PLAYER_FIRST_DEVICE: RawBuilder<unknown> = sql`coalesce(
  (select d.device from player_devices d where d.player_id = p.id), ${EVENTS_FIRST_DEVICE})`;
