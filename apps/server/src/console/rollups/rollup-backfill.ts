import { sql, type Kysely } from 'kysely';
import { chunkOf } from './rollup-blobs.ts';
import { RollupKeys } from './rollup-keys.ts';
import { visitorIds, writeBatch, type RollupDialect } from './rollup-updater.ts';
import { addVisitor, byTime, RollupBatch, type RollupEvent } from './visit-deltas.ts';

const EVENTS_PER_PAGE = 20_000;

interface EventRow extends Omit<RollupEvent, 'seq' | 'timestamp' | 'bot'> {
  readonly seq: number | string;
  readonly timestamp: number | string;
  readonly bot: number | string;
}

/**
 * Fills `visit_rollups` from the events stored so far (migration 0021), with the updater's own
 * definitions (`addVisitor` with every event new): visitor by visitor in `temp_player_id` order,
 * so their ids (given in that order) fill one chunk after another and each row is written once.
 * Answers the watermark: the last event counted.
 */
export async function backfillRollups<DB>(db: Kysely<DB>, dialect: RollupDialect): Promise<number> {
  const seq = sql.raw(dialect === 'sqlite' ? 'rowid' : 'seq');
  const fields = sql.raw('temp_player_id, event_id, timestamp, bot, stag, interlayer_id, ip_country, device');
  const { rows: top } = await sql<{ n: number | string | null }>`
    select max(${seq}) as n from analytics_events`.execute(db);
  const end = Number(top[0]?.n ?? 0);
  const keys = new RollupKeys();
  let batch = new RollupBatch();
  let chunk = -1;
  let after: string | null = null;
  const read = async (where: ReturnType<typeof sql>, limit: number) =>
    (
      await sql<EventRow>`
        select ${seq} as seq, ${fields} from analytics_events
        where ${where} and ${seq} <= ${end}
        order by temp_player_id limit ${limit}`.execute(db)
    ).rows.map((row) => ({
      ...row,
      seq: Number(row.seq),
      timestamp: Number(row.timestamp),
      bot: Number(row.bot),
    }));

  for (;;) {
    const from = after === null ? sql`temp_player_id is not null` : sql`temp_player_id > ${after}`;
    let events: RollupEvent[] = await read(from, EVENTS_PER_PAGE);
    if (events.length === 0) break;
    if (events.length === EVENTS_PER_PAGE) {
      // The page's last visitor may go on in the next page: read them whole on their own.
      const last = events.at(-1)?.temp_player_id ?? '';
      events = events.filter((e) => e.temp_player_id !== last);
      events.push(...(await read(sql`temp_player_id = ${last}`, Number.MAX_SAFE_INTEGER)));
    }
    const byVisitor = new Map<string, RollupEvent[]>();
    for (const event of events) {
      const list = byVisitor.get(event.temp_player_id);
      if (list === undefined) byVisitor.set(event.temp_player_id, [event]);
      else list.push(event);
    }
    const ids = await visitorIds(db, [...byVisitor.keys()]);
    await keys.ensure(db, events);
    for (const [visitor, window] of byVisitor) {
      const id = ids.get(visitor) ?? 0;
      if (chunkOf(id) !== chunk && batch.rows.size > 0) {
        await writeBatch(db, batch);
        batch = new RollupBatch();
      }
      chunk = chunkOf(id);
      window.sort(byTime);
      addVisitor(batch, window, 0, id, (e) => keys.idsFor(e));
    }
    after = events.at(-1)?.temp_player_id ?? after;
  }
  await writeBatch(db, batch);
  return end;
}
