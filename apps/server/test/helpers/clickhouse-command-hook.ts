import type { ClickHouseClient } from '@clickhouse/client';

/**
 * `client` with `before` awaited ahead of each `command` it runs (a write or DDL statement): for
 * tests that pause one instance at a chosen statement, or note what it wrote. Everything else
 * passes through.
 */
export function withCommandHook(
  client: ClickHouseClient,
  before: (query: string) => Promise<void> | void,
): ClickHouseClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'command') return Reflect.get(target, property, receiver) as unknown;
      return async (params: Parameters<ClickHouseClient['command']>[0]) => {
        await before(params.query);
        return target.command(params);
      };
    },
  });
}
