import type { FastifyInstance } from 'fastify';
import { migrateClickHouse } from '../events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient, type ClickHouseSettings } from '../events/clickhouse/clickhouse-settings.ts';
import { ClickHousePlayerEvents } from './clickhouse-player-events.ts';
import type { PlayerEvents } from './player-events.ts';
import { SqlPlayerEvents } from './sql-player-events.ts';

/**
 * A player's events where the collector puts them: ClickHouse when `EVENTS_CLICKHOUSE_URL` is
 * set (its client closed with the server), else the app's database.
 */
export function playerEventsWhereEventsAre(
  fastify: FastifyInstance,
  settings: ClickHouseSettings | undefined,
): PlayerEvents {
  if (settings === undefined) return new SqlPlayerEvents(fastify.database.db);
  const client = clickHouseClient(settings);
  fastify.addHook('onClose', () => client.close());
  // Once per server while it succeeds; a failure (ClickHouse away) is tried again next time.
  let schema: Promise<void> | undefined;
  const ready = () => {
    schema ??= migrateClickHouse(settings).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  return new ClickHousePlayerEvents(client, ready);
}
