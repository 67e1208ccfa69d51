import type { ClickHouseClient } from '@clickhouse/client';

/**
 * A read that callers asking for the same key while it runs share, per client: a report asks
 * the same question from many of its queries at once. The answer is forgotten once settled, so a
 * later call reads afresh.
 */
export function sharedWhileRunning<Answer>(): (
  client: ClickHouseClient,
  key: string,
  read: () => Promise<Answer>,
) => Promise<Answer> {
  const inFlight = new WeakMap<ClickHouseClient, Map<string, Promise<Answer>>>();
  return (client, key, read) => {
    let running = inFlight.get(client);
    if (running === undefined) {
      running = new Map();
      inFlight.set(client, running);
    }
    const pending = running.get(key);
    if (pending !== undefined) return pending;
    const answer = read().finally(() => {
      running.delete(key);
    });
    running.set(key, answer);
    return answer;
  };
}
