import { sql, type Kysely } from 'kysely';
import { DAY_MS, type TrafficDimension } from '@playfront/contracts';
import { arrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import { column, inScope, PAGE_VIEW, type EventScope } from './traffic-sql.ts';
import { SCOPED_EVENT_COLUMNS, type ScopedEvent, type TrafficFold } from './traffic-fold.ts';

/**
 * Feeds `fold` the events of `scope` from its `readFrom` to `end`, in time order, a day at a time
 * (decision 123): the range read once, by the time index that carries the stag, bot flag, country
 * and device (migration 0040), with only the columns the fold asks for (the others read as null),
 * as arrays (`arrayRows`).
 * A day a statement keeps the rows held at once to a day's, and on SQLite, whose statements run on
 * the main thread, lets other requests in between; each event is in exactly one day's statement.
 */
export async function foldScopedEvents(
  db: Kysely<Database>,
  scope: EventScope,
  fold: TrafficFold,
  read: {
    readonly end: number;
    readonly dimensions: ReadonlySet<TrafficDimension>;
    readonly timing: boolean;
  },
): Promise<void> {
  const wanted = (name: (typeof SCOPED_EVENT_COLUMNS)[number]) => {
    if (name === 'temp_player_id' || name === 'timestamp') return sql.ref(name);
    if (name === 'page_view') return sql`${PAGE_VIEW}`;
    if (name === 'loading_time' || name === 'time_to_first_byte')
      return read.timing ? sql.ref(name) : sql`null`;
    return read.dimensions.has(name) ? column(name) : sql`null`;
  };
  const columns = sql.join(SCOPED_EVENT_COLUMNS.map((name) => sql`${wanted(name)} as ${sql.ref(name)}`));
  for (let from = fold.readFrom; from < read.end;) {
    const to = Math.min(read.end, Math.floor(from / DAY_MS) * DAY_MS + DAY_MS);
    const query = sql`
      select ${columns} from analytics_events
      where timestamp >= ${from} and timestamp < ${to} and ${inScope(scope)}
      order by timestamp`.compile(db);
    for (const row of await arrayRows<ScopedEvent, Database>(db, query)) fold.add(row);
    from = to;
  }
}
