import type { Kysely } from 'kysely';
import { firstSeenChange, NO_PREVIOUS, type Neighbours } from './first-seen.ts';
import { neighboursOf, visitorsWithHistory, type Probe } from './first-seen-probes.ts';
import { FirstSeenChanges, type FirstSeenProgress } from './first-seen-store.ts';
import { keyOfPair, localOfPair, visitorIdOf } from './rollup-blobs.ts';
import type { RollupKeys } from './rollup-keys.ts';
import type { RowDelta } from './visit-deltas.ts';

interface Added {
  readonly scope: number;
  readonly subset: number;
  readonly visitorId: number;
  readonly key: number;
  readonly days: number[];
}

/**
 * A batch's changes to the first-seen counts and visit counts (decision 068), gathered from the
 * rows `writeBatch` merges: visit starts as they are; each (visitor, key) seen on a day it was not
 * seen on before, with the stored days around it read from the events (`neighboursOf`).
 * Only units the fill has counted (FirstSeenProgress).
 */
export class FirstSeenBatch {
  readonly #progress: FirstSeenProgress;
  readonly #changes = new FirstSeenChanges();
  readonly #added = new Map<string, Added>();

  constructor(progress: FirstSeenProgress) {
    this.#progress = progress;
  }

  /** `writeBatch`'s `onAdded`. */
  readonly onAdded = (delta: RowDelta, added: readonly number[]): void => {
    const { scope, subset, day, chunk } = delta;
    if (!this.#progress.counted(scope, subset, chunk)) return;
    for (const [key, n] of delta.visits) this.#changes.addVisits(scope, subset, day, key, n);
    for (const pair of added) {
      const key = keyOfPair(pair);
      const visitorId = visitorIdOf(chunk, localOfPair(pair));
      const id = `${scope}:${subset}:${visitorId}:${key}`;
      const known = this.#added.get(id);
      if (known === undefined) this.#added.set(id, { scope, subset, visitorId, key, days: [day] });
      else known.days.push(day);
    }
  };

  /** Reads the neighbours of the added days from the events up to `watermark`, and writes it all. */
  async write<DB>(
    trx: Kysely<DB>,
    dialect: 'sqlite' | 'postgres',
    watermark: number,
    visitorOf: ReadonlyMap<number, string>,
    keys: RollupKeys,
  ): Promise<void> {
    const added = [...this.#added.values()];
    const probes: Probe[] = [];
    for (const entry of added) {
      const visitor = visitorOf.get(entry.visitorId);
      const values = keys.valuesOf(entry.key);
      if (visitor === undefined || values === undefined) {
        throw new Error('A first-seen change names a visitor or key the batch did not read');
      }
      for (const day of entry.days) {
        probes.push({ visitor, scope: entry.scope, subset: entry.subset, values, day });
      }
    }
    const none: Neighbours = { previous: null, next: null };
    const days = new Map<string, { first: number; last: number }>();
    for (const probe of probes) {
      const span = days.get(probe.visitor);
      if (span === undefined) days.set(probe.visitor, { first: probe.day, last: probe.day });
      else {
        span.first = Math.min(span.first, probe.day);
        span.last = Math.max(span.last, probe.day);
      }
    }
    // Nothing is stored before the first batch; a visitor new to the lookback has no neighbours.
    const known =
      watermark === 0 ? new Set<string>() : await visitorsWithHistory(trx, dialect, days, watermark);
    const asked = probes.filter((probe) => known.has(probe.visitor));
    const answers = await neighboursOf(trx, dialect, asked, watermark);
    const byProbe = new Map<Probe, Neighbours>(asked.map((probe, i) => [probe, answers[i] ?? none]));
    const found = probes.map((probe) => byProbe.get(probe) ?? none);
    let at = 0;
    for (const entry of added) {
      const around = new Map<number, Neighbours>();
      for (const day of entry.days) {
        around.set(day, found[at] ?? { previous: null, next: null });
        at += 1;
      }
      const only = entry.days.length === 1 ? entry.days[0] : undefined;
      const alone = only === undefined ? undefined : around.get(only);
      if (only !== undefined && alone?.previous === null && alone.next === null) {
        // The common case (a visitor new to the lookback): one count with no previous day.
        this.#changes.addVisitors(entry.scope, entry.subset, only, NO_PREVIOUS, entry.key, 1);
        continue;
      }
      for (const row of firstSeenChange(around).values()) {
        this.#changes.addVisitors(entry.scope, entry.subset, row.day, row.previous, entry.key, row.change);
      }
    }
    await this.#changes.write(trx);
  }
}
