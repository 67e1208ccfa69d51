import { sql, type RawBuilder } from 'kysely';

/**
 * Triggers that mark the days whose money rollups a change touches (decision 059): a player's
 * registration day and the day of each of their transactions, when a transaction is stored or
 * changes status, a player registers or changes country, or their attribution is stored. A
 * player's first and second deposit can move to another of their days, so all of them are marked;
 * a player has a handful. Marks are appended (`seq`), so the updater takes those up to a
 * high-water mark as it does events. The rollup updater recomputes the marked days from the ledger.
 */
const MARK_SQLITE = (player: string) => `
  insert into report_dirty_days (day)
    select created_at / 86400000 from players where id = ${player}
    union select created_at / 86400000 from transactions where player_id = ${player};`;

export const MONEY_TRIGGERS_SQLITE: readonly RawBuilder<unknown>[] = [
  ['transaction_insert', 'after insert on transactions', 'new.player_id'],
  ['transaction_status', 'after update of status on transactions', 'new.player_id'],
  ['player_insert', 'after insert on players', 'new.id'],
  ['player_country', 'after update of country on players', 'new.id'],
  ['attribution_insert', 'after insert on player_attribution', 'new.player_id'],
  ['attribution_update', 'after update on player_attribution', 'new.player_id'],
].map(([name = '', when = '', player = '']) =>
  sql.raw(`create trigger report_dirty_${name} ${when} begin ${MARK_SQLITE(player)} end`),
);

export const MONEY_TRIGGERS_POSTGRES: readonly RawBuilder<unknown>[] = [
  // The shared lock as the events' inserts take it: the updater's high-water mark of the marks'
  // seq waits for this transaction, so no mark below it is still to be committed.
  sql`create function report_dirty_player_days(player varchar) returns void language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(590021);
      insert into report_dirty_days (day)
        select created_at / 86400000 from players where id = player
        union select created_at / 86400000 from transactions where player_id = player;
    end $$`,
  sql`create function report_dirty_by_player_id() returns trigger language plpgsql as $$
    begin perform report_dirty_player_days(new.player_id); return null; end $$`,
  sql`create function report_dirty_by_id() returns trigger language plpgsql as $$
    begin perform report_dirty_player_days(new.id); return null; end $$`,
  sql`create trigger report_dirty_transactions after insert or update of status on transactions
    for each row execute function report_dirty_by_player_id()`,
  sql`create trigger report_dirty_players after insert or update of country on players
    for each row execute function report_dirty_by_id()`,
  sql`create trigger report_dirty_attribution after insert or update on player_attribution
    for each row execute function report_dirty_by_player_id()`,
];

export const DROP_MONEY_TRIGGERS_SQLITE = [
  'transaction_insert',
  'transaction_status',
  'player_insert',
  'player_country',
  'attribution_insert',
  'attribution_update',
].map((name) => sql.raw(`drop trigger report_dirty_${name}`));

export const DROP_MONEY_TRIGGERS_POSTGRES = [
  sql`drop trigger report_dirty_transactions on transactions`,
  sql`drop trigger report_dirty_players on players`,
  sql`drop trigger report_dirty_attribution on player_attribution`,
  sql`drop function report_dirty_by_player_id()`,
  sql`drop function report_dirty_by_id()`,
  sql`drop function report_dirty_player_days(varchar)`,
];

/**
 * A player's first device kept in the app's database where the events are on ClickHouse
 * (`player_devices`, decision 120): a device found or changed marks the player's days, as a change
 * of country does (a player looked up before any event of theirs is stored with none: nothing moves).
 */
export const DEVICE_TRIGGERS_SQLITE: readonly RawBuilder<unknown>[] = [
  ['device_insert', 'after insert on player_devices when new.device is not null', 'new.player_id'],
  [
    'device_update',
    'after update of device on player_devices when old.device is not new.device',
    'new.player_id',
  ],
].map(([name = '', when = '', player = '']) =>
  sql.raw(`create trigger report_dirty_${name} ${when} begin ${MARK_SQLITE(player)} end`),
);

/** Uses the function of MONEY_TRIGGERS_POSTGRES. */
export const DEVICE_TRIGGERS_POSTGRES: readonly RawBuilder<unknown>[] = [
  sql`create trigger report_dirty_device_insert after insert on player_devices
    for each row when (new.device is not null) execute function report_dirty_by_player_id()`,
  sql`create trigger report_dirty_device_update after update of device on player_devices
    for each row when (old.device is distinct from new.device) execute function report_dirty_by_player_id()`,
];
