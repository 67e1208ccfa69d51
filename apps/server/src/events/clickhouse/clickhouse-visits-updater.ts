import type { ClickHouseClient } from '@clickhouse/client';
import { VISIT_IDLE_MS } from '@playfront/contracts';
import { integerLiteral, stringList, stringLiteral } from './clickhouse-literal.ts';
import { visitsColumns, visitsSelect } from './clickhouse-visits.ts';

/**
 * How far back of its watermark the updater reads the work list again: an insert stamps its
 * rows with the server's time when it begins, and may be seen after a run that began later.
 * Redoing a visitor is idempotent (the same visits at a newer version), so the overlap costs
 * only time.
 */
const DEFAULT_OVERLAP_SECONDS = 120;

/**
 * Visitors redone per round: their hashes go into the queries' text (18.16 has no parameters)
 * twice, with two bounds each, about 130 bytes a visitor: 500 keep a query near 65 KiB, far below
 * ClickHouse's max_query_size of 256 KiB (2,000 passed it on the 10M bench data).
 */
const VISITORS_PER_ROUND = 500;

interface Dirty {
  visitor: string;
  first_at: string;
  last_at: string;
}
interface Stored {
  bots: number;
  visitor: string;
  start: string;
  last_at: string;
}
/** A (variant, visitor)'s span to redo, [lo, hi] in unix ms, and its stored visits' starts there. */
interface Span {
  lo: number;
  hi: number;
  starts: number[];
}

/**
 * Keeps analytics_visits (decision 072) in step with the events: every visitor an insert
 * touched since the watermark has the span around their new events redone from the raw events.
 * The span grows to the stored visits within the idle time of the new events (an event can join
 * two visits, or move a visit's start), so that its edges are visit edges before and after: the
 * visits outside it are untouched by the new events. A redone span is written at a newer
 * version, and a visit it no longer has as a deleted row. `catchUp` runs once at a time per
 * instance; a call during a run waits for a fresh one, so it sees every event stored before it.
 */
export class ClickHouseVisitsUpdater {
  readonly #client: ClickHouseClient;
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;
  #lastVersion = 0;
  /** The work list's rows the previous run redid (their keys), skipped in the overlap. */
  #redone = new Set<string>();
  readonly #overlapSeconds: number;

  /** `overlapSeconds`: 120 unless told (a test sets 0 to see each span redone alone). */
  constructor(client: ClickHouseClient, overlapSeconds = DEFAULT_OVERLAP_SECONDS) {
    this.#client = client;
    this.#overlapSeconds = overlapSeconds;
  }

