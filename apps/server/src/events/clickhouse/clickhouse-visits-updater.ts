import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClickHouseClient } from '@clickhouse/client';
import { VISIT_IDLE_MS } from '@playfront/contracts';
import { CatchUpRuns } from '../../console/rollups/catch-up-runs.ts';
import { integerLiteral, stringList, stringLiteral } from './clickhouse-literal.ts';
import { markVisitDays } from './clickhouse-visit-bounce-days.ts';
import { visitsInsert, visitsSelect } from './clickhouse-visits.ts';
import { visitorHashSql } from './clickhouse-visitor-hash.ts';

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
/** A stored visit key's rows at one version, with who wrote them. */
interface VersionRow {
  bots: number;
  visitor: string;
  start: string;
  version: string;
  writers: string[];
}
/**
 * The newest rows of each stored visit key, deleted or not, as `version writer…`: what another
 * instance may change. Two instances can write one version (see #versionAfter); their rows are
 * told apart by writer.
 */
type Newest = Map<string, { version: number; identity: string }>;

/**
 * When a background step leaves a visitor for later: while the visitor's events still arrive (an
 * insert touched them within `quietSeconds`), unless their oldest waiting insert is
 * `maxWaitSeconds` old. A report's catch-up redoes every visitor regardless.
 */
export interface Settle {
  readonly quietSeconds: number;
  readonly maxWaitSeconds: number;
}

/** What a test may fix: the version slot and the clock, so that two instances write one version. */
export interface VisitsUpdaterOptions {
  /** How far back of its watermark the work list is read again; 120 unless told. */
  readonly overlapSeconds?: number;
  /** The instance's slot in the versions; drawn at random unless told. */
  readonly slot?: number;
  readonly now?: () => number;
}

/**
 * A round redone again when another instance wrote to its visitors meanwhile, at most this many
 * times in a run (then the run fails, leaves the watermark, and the next run redoes them).
 */
const MAX_ATTEMPTS = 8;
/**
 * Before another try, a random pause of up to this many milliseconds, doubled at each try: two
 * instances that keep redoing the same visitors at once (each one's write makes the other redo)
 * fall out of step, and one of them finishes.
 */
const RETRY_PAUSE_MS = 10;

