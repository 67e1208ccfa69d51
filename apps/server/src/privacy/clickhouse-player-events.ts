import type { ClickHouseClient } from '@clickhouse/client';
import type { ExportedEvent } from '@playfront/contracts';
import { EVENT_COLUMNS } from '../events/event-columns.ts';
import type { StoredEvent } from '../events/events-sink.ts';
import { stringList, stringLiteral } from '../events/clickhouse/clickhouse-literal.ts';
import { keepFirstDeviceAs } from '../events/clickhouse/clickhouse-first-devices-kept.ts';
import { listVisitorDays } from '../events/clickhouse/clickhouse-timing-days.ts';
import { toExportedEvent, type PlayerEventIds, type PlayerEvents } from './player-events.ts';

/** `user_id = … OR temp_player_id IN (…)`, of literals (18.16 has no query parameters). */
function namesPlayer(ids: PlayerEventIds): string {
  const byUser = `user_id = ${stringLiteral(ids.userId)}`;
  return ids.visitorIds.length === 0
    ? byUser
    : `(${byUser} OR temp_player_id IN ${stringList(ids.visitorIds)})`;
}

/**
 * A player's events on ClickHouse (EVENTS_CLICKHOUSE_URL, decision 057). The export is one query
 * whose rows are streamed as ClickHouse sends them (`LIMIT 1 BY event_id`: a row inserted twice
 * and not merged yet is read once). Pseudonymisation is an `ALTER TABLE … UPDATE` mutation, which
 * ClickHouse applies in the background (seconds on small parts); the hourly rollup holds only
 * uniqExact states (hashes) of visitor ids, nothing readable back, and is left as it is; the
 * days of the visitor's events go on the per-day tables' work list (`listVisitorDays`), and their
 * first device is kept under the pseudonym too (`keepFirstDeviceAs`).
 */
export class ClickHousePlayerEvents implements PlayerEvents {
  readonly #client: ClickHouseClient;
  readonly #ready: () => Promise<void>;

  /** `ready` brings the events' schema up: a server whose collector took no event yet has none. */
  constructor(client: ClickHouseClient, ready: () => Promise<void>) {
    this.#client = client;
    this.#ready = ready;
  }

  async *read(ids: PlayerEventIds): AsyncIterable<ExportedEvent> {
    await this.#ready();
    const result = await this.#client.query({
      query: `SELECT ${EVENT_COLUMNS.join(', ')} FROM analytics_events WHERE ${namesPlayer(ids)}
        ORDER BY timestamp, event_id LIMIT 1 BY event_id`,
      format: 'JSONEachRow',
    });
    for await (const rows of result.stream<StoredEvent>()) {
      for (const row of rows) yield toExportedEvent(row.json());
    }
  }

  async pseudonymise(ids: PlayerEventIds, pseudonym: string): Promise<void> {
    await this.#ready();
    await this.#client.command({
      query: `ALTER TABLE analytics_events UPDATE user_id = ${stringLiteral(pseudonym)}
        WHERE user_id = ${stringLiteral(ids.userId)}`,
    });
    if (ids.visitorIds.length === 0) return;
    await this.#client.command({
      query: `ALTER TABLE analytics_events UPDATE temp_player_id = ${stringLiteral(pseudonym)}
        WHERE temp_player_id IN ${stringList(ids.visitorIds)}`,
    });
    await listVisitorDays(this.#client, [...ids.visitorIds, pseudonym]);
    await keepFirstDeviceAs(this.#client, ids.visitorIds, pseudonym);
  }
}
