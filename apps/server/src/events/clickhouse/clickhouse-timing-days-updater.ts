import { randomUUID } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import { integerLiteral, stringList, stringLiteral } from './clickhouse-literal.ts';
import { rebuildStatements, TIMING_GENERATION_TABLES } from './clickhouse-timing-days.ts';
import {
  TIMING_WEEK_GENERATION_TABLES,
  weekBasis,
  weekStatements,
  wholeWeeks,
} from './clickhouse-timing-weeks.ts';
import {
  chainBasis,
  newestGenerations,
  visitorChainStatements,
  type DayGeneration,
} from './clickhouse-visitor-chains.ts';

/**
 * How long an insert may take between its stamp on the work list (the server's time when it
 * begins) and its rows being visible: as the visits updater's overlap (decision 072). A day is
 * rebuilt once its newest stamp is this old, and a rebuild covers the stamps before its start
 * less this.
 */
const DEFAULT_OVERLAP_SECONDS = 120;
/**
 * How long a superseded generation stays before it is deleted: a report that chose it a moment
 * before a newer one was recorded is still reading it.
 */
const DEFAULT_KEEP_SUPERSEDED_SECONDS = 600;

export interface TimingDaysUpdaterOptions {
  /** 120 unless told; a test sets 0 (its inserts are visible when they return). */
  readonly overlapSeconds?: number;
  /** 600 unless told; a test sets 0 to see the clean-up at once. */
  readonly keepSupersededSeconds?: number;
}

interface Listed {
  iso_day: string;
  first: number;
  last: number;
}
interface Mark {
  iso_day: string;
  newest: string;
  covered: number;
  generations: number;
}

/**
 * Keeps the timing cards' per-day tables (clickhouse-timing-days.ts, decision 090) in step with
 * the events: each day on the work list since the watermark whose newest insert is older than
 * the overlap is rebuilt from its events as a new generation, recorded once written. A day still
 * receiving events waits (a report reads it from raw events meanwhile: a day is read from the
 * tables only when no insert since its rebuild's cover touched it). Rebuilding is idempotent, so
 * a run cut short, or two instances rebuilding one day, only cost time.
 */
export class ClickHouseTimingDaysUpdater {
  readonly #client: ClickHouseClient;
  readonly #overlap: number;
  readonly #keepSuperseded: number;
  #running: Promise<number> | null = null;

  constructor(client: ClickHouseClient, options: TimingDaysUpdaterOptions = {}) {
    this.#client = client;
    this.#overlap = options.overlapSeconds ?? DEFAULT_OVERLAP_SECONDS;
    this.#keepSuperseded = options.keepSupersededSeconds ?? DEFAULT_KEEP_SUPERSEDED_SECONDS;
  }

