import { sql, type Kysely } from 'kysely';
import type { ExportedEvent } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import {
  EVENTS_PAGE_SIZE,
  toExportedEvent,
  type PlayerEventIds,
  type PlayerEvents,
} from './player-events.ts';

/**
 * A player's events in the app's database (SQLite or PostgreSQL), found through the indexes by
 * (id, timestamp) (migrations 0008 and 0023): by user id, then by visitor id (leaving out what the
 * first pass gave), each read in time order, a page at a time (keyset on timestamp and event_id), so a player with a million events costs one page of memory.
 */
export class SqlPlayerEvents implements PlayerEvents {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async *read(ids: PlayerEventIds): AsyncIterable<ExportedEvent> {
    yield* this.#pages('user_id', ids.userId, undefined);
    for (const visitorId of ids.visitorIds) yield* this.#pages('temp_player_id', visitorId, ids.userId);
  }

  async *#pages(
    column: 'user_id' | 'temp_player_id',
    value: string,
    notUserId: string | undefined,
  ): AsyncIterable<ExportedEvent> {
    let after: { timestamp: number; eventId: string } | undefined;
    for (;;) {
      let query = this.#db
        .selectFrom('analytics_events')
        .selectAll()
        .where(column, '=', value)
        .orderBy('timestamp')
        .orderBy('event_id')
        .limit(EVENTS_PAGE_SIZE);
      if (after !== undefined) {
        const { timestamp, eventId } = after;
        // `timestamp >= t` first: a bound the (id, timestamp) index seeks to, so each page starts
        // where the last ended instead of scanning the player's earlier events again.
        query = query
          .where('timestamp', '>=', timestamp)
          .where((eb) => eb.or([eb('timestamp', '>', timestamp), eb('event_id', '>', eventId)]));
      }
      if (notUserId !== undefined)
        query = query.where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', notUserId)]));
      const rows = await query.execute();
      for (const row of rows) yield toExportedEvent(row);
      const last = rows.at(-1);
      if (last === undefined || rows.length < EVENTS_PAGE_SIZE) return;
      after = { timestamp: last.timestamp, eventId: last.event_id };
    }
  }

  async pseudonymise(ids: PlayerEventIds, pseudonym: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('analytics_events')
        .set({ user_id: pseudonym })
        .where('user_id', '=', ids.userId)
        .execute();
      if (ids.visitorIds.length > 0) {
        await trx
          .updateTable('analytics_events')
          .set({ temp_player_id: pseudonym })
          .where('temp_player_id', 'in', ids.visitorIds)
          .execute();
        // The report rollups' dictionary of visitors (decision 059) names them too: the pseudonym
        // takes over one visitor's number, so the counts stay; a number the updater gave a late
        // event under the old id afterwards is only dropped from the dictionary.
        const visitors = sql.join(ids.visitorIds.map((id) => sql`${id}`));
        await sql`update visitor_ids set temp_player_id = ${pseudonym}
          where id = (select min(id) from visitor_ids where temp_player_id in (${visitors}))
            and not exists (select 1 from visitor_ids where temp_player_id = ${pseudonym})`.execute(trx);
        await sql`delete from visitor_ids where temp_player_id in (${visitors})`.execute(trx);
        // The traffic rollups' kept latest visits (decision 078) go with the old names: the
        // pseudonym's are read again from its events when it next sends.
        await sql`delete from traffic_open_visits where temp_player_id in (${visitors})`.execute(trx);
        // So do their one stags (decision 114): the pseudonym's is not known, so walked by stag,
        // and listed with the visitors under several stags (null), whom a stag list's visits and
        // visitors read again (decision 126).
        await sql`delete from traffic_visitor_stags where temp_player_id in (${visitors})`.execute(trx);
        await sql`insert into traffic_visitor_stags (temp_player_id, stag) values (${pseudonym}, null)
          on conflict (temp_player_id) do update set stag = null`.execute(trx);
        // The rollups' updater reads a batch before it takes the write lock: this tells it that
        // the visitors it read may be renamed since, so it reads the batch again (decision 077).
        await sql`update rollup_watermark set visitor_renames = visitor_renames + 1 where id = 1`.execute(
          trx,
        );
      }
    });
  }
}
