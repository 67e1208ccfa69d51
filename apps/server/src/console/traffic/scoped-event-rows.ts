import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { SQLInputValue } from 'node:sqlite';
import { DAY_MS } from '@playfront/contracts';
import { arrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import { column, inScope, PAGE_VIEW, type EventScope } from './traffic-sql.ts';
import { readFrom, TrafficFold, type FoldedPeriod, type FoldQuestions } from './traffic-fold.ts';
import { SCOPED_EVENT_COLUMNS, type ScopedEvent } from './scoped-event.ts';
import { TIMING_DIMENSIONS } from '../rollups/traffic-rollup-keys.ts';
import type { FoldThreads } from './fold-threads.ts';

/**
 * The reads that give `scope`'s events for a period's fold, in time order, a day a statement
 * (decision 123): from the idle window before the period when its visits are asked, by the time
 * index that carries the stag, bot flag, country and device (migration 0040), with only the
 * columns the fold asks for (the others read as null). A day a statement keeps the rows held at
 * once to a day's and lets other work in between; each event is in exactly one day's statement.
 */
function periodReads(db: Kysely<Database>, scope: EventScope, questions: FoldQuestions): CompiledQuery[] {
  const timed = questions.timing || questions.samples === true;
  const dimensions = new Set(questions.cards);
  if (timed) for (const dimension of TIMING_DIMENSIONS) dimensions.add(dimension);
  const wanted = (name: (typeof SCOPED_EVENT_COLUMNS)[number]) => {
    if (name === 'temp_player_id' || name === 'timestamp') return sql.ref(name);
    if (name === 'page_view') return sql`${PAGE_VIEW}`;
    if (name === 'loading_time' || name === 'time_to_first_byte') return timed ? sql.ref(name) : sql`null`;
    return dimensions.has(name) ? column(name) : sql`null`;
  };
  const columns = sql.join(SCOPED_EVENT_COLUMNS.map((name) => sql`${wanted(name)} as ${sql.ref(name)}`));
  const reads: CompiledQuery[] = [];
  for (let from = readFrom(questions); from < questions.end;) {
    const to = Math.min(questions.end, Math.floor(from / DAY_MS) * DAY_MS + DAY_MS);
    reads.push(
      sql`select ${columns} from analytics_events
        where timestamp >= ${from} and timestamp < ${to} and ${inScope(scope)}
        order by timestamp`.compile(db),
    );
    from = to;
  }
  return reads;
}

/** `items` in `count` runs of about equal length, in their order. */
function splitInOrder<T>(items: readonly T[], count: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < count; i += 1) {
    const from = Math.round((i * items.length) / count);
    const to = Math.round(((i + 1) * items.length) / count);
    if (to > from) runs.push(items.slice(from, to));
  }
  return runs;
}

/**
 * A selective dashboard's period folded from its events (decision 123): by `threads` when given
 * (SQLite: threads with connections of their own, decision 124), else here, the rows read as
 * arrays (`arrayRows`).
 */
export async function foldPeriod(
  db: Kysely<Database>,
  scope: EventScope,
  questions: FoldQuestions,
  threads?: FoldThreads,
): Promise<FoldedPeriod> {
  const reads = periodReads(db, scope, questions);
  if (threads !== undefined) {
    const onThreads = reads.map((read) => ({
      sql: read.sql,
      parameters: read.parameters as readonly SQLInputValue[],
    }));
    // A period whose visits are known (stags alone) is split between the threads (decision 125).
    if (questions.visits || threads.size < 2 || reads.length < 2) return threads.fold(questions, onThreads);
    const parts = await Promise.all(
      splitInOrder(onThreads, threads.size).map((some) => threads.foldPart(questions, some)),
    );
    const whole = new TrafficFold(questions);
    for (const part of parts) whole.absorb(part);
    return whole.result();
  }
  const fold = new TrafficFold(questions);
  for (const read of reads) for (const row of await arrayRows<ScopedEvent, Database>(db, read)) fold.add(row);
  return fold.result();
}