  /**
   * Rebuilds at most `maxDays` settled days of the work list and returns how many it rebuilt;
   * a call while a step runs does nothing (returns 0).
   */
  step(maxDays = Number.POSITIVE_INFINITY): Promise<number> {
    if (this.#running !== null) return Promise.resolve(0);
    this.#running = this.#run(maxDays).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #run(maxDays: number): Promise<number> {
    const [clock] = await this.#rows<{ now: number; done: number }>(
      `SELECT toUnixTimestamp(now()) AS now,
        (SELECT toUnixTimestamp(max(done_until)) FROM analytics_timing_watermark) AS done`,
    );
    const now = clock?.now ?? 0;
    const done = clock?.done ?? 0;
    // Every row stamped before `now - overlap` is visible by now: those are the ones handled.
    const settledBefore = now - this.#overlap;
    const listed = await this.#rows<Listed>(`
      SELECT toString(day) AS iso_day, toUnixTimestamp(min(inserted_at)) AS first,
        toUnixTimestamp(max(inserted_at)) AS last
      FROM analytics_timing_dirty WHERE inserted_at >= toDateTime(${integerLiteral(done)})
      GROUP BY iso_day ORDER BY iso_day`);
    const marks = await this.#marks(listed.map((row) => row.iso_day));
    const dirty = listed.filter((row) => row.last >= (marks.get(row.iso_day)?.covered ?? -1));
    const ready = dirty.filter((row) => row.last < settledBefore).slice(0, maxDays);
    for (const row of ready) await this.#rebuild(row.iso_day);
    // The watermark stops before the oldest row of a day left for later.
    const rebuilt = new Set(ready.map((row) => row.iso_day));
    const left = dirty.filter((row) => !rebuilt.has(row.iso_day));
    const leftDays = new Set(left.map((row) => row.iso_day));
    // Each day's newest generation once: relinking writes links, not day generations.
    const newest = await newestGenerations(this.#client);
    await this.#relinkStale(newest, leftDays);
    await this.#buildWeeks(newest, leftDays);
    const waiting = left.map((row) => row.first);
    const until = Math.min(settledBefore, ...waiting);
    // Nothing listed: nothing to move past (the watermark table gains a row per move).
    if (listed.length > 0 && until > done) {
      await this.#client.command({
        query: `INSERT INTO analytics_timing_watermark VALUES (toDateTime(${integerLiteral(until)}))`,
      });
    }
    await this.#dropSuperseded(now);
    return ready.length;
  }

  /** Each day's newest recorded generation, what it covers, and how many the day has. */
  async #marks(days: readonly string[]): Promise<Map<string, Mark>> {
    if (days.length === 0) return new Map();
    const rows = await this.#rows<Mark>(`
      SELECT toString(day) AS iso_day, max(generation) AS newest,
        toUnixTimestamp(argMax(covered_until, generation)) AS covered, count() AS generations
      FROM analytics_timing_built
      WHERE day IN (${days.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})
      GROUP BY iso_day`);
    return new Map(rows.map((row) => [row.iso_day, row]));
  }

  /** Writes the day anew as a generation named by the server's time now, then records it. */
  async #rebuild(day: string): Promise<void> {
    const { generation, began } = await this.#newGeneration();
    for (const statement of rebuildStatements(day, generation)) {
      await this.#client.command({ query: statement });
    }
    const earlier = (await newestGenerations(this.#client)).filter((mark) => mark.day < day);
    for (const statement of visitorChainStatements(day, generation, generation, earlier)) {
      await this.#client.command({ query: statement });
    }
    await this.#client.command({
      query: `INSERT INTO analytics_timing_built (day, generation, covered_until)
        VALUES (toDate(${stringLiteral(day)}), ${stringLiteral(generation)}, toDateTime(${integerLiteral(began - this.#overlap)}))`,
    });
  }

  /** A generation's name, from the server's time now (its start, in unix seconds). */
  async #newGeneration(): Promise<{ generation: string; began: number }> {
    const [clock] = await this.#rows<{ now: number }>('SELECT toUnixTimestamp(now()) AS now');
    const began = clock?.now ?? 0;
    // Ten digits of seconds first: the newest generation is the greatest string. A UUID of its
    // own: a generation names one day's rebuild, so readers find a day's rows by the name alone.
    return { generation: `${String(began).padStart(10, '0')}-${randomUUID()}`, began };
  }

  /**
   * Writes again the chain links (decision 112) of each day whose links were read from earlier
   * days' generations that are no longer their newest (a day rebuilt since makes every later
   * day's links stale), from the day's same presence rows, in day order: a day's new links
   * count on the days before it as they are now. Readers skip stale links meanwhile. A day left
   * for a later rebuild is linked then (its presence is not what its events are now).
   */
  async #relinkStale(newest: readonly DayGeneration[], left: ReadonlySet<string>): Promise<void> {
    const links = await this.#rows<{ iso_day: string; presence: string; basis: string }>(`
      SELECT toString(day) AS iso_day, presence, basis FROM analytics_visitor_chain_built`);
    const current = new Set(links.map((link) => `${link.iso_day} ${link.presence} ${link.basis}`));
    const earlier: DayGeneration[] = [];
    for (const mark of newest) {
      if (!left.has(mark.day) && !current.has(`${mark.day} ${mark.generation} ${chainBasis(earlier)}`)) {
        const { generation } = await this.#newGeneration();
        for (const statement of visitorChainStatements(mark.day, mark.generation, generation, earlier)) {
          await this.#client.command({ query: statement });
        }
      }
      earlier.push(mark);
    }
  }

  /**
   * Writes each whole week (decision 118) whose seven days' newest generations have no week yet,
   * none of them left for a later rebuild (its week would be stale at once): after an upgrade
   * every stored week, then each week whose day was rebuilt.
   */
  async #buildWeeks(newest: readonly DayGeneration[], left: ReadonlySet<string>): Promise<void> {
    const weeks = wholeWeeks(newest).filter((week) => week.days.every((day) => !left.has(day.day)));
    if (weeks.length === 0) return;
    const marks = await this.#rows<{ iso_week: string; basis: string }>(`
      SELECT DISTINCT toString(week) AS iso_week, basis FROM analytics_timing_week_built`);
    const written = new Set(marks.map((mark) => `${mark.iso_week} ${mark.basis}`));
    for (const week of weeks) {
      if (written.has(`${week.week} ${weekBasis(week)}`)) continue;
      const { generation } = await this.#newGeneration();
      for (const statement of weekStatements(week, generation)) {
        await this.#client.command({ query: statement });
      }
    }
  }

  /**
   * Deletes the generations older than each day's newest, once the newest is
   * `keepSuperseded` seconds old: one asynchronous mutation per table (18.16's ALTER … DELETE),
   * none when nothing is superseded. Readers never read them meanwhile.
   */
  async #dropSuperseded(now: number): Promise<void> {
    await this.#dropOlder(now, 'analytics_timing_built', TIMING_GENERATION_TABLES);
    // A week written again from its days' newer generations supersedes its earlier rows.
    await this.#dropOlder(now, 'analytics_timing_week_built', TIMING_WEEK_GENERATION_TABLES, 'week');
    // A day's links written again (decision 112) supersede its earlier ones, the day unchanged.
    await this.#dropOlder(now, 'analytics_visitor_chain_built', [
      'analytics_visitor_chain_days',
      'analytics_visitor_chain_built',
    ]);
  }

  /**
   * The clean-up of one kind of generation: those of each day (or week: `period` names the
   * column) in `marks` (a table of period and generation) but its newest, from `tables`, its
   * marks last.
   */
  async #dropOlder(
    now: number,
    marks: string,
    tables: readonly string[],
    period: 'day' | 'week' = 'day',
  ): Promise<void> {
    // One clean-up at a time: until the last one's mutations are done, its days still count.
    const [pending] = await this.#rows<{ n: number }>(`
      SELECT count() AS n FROM system.mutations
      WHERE database = currentDatabase() AND table = ${stringLiteral(marks)} AND is_done = 0`);
    if ((pending?.n ?? 0) > 0) return;
    // A generation's name begins with its start in unix seconds.
    const days = await this.#rows<{ iso_day: string; generations: string[] }>(`
      SELECT toString(${period}) AS iso_day, arraySort(groupArray(generation)) AS generations
      FROM ${marks}
      GROUP BY iso_day
      HAVING length(generations) > 1
        AND toUInt64(substring(generations[-1], 1, 10)) <= ${integerLiteral(now - this.#keepSuperseded)}`);
    const older = days.flatMap((day) => day.generations.slice(0, -1));
    if (older.length === 0) return;
    // Each generation names one day's rebuild: the names alone select its rows.
    const condition = `generation IN ${stringList(older)}`;
    for (const table of tables) {
      await this.#client.command({ query: `ALTER TABLE ${table} DELETE WHERE ${condition}` });
    }
  }

  async #rows<Row>(query: string): Promise<Row[]> {
    const result = await this.#client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  }
}
