import type { ClickHouseClient } from '@clickhouse/client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { integerLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { CatchUpRuns } from '../rollups/catch-up-runs.ts';
import { firstDevices } from './clickhouse-first-devices.ts';

/**
 * How far back of its cursor a run reads the list of touched visitors again: an insert stamps its
 * rows with the server's time when it begins, and may land after a run that began later (as the
 * visits updater's overlap). Looking a player up again is idempotent, so the overlap costs time only.
 */
const OVERLAP_SECONDS = 120;
/** Players looked up per round (one temporary table of their visitor ids). */
const PLAYERS_PER_ROUND = 50_000;
/** Hashes or rows per statement on the app's database (SQLite's bound parameters). */
const ROWS_PER_STATEMENT = 300;

/** A player to look up: their visitor, and the device kept for them (undefined: none yet). */
interface Player {
  readonly player_id: string;
  readonly temp_player_id: string;
  readonly kept?: { readonly visitor_hash: string; readonly device: string | null };
}

/**
 * Keeps each player's first device (`player_devices`, decision 120) where the events are on
 * ClickHouse: the device of their visitor's earliest event, which the money rollups group the
 * player's registration and payments by. A run looks up on ClickHouse (analytics_first_devices)
 * the players not looked up yet and those whose visitor an insert touched since the last run
 * (`analytics_visits_dirty`, by the visitor's hash kept with the device): an event that arrives
 * late but stamped earlier than the rest moves the device, as it does where the events are in the
 * app's database (rollup-updater.ts marks those players' days). A device found or changed marks
 * the player's days through the table's triggers; the rollups recompute them at their next
 * catch-up. The affiliate report grouped by device runs `catchUp` before it reads; a background
 * step runs it too, so that is short.
 */
export class PlayerDevicesKeeper {
  readonly #db: Kysely<Database>;
  readonly #client: ClickHouseClient;
  readonly #runs = new CatchUpRuns(() => this.#run());

  constructor(db: Kysely<Database>, client: ClickHouseClient) {
    this.#db = db;
    this.#client = client;
  }

  /**
   * Brings every player's device up to the events stored before the call. Calls while one runs
   * share one follow-up run (the running one may have read the list before their events landed).
   */
  catchUp(): Promise<void> {
    return this.#runs.catchUp();
  }

  async #run(): Promise<void> {
    // ClickHouse's clock, read before anything else: an insert stamped after it is the next run's.
    const now = await this.#clickHouseNow();
    const cursor = await this.#cursor();
    // Before the first run every player is new to the table: the list before it holds nothing more.
    const touched = cursor === null ? [] : await this.#touchedPlayers(cursor - OVERLAP_SECONDS);
    const players = [...touched, ...(await this.#playersNotLookedUp())];
    for (let index = 0; index < players.length; index += PLAYERS_PER_ROUND) {
      await this.#lookUp(players.slice(index, index + PLAYERS_PER_ROUND));
    }
    await this.#db
      .insertInto('player_devices_cursor')
      .values({ id: 1, checked_until: now })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({ checked_until: eb.ref('excluded.checked_until') }))
          // Two instances: the one that read the later clock looked everyone up after it.
          .where('player_devices_cursor.checked_until', '<', now),
      )
      .execute();
  }

  async #clickHouseNow(): Promise<number> {
    const result = await this.#client.query({
      query: 'SELECT toString(toUnixTimestamp(now())) AS now',
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ now: string }>();
    return Number(row?.now ?? 0);
  }

  /**
   * Where the last run's look-ups began (Unix s, ClickHouse's clock): the next run reads the list
   * of touched visitors from there, less its overlap. Null before the first run.
   */
  checkedUntil(): Promise<number | null> {
    return this.#cursor();
  }

  async #cursor(): Promise<number | null> {
    const row = await this.#db
      .selectFrom('player_devices_cursor')
      .select('checked_until')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row === undefined ? null : Number(row.checked_until);
  }

  /** Players with a kept device whose visitor an insert touched at or after `since` (Unix s). */
  async #touchedPlayers(since: number): Promise<Player[]> {
    const result = await this.#client.query({
      query: `SELECT DISTINCT visitor FROM analytics_visits_dirty
        WHERE inserted_at >= toDateTime(${integerLiteral(Math.max(0, since))})`,
      format: 'JSONEachRow',
    });
    const hashes = (await result.json<{ visitor: string }>()).map((row) => row.visitor);
    const players: Player[] = [];
    for (let index = 0; index < hashes.length; index += ROWS_PER_STATEMENT) {
      const rows = await this.#db
        .selectFrom('player_devices as d')
        .innerJoin('player_attribution as a', 'a.player_id', 'd.player_id')
        .select(['d.player_id', 'a.temp_player_id', 'd.visitor_hash', 'd.device'])
        .where('d.visitor_hash', 'in', hashes.slice(index, index + ROWS_PER_STATEMENT))
        .execute();
      for (const row of rows) {
        if (row.temp_player_id === null) continue;
        players.push({
          player_id: row.player_id,
          temp_player_id: row.temp_player_id,
          kept: { visitor_hash: row.visitor_hash, device: row.device },
        });
      }
    }
    return players;
  }

  /** Players with a visitor and no row yet: registered since the last run, or before the first. */
  async #playersNotLookedUp(): Promise<Player[]> {
    const rows = await this.#db
      .selectFrom('player_attribution as a')
      .leftJoin('player_devices as d', 'd.player_id', 'a.player_id')
      .select(['a.player_id', 'a.temp_player_id'])
      .where('a.temp_player_id', 'is not', null)
      .where('d.player_id', 'is', null)
      .execute();
    return rows.flatMap((row) =>
      row.temp_player_id === null ? [] : [{ player_id: row.player_id, temp_player_id: row.temp_player_id }],
    );
  }

  /** Looks the players' visitors up and writes the rows that are new or changed, in one transaction. */
  async #lookUp(players: readonly Player[]): Promise<void> {
    const found = await firstDevices(
      this.#client,
      players.map((player) => player.temp_player_id),
    );
    const changed = players.flatMap((player) => {
      const first = found.get(player.temp_player_id);
      if (first === undefined) return [];
      const same = player.kept?.visitor_hash === first.hash && player.kept.device === first.device;
      return same ? [] : [{ player_id: player.player_id, visitor_hash: first.hash, device: first.device }];
    });
    if (changed.length === 0) return;
    const visitorOf = new Map(players.map((player) => [player.player_id, player.temp_player_id]));
    await this.#db.transaction().execute(async (trx) => {
      for (let index = 0; index < changed.length; index += ROWS_PER_STATEMENT / 3) {
        const part = changed.slice(index, index + ROWS_PER_STATEMENT / 3);
        // A player erased since the look-up has another visitor id now: left for the next run.
        const still = await trx
          .selectFrom('player_attribution')
          .select(['player_id', 'temp_player_id'])
          .where(
            'player_id',
            'in',
            part.map((row) => row.player_id),
          )
          .execute();
        const current = new Set(
          still
            .filter((row) => row.temp_player_id === visitorOf.get(row.player_id))
            .map((row) => row.player_id),
        );
        const rows = part.filter((row) => current.has(row.player_id));
        if (rows.length === 0) continue;
        await trx
          .insertInto('player_devices')
          .values(rows)
          .onConflict((conflict) =>
            conflict.column('player_id').doUpdateSet((eb) => ({
              visitor_hash: eb.ref('excluded.visitor_hash'),
              device: eb.ref('excluded.device'),
            })),
          )
          .execute();
      }
    });
  }
}