  /** Resolves once every event stored before the call is in analytics_visits. */
  catchUp(): Promise<void> {
    if (this.#running === null) {
      this.#running = this.#run().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    // A run under way may have read the work list before this caller's events: wait for it,
    // then for one more, shared by every caller that arrives meanwhile.
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.catchUp();
      });
    return this.#queued;
  }

  async #run(): Promise<void> {
    const [clock] = await this.#rows<{ now: string; done: string }>(
      `SELECT toString(toUnixTimestamp(now())) AS now,
        toString((SELECT toUnixTimestamp(max(done_until)) FROM analytics_visits_watermark)) AS done`,
    );
    const now = Number(clock?.now ?? 0);
    const from = Number(clock?.done ?? 0) - this.#overlapSeconds;
    // The rows of the work list since the watermark less the overlap, each named by its part (a
    // merge renames it: the row is then redone once more, which is harmless). A row this instance
    // redid in its previous run is not redone again: without that, for two minutes after an
    // insert every report would redo its visitors (3,134 visitors took 7.8 s at 10M events).
    const listed = await this.#rows<Dirty & { key: string }>(`
      SELECT visitor, toString(first_at) AS first_at, toString(last_at) AS last_at,
        concat(_part, ' ', visitor, ' ', toString(toUnixTimestamp(inserted_at)), ' ',
          toString(first_at), ' ', toString(last_at)) AS key
      FROM analytics_visits_dirty
      WHERE inserted_at >= toDateTime(${integerLiteral(Math.max(0, from))})`);
    const dirty = spanOfEachVisitor(listed.filter((row) => !this.#redone.has(row.key)));
    const redone = new Set(listed.map((row) => row.key));
    if (dirty.length === 0) {
      this.#redone = redone;
      return;
    }
    for (let index = 0; index < dirty.length; index += VISITORS_PER_ROUND) {
      await this.#redo(dirty.slice(index, index + VISITORS_PER_ROUND));
    }
    await this.#client.command({
      query: `INSERT INTO analytics_visits_watermark VALUES (toDateTime(${integerLiteral(now)}))`,
    });
    this.#redone = redone;
  }

  async #redo(dirty: readonly Dirty[]): Promise<void> {
    const version = Math.max(Date.now(), this.#lastVersion + 1);
    this.#lastVersion = version;
    const visitors = stringList(dirty.map((row) => row.visitor));
    const stored = await this.#rows<Stored>(`
      SELECT bots, visitor, toString(start) AS start, toString(tupleElement(row, 2)) AS last_at
      FROM (
        SELECT bots, visitor, start, argMax((deleted, last_at), version) AS row
        FROM analytics_visits
        WHERE visitor IN ${visitors}
        GROUP BY bots, visitor, start
      )
      WHERE tupleElement(row, 1) = 0`);
    for (const bots of [0, 1] as const) {
      const spans = spansOf(
        dirty,
        stored.filter((row) => row.bots === bots),
      );
      await this.#rewrite(bots, spans, version);
    }
  }

  /** Writes the spans' visits anew at `version`, and deletes the stored ones they no longer have. */
  async #rewrite(bots: 0 | 1, spans: ReadonlyMap<string, Span>, version: number): Promise<void> {
    const keys = [...spans.keys()];
    const list = stringList(keys);
    const array = `[${keys.map(stringLiteral).join(', ')}]`;
    const bound = (pick: (span: Span) => number) =>
      `[${keys.map((key) => integerLiteral(pick(spans.get(key) as Span))).join(', ')}]`;
    const all = [...spans.values()];
    const lo = Math.min(...all.map((span) => span.lo));
    const hi = Math.max(...all.map((span) => span.hi));
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const visitor = 'hex(sipHash128(assumeNotNull(temp_player_id)))';
    // Each visitor's own span, looked up by transform(); the days of all spans use the key.
    const where = `event_date >= toDate('${isoDay(lo)}') AND event_date <= toDate('${isoDay(hi)}')
      AND ${visitor} IN ${list}
      AND timestamp >= transform(${visitor}, ${array}, ${bound((span) => span.lo)}, 0)
      AND timestamp <= transform(${visitor}, ${array}, ${bound((span) => span.hi)}, 0)`;
    await this.#client.command({
      query: `INSERT INTO analytics_visits ${visitsColumns(visitsSelect(where, bots, version))}`,
    });
    const written = await this.#rows<{ visitor: string; start: string }>(`
      SELECT visitor, toString(start) AS start FROM analytics_visits
      WHERE bots = ${bots} AND visitor IN ${list} AND version = ${integerLiteral(version)}`);
    const kept = new Set(written.map((row) => `${row.visitor} ${row.start}`));
    const gone = keys.flatMap((key) =>
      (spans.get(key) as Span).starts
        .filter((start) => !kept.has(`${key} ${start}`))
        .map((start) => ({
          bots,
          visitor: key,
          start,
          version,
          deleted: 1,
          stag: '',
          interlayer_id: '',
          ip_country: '',
          device: '',
          second_view: 0,
          last_at: start,
        })),
    );
    if (gone.length > 0) {
      await this.#client.insert({ table: 'analytics_visits', values: gone, format: 'JSONEachRow' });
    }
  }

  async #rows<Row>(query: string): Promise<Row[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  }
}

/** The work list's rows as one span of new events per visitor. */
function spanOfEachVisitor(rows: readonly Dirty[]): Dirty[] {
  const spans = new Map<string, Dirty>();
  for (const row of rows) {
    const found = spans.get(row.visitor);
    spans.set(
      row.visitor,
      found === undefined
        ? { visitor: row.visitor, first_at: row.first_at, last_at: row.last_at }
        : {
            visitor: row.visitor,
            first_at: String(Math.min(Number(found.first_at), Number(row.first_at))),
            last_at: String(Math.max(Number(found.last_at), Number(row.last_at))),
          },
    );
  }
  return [...spans.values()];
}

/**
 * Each dirty visitor's span for one variant: their new events' [first, last], grown to every
 * stored visit that reaches within the idle time of it (such a visit may join, split or change
 * with the new events), with the starts of the stored visits inside it.
 */
export function spansOf(dirty: readonly Dirty[], stored: readonly Stored[]): Map<string, Span> {
  const byVisitor = new Map<string, Stored[]>();
  for (const row of stored) {
    const list = byVisitor.get(row.visitor) ?? [];
    list.push(row);
    byVisitor.set(row.visitor, list);
  }
  const spans = new Map<string, Span>();
  for (const row of dirty) {
    const first = Number(row.first_at);
    const last = Number(row.last_at);
    let lo = first;
    let hi = last;
    const visits = byVisitor.get(row.visitor) ?? [];
    for (const visit of visits) {
      const start = Number(visit.start);
      const end = Number(visit.last_at);
      if (end >= first - VISIT_IDLE_MS && start <= last + VISIT_IDLE_MS) {
        lo = Math.min(lo, start);
        hi = Math.max(hi, end);
      }
    }
    const starts = visits.map((visit) => Number(visit.start)).filter((start) => start >= lo && start <= hi);
    spans.set(row.visitor, { lo, hi, starts });
  }
  return spans;
}