/** Versions are milliseconds × this, plus an instance's own number below it (see #versionAfter). */
const VERSION_SLOTS = 1000;
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
  readonly #runs = new CatchUpRuns(async () => {
    await this.#run(Number.POSITIVE_INFINITY);
  });
  #lastVersion = 0;
  /** The work list's rows the previous run redid (their keys), skipped in the overlap. */
  #redone = new Set<string>();
  readonly #overlapSeconds: number;
  /**
   * This instance's slot in the versions, so that two instances' writes of the same visitor in
   * the same millisecond usually differ. Two instances may draw the same slot (1 pair in 1,000):
   * their rows are then told apart by #writer, and a round that finds another's rows at its own
   * version is redone (decision 080).
   */
  readonly #slot: number;
  /** This instance's name on every row it writes (a random UUID: unique among instances). */
  readonly #writer = randomUUID();
  readonly #now: () => number;

  /** A test sets `overlapSeconds` 0 to see each span redone alone. */
  constructor(client: ClickHouseClient, options: VisitsUpdaterOptions = {}) {
    this.#client = client;
    this.#overlapSeconds = options.overlapSeconds ?? DEFAULT_OVERLAP_SECONDS;
    this.#slot = options.slot ?? Math.floor(Math.random() * VERSION_SLOTS);
    this.#now = options.now ?? Date.now;
  }

  /**
   * One bounded step for a background timer: redoes at most `maxVisitors` visitors of the work
   * list and returns how many it redid; the watermark moves only once a step finds the list done.
   * With `settle`, a visitor still receiving events waits (see Settle). A step under way makes a
   * report's catch-up wait for it (bounded), then run in full; a step during a run does nothing.
   */
  async step(maxVisitors: number, settle?: Settle): Promise<number> {
    let redid = 0;
    await this.#runs.stepIfIdle(async () => {
      redid = await this.#run(maxVisitors, settle);
    });
    return redid;
  }

  /**
   * Resolves once every event stored before the call is in analytics_visits. A run under way may
   * have read the work list before this caller's events: it waits for it, then for one more.
   */
  catchUp(): Promise<void> {
    return this.#runs.catchUp();
  }

  /** Redoes up to `maxVisitors` of the work list; the watermark moves when none is left. */
  async #run(maxVisitors: number, settle?: Settle): Promise<number> {
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
    const listed = await this.#rows<Dirty & { key: string; inserted: string }>(`
      SELECT visitor, toString(first_at) AS first_at, toString(last_at) AS last_at,
        toString(toUnixTimestamp(inserted_at)) AS inserted,
        concat(_part, ' ', visitor, ' ', toString(toUnixTimestamp(inserted_at)), ' ',
          toString(first_at), ' ', toString(last_at)) AS key
      FROM analytics_visits_dirty
      WHERE inserted_at >= toDateTime(${integerLiteral(Math.max(0, from))})`);
    const todo = listed.filter((row) => !this.#redone.has(row.key));
    // Each instance starts at its own place in the list (by its slot), so that two instances
    // working through the same list at once rarely redo the same visitors in the same round.
    const listedOnce = spanOfEachVisitor(todo);
    const ready = settle === undefined ? listedOnce : settled(listedOnce, todo, now, settle);
    const start = Math.floor((this.#slot / VERSION_SLOTS) * ready.length);
    const all = [...ready.slice(start), ...ready.slice(0, start)];
    const dirty = all.slice(0, maxVisitors);
    for (let index = 0; index < dirty.length; index += VISITORS_PER_ROUND) {
      await this.#redo(dirty.slice(index, index + VISITORS_PER_ROUND));
    }
    if (dirty.length < listedOnce.length) {
      // A bounded step: its visitors' rows are skipped by the next step, which goes on.
      const done = new Set(dirty.map((row) => row.visitor));
      for (const row of todo) if (done.has(row.visitor)) this.#redone.add(row.key);
      return dirty.length;
    }
    if (dirty.length > 0) {
      await this.#client.command({
        query: `INSERT INTO analytics_visits_watermark VALUES (toDateTime(${integerLiteral(now)}))`,
      });
    }
    this.#redone = new Set(listed.map((row) => row.key));
    return dirty.length;
  }

  /**
   * Redoes the visitors' spans, again while another instance wrote to them meanwhile. Two
   * instances redoing one visitor are exact because the stored rows are read before the raw
   * events and again after the write: either one read the other's rows first (its raw events
   * then include the other's, its version is above the other's, and it deletes the other's
   * visits it no longer has), or one sees the other's rows appear after its read and redoes the
   * round with fresh reads. Two writes cannot both land after the other's second read. A row
   * is the writer's own by version and writer: another instance's rows at the same version are
   * another's (decision 080).
   */
  async #redo(dirty: readonly Dirty[]): Promise<void> {
    let pending = dirty;
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) {
        throw new Error(`analytics_visits: ${pending.length} visitors still changed by another instance`);
      }
      if (attempt > 1) await sleep(Math.random() * RETRY_PAUSE_MS * 2 ** (attempt - 2));
      pending = await this.#redoOnce(pending);
    }
  }

  /** Redoes the visitors once; returns those another instance wrote to meanwhile. */
  async #redoOnce(dirty: readonly Dirty[]): Promise<Dirty[]> {
    const visitors = stringList(dirty.map((row) => row.visitor));
    const before = await this.#versions(visitors);
    const version = this.#versionAfter(before);
    const stored = await this.#rows<Stored>(`
      SELECT bots, visitor, toString(start) AS start, toString(tupleElement(row, 2)) AS last_at
      FROM (
        SELECT bots, visitor, start, argMax((deleted, last_at), version) AS row
        FROM analytics_visits
        WHERE visitor IN ${visitors}
        GROUP BY bots, visitor, start
      )
      WHERE tupleElement(row, 1) = 0`);
    const starts: number[] = [];
    for (const bots of [0, 1] as const) {
      const spans = spansOf(
        dirty,
        stored.filter((row) => row.bots === bots),
      );
      starts.push(...(await this.#rewrite(bots, spans, version)));
    }
    // The days whose visits changed, after they are written: their bounce rows (decision 116)
    // are rebuilt, and read from the visits until then.
    await markVisitDays(this.#client, starts);
    const mine = `${version} ${this.#writer}`;
    const changed = new Set<string>();
    for (const [key, newest] of await this.#versions(visitors)) {
      if (newest.identity !== mine && before.get(key)?.identity !== newest.identity) {
        changed.add(key.slice(key.indexOf(' ') + 1, key.lastIndexOf(' ')));
      }
    }
    return dirty.filter((row) => changed.has(row.visitor));
  }

  /**
   * The newest rows of each stored visit of the visitors, deleted ones too, keyed by
   * `bots visitor start`: their version and who wrote them.
   */
  async #versions(visitors: string): Promise<Newest> {
    const rows = await this.#rows<VersionRow>(`
      SELECT bots, visitor, toString(start) AS start, toString(version) AS version,
        arraySort(groupUniqArray(writer)) AS writers
      FROM analytics_visits WHERE visitor IN ${visitors}
      GROUP BY bots, visitor, start, version`);
    const newest: Newest = new Map();
    for (const row of rows) {
      const key = `${row.bots} ${row.visitor} ${row.start}`;
      const version = Number(row.version);
      if ((newest.get(key)?.version ?? -1) < version) {
        newest.set(key, { version, identity: `${row.version} ${row.writers.join(' ')}` });
      }
    }
    return newest;
  }

  /**
   * A version above every stored one of these visitors (so a redo that read another instance's
   * rows replaces them) and above this instance's last, in this instance's own slot (equal versions
   * from two instances would leave ReplacingMergeTree free to keep either).
   */
  #versionAfter(stored: Newest): number {
    const newest = [...stored.values()].reduce((max, row) => Math.max(max, row.version), 0);
    const millis = Math.max(
      this.#now(),
      Math.floor(newest / VERSION_SLOTS) + 1,
      Math.floor(this.#lastVersion / VERSION_SLOTS) + 1,
    );
    const version = millis * VERSION_SLOTS + this.#slot;
    this.#lastVersion = version;
    return version;
  }

  /**
   * Writes the spans' visits anew at `version`, and deletes the stored ones they no longer have;
   * returns the starts of both.
   */
  async #rewrite(bots: 0 | 1, spans: ReadonlyMap<string, Span>, version: number): Promise<number[]> {
    const keys = [...spans.keys()];
    const list = stringList(keys);
    const array = `[${keys.map(stringLiteral).join(', ')}]`;
    const bound = (pick: (span: Span) => number) =>
      `[${keys.map((key) => integerLiteral(pick(spans.get(key) as Span))).join(', ')}]`;
    const all = [...spans.values()];
    const lo = Math.min(...all.map((span) => span.lo));
    const hi = Math.max(...all.map((span) => span.hi));
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const visitor = visitorHashSql();
    // Each visitor's own span, looked up by transform(); the days of all spans use the key, and
    // [lo, hi] (which holds every span) is read first, so a day's older events are not hashed.
    const where = `event_date >= toDate('${isoDay(lo)}') AND event_date <= toDate('${isoDay(hi)}')
      AND ${visitor} IN ${list}
      AND timestamp >= transform(${visitor}, ${array}, ${bound((span) => span.lo)}, 0)
      AND timestamp <= transform(${visitor}, ${array}, ${bound((span) => span.hi)}, 0)`;
    await this.#client.command({
      query: visitsInsert(visitsSelect(where, bots, version, { from: lo, to: hi }), this.#writer),
    });
    const written = await this.#rows<{ visitor: string; start: string }>(`
      SELECT visitor, toString(start) AS start FROM analytics_visits
      WHERE bots = ${bots} AND visitor IN ${list} AND version = ${integerLiteral(version)}
        AND writer = ${stringLiteral(this.#writer)}`);
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
          writer: this.#writer,
        })),
    );
    if (gone.length > 0) {
      await this.#client.insert({ table: 'analytics_visits', values: gone, format: 'JSONEachRow' });
    }
    return [...written.map((row) => Number(row.start)), ...gone.map((row) => row.start)];
  }

  async #rows<Row>(query: string): Promise<Row[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  }
}

/**
 * The visitors a background step redoes now: those with no insert for `quietSeconds`, and those
 * whose oldest listed insert is `maxWaitSeconds` old. A visitor still receiving events would be
 * redone again at the next step, each time reading their whole visit so far (decision 081).
 */
function settled(
  visitors: readonly Dirty[],
  rows: readonly { visitor: string; inserted: string }[],
  now: number,
  settle: Settle,
): Dirty[] {
  const inserts = new Map<string, { oldest: number; newest: number }>();
  for (const row of rows) {
    const at = Number(row.inserted);
    const found = inserts.get(row.visitor);
    inserts.set(
      row.visitor,
      found === undefined
        ? { oldest: at, newest: at }
        : { oldest: Math.min(found.oldest, at), newest: Math.max(found.newest, at) },
    );
  }
  return visitors.filter((row) => {
    const seen = inserts.get(row.visitor);
    return (
      seen === undefined ||
      now - seen.newest >= settle.quietSeconds ||
      now - seen.oldest >= settle.maxWaitSeconds
    );
  });
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
