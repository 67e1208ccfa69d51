import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { chunkOf, localOf, visitorPair } from './rollup-blobs.ts';
import { ROLLUP_SUBSETS, type RollupColumn } from './rollup-subsets.ts';

/** What the rollups read of a stored event; `seq` is its place in the order events were stored. */
export interface RollupEvent extends Readonly<Record<RollupColumn, string | null>> {
  readonly seq: number;
  readonly event_id: string;
  readonly temp_player_id: string;
  readonly timestamp: number;
  readonly bot: number;
}

/**
 * Scopes a rollup row is counted in: 0 humans (visits decided among a visitor's non-bot events,
 * the report's default), 1 everyone (`include_bots`: visits decided among all their events).
 */
export const SCOPES = [0, 1] as const;

/** Events in the report's order: by time, then event_id, so ties decide the same on every engine. */
export const byTime = (a: RollupEvent, b: RollupEvent) =>
  a.timestamp - b.timestamp || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0);

/** One `visit_rollups` row's changes: visit starts per key id, and (key id, visitor) pairs seen. */
export interface RowDelta {
  readonly scope: number;
  readonly subset: number;
  readonly day: number;
  readonly chunk: number;
  readonly visits: Map<number, number>;
  readonly visitors: Set<number>;
}

/** The changes of one batch of events, by rollup row. */
export class RollupBatch {
  readonly rows = new Map<string, RowDelta>();
  #size = 0;

  /** Pairs and counts held: the backfill writes out when this grows. */
  get size(): number {
    return this.#size;
  }

  add(
    scope: number,
    subset: number,
    day: number,
    visitorId: number,
    keyId: number,
    visits: number,
    seen: boolean,
  ) {
    const chunk = chunkOf(visitorId);
    const id = `${scope}:${subset}:${day}:${chunk}`;
    let row = this.rows.get(id);
    if (row === undefined) {
      row = { scope, subset, day, chunk, visits: new Map(), visitors: new Set() };
      this.rows.set(id, row);
    }
    if (visits !== 0) {
      row.visits.set(keyId, (row.visits.get(keyId) ?? 0) + visits);
      this.#size += 1;
    }
    if (seen) {
      row.visitors.add(visitorPair(keyId, localOf(visitorId)));
      this.#size += 1;
    }
  }
}

/**
 * Adds one visitor's changes to `batch`. `window` holds the visitor's stored events from 30 minutes
 * before their first new event (seq > watermark) to 30 minutes after their last, sorted `byTime`.
 * A new event can start a visit, and can take the start from the next stored event (a late event
 * joining or splitting visits); no event earlier than the first new one changes. Within the window
 * every event from the first new one on has its predecessor (if within 30 minutes), so the starts
 * computed with and without the new events are exact there, and their difference is the change.
 * `keyIds` gives an event's key id per subset (ROLLUP_SUBSETS order).
 */
export function addVisitor(
  batch: RollupBatch,
  window: readonly RollupEvent[],
  watermark: number,
  visitorId: number,
  keyIds: (event: RollupEvent) => readonly number[],
): void {
  let firstNew = Number.POSITIVE_INFINITY;
  for (const event of window) if (event.seq > watermark) firstNew = Math.min(firstNew, event.timestamp);
  if (firstNew === Number.POSITIVE_INFINITY) return;
  for (const scope of SCOPES) {
    let previousAll: number | null = null;
    let previousOld: number | null = null;
    // A visitor-day-key already marked seen need not be added again (most events repeat the last).
    let lastSeen: readonly number[] | null = null;
    let lastDay = -1;
    for (const event of window) {
      if (scope === 0 && event.bot !== 0) continue;
      const fresh = event.seq > watermark;
      const startAll = previousAll === null || event.timestamp - previousAll > VISIT_IDLE_MS;
      const startOld = !fresh && (previousOld === null || event.timestamp - previousOld > VISIT_IDLE_MS);
      previousAll = event.timestamp;
      if (!fresh) previousOld = event.timestamp;
      if (event.timestamp < firstNew) continue;
      const visits = (startAll ? 1 : 0) - (startOld ? 1 : 0);
      const day = Math.floor(event.timestamp / DAY_MS);
      const keys = keyIds(event);
      const seen = fresh && !(lastSeen === keys && lastDay === day);
      if (visits === 0 && !seen) continue;
      if (seen) {
        lastSeen = keys;
        lastDay = day;
      }
      for (let subset = 0; subset < ROLLUP_SUBSETS.length; subset += 1) {
        batch.add(scope, subset, day, visitorId, keys[subset] ?? 0, visits, seen);
      }
    }
  }
}
