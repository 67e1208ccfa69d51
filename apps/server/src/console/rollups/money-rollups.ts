import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DistinctCounter, SeenOnce } from './distinct-counter.ts';
import { GroupColumns } from './group-columns.ts';
import { MONEY_SUMS, zeroSums, type MoneySum } from './money-sums.ts';
import { PLAYER_FIRST_DEVICE } from './player-first-device.ts';
import { eachRun, pairs } from './rollup-blobs.ts';
import { keptKeys, RollupGrouping, subsetForQuery } from './rollup-grouping.ts';
import type { RollupKeys } from './rollup-keys.ts';
import { ROLLUP_SUBSETS, subsetKey, type RollupColumn } from './rollup-subsets.ts';
import { dayOf, type RollupQuery } from './rollup-traffic.ts';

/** Money rollup keys are `rollup_keys` of subset MONEY_SUBSET + n: subset n's values, then currency. */
const MONEY_SUBSET = 100;
/** Days one transaction recomputes: bounds how long it holds SQLite's write lock. */
const DAYS_PER_BATCH = 8;
const ROWS_PER_STATEMENT = 300;

export { MONEY_SUMS } from './money-sums.ts';
/** The sums `moneyColumns` adds written out: fails to compile when MONEY_SUMS changes length. */
const UNROLLED_SUMS: typeof MONEY_SUMS.length = 7;
/** A packed entry: the key id, then its sums. */
const STRIDE = UNROLLED_SUMS + 1;

type Dims = Record<RollupColumn, string | null>;

/** A player's dimensions as the raw report has them: first-touch attribution, country, `device`. */
const playerDims = (device: RawBuilder<unknown>) => sql`a.stag as stag, a.interlayer_id as interlayer_id,
  p.country as ip_country, ${device} as device`;

/** A blob's float64s: a view when the driver's buffer is aligned (node:sqlite's are), else a copy. */
function float64s(blob: Uint8Array): Float64Array {
  if (blob.byteOffset % 8 === 0) return new Float64Array(blob.buffer, blob.byteOffset, blob.byteLength / 8);
  const bytes = new Uint8Array(blob.byteLength);
  bytes.set(blob);
  return new Float64Array(bytes.buffer);
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Recomputes the money rollups of the days marked dirty (by the ledger's and players' triggers,
 * money-triggers.ts) up to `highWater`, a few days per call; false when none was left. Each day is
 * computed from the ledger with the raw report's definitions and replaces what was stored.
 * `device`: how a player's first device is read (migration 0021 runs before the kept devices' table).
 */
export async function recomputeMoneyDays<DB>(
  trx: Kysely<DB>,
  keys: RollupKeys,
  highWater: number,
  device: RawBuilder<unknown> = PLAYER_FIRST_DEVICE,
): Promise<boolean> {
  const { rows: marked } = await sql<{ day: number }>`
    select distinct day from report_dirty_days where seq <= ${highWater} order by day limit ${DAYS_PER_BATCH}`.execute(
    trx,
  );
  if (marked.length === 0) return false;
  const days = marked.map((m) => m.day);
  const dayList = sql.join(days.map((d) => sql`${d}`));
  await sql`delete from report_dirty_days where seq <= ${highWater} and day in (${dayList})`.execute(trx);
  await sql`delete from money_rollups where day in (${dayList})`.execute(trx);

  for (const day of days) {
    const from = day * DAY_MS;
    const to = from + DAY_MS;
    const { rows: registrations } = await sql<Dims & { n: number }>`
      select ${playerDims(device)}, count(*) as n
      from players p left join player_attribution a on a.player_id = p.id
      where p.created_at >= ${from} and p.created_at < ${to}
      group by 1, 2, 3, 4`.execute(trx);
    // Approved deposits and cash-outs of the day; a deposit's earlier approved deposits say
    // whether it is the player's first (0) or second (1), by time then id as the raw report.
    const { rows: payments } = await sql<
      Dims & { player_id: string; action: string; currency: string; amount: number; earlier: number | null }
    >`
      select ${playerDims(device)}, t.player_id as player_id, t.action as action, t.currency as currency,
        t.amount as amount,
        case when t.action = 'deposit' then (
          select count(*) from transactions e
          where e.player_id = t.player_id and e.action = 'deposit' and e.status = 'approved'
            and (e.created_at < t.created_at or (e.created_at = t.created_at and e.id < t.id))
        ) end as earlier
      from transactions t
      join players p on p.id = t.player_id
      left join player_attribution a on a.player_id = t.player_id
      where t.status = 'approved' and t.action in ('deposit', 'cashout')
        and t.created_at >= ${from} and t.created_at < ${to}`.execute(trx);

    const players = await playerIds(trx, [
      ...new Set(payments.filter((p) => p.action === 'deposit').map((p) => p.player_id)),
    ]);
    const wanted: { subset: number; k: string }[] = [];
    const keyTexts = (dims: Dims, currency: string | null) =>
      ROLLUP_SUBSETS.map((columns, subset) => {
        const k = subsetKey(columns, dims);
        const money = JSON.stringify([...(JSON.parse(k) as unknown[]), currency]);
        wanted.push({ subset, k }, { subset: MONEY_SUBSET + subset, k: money });
        return { k, money };
      });
    const entries = [
      ...registrations.map((r) => ({ texts: keyTexts(r, null), registrations: r.n, payment: null })),
      ...payments.map((p) => ({ texts: keyTexts(p, p.currency), registrations: 0, payment: p })),
    ];
    await keys.ensureKeys(trx, wanted);

    for (let subset = 0; subset < ROLLUP_SUBSETS.length; subset += 1) {
      const sums = new Map<number, Record<MoneySum, number>>();
      const depositors = new Set<number>();
      const sumsOf = (keyId: number) => {
        let entry = sums.get(keyId);
        if (entry === undefined) {
          entry = zeroSums();
          sums.set(keyId, entry);
        }
        return entry;
      };
      for (const entry of entries) {
        const text = entry.texts[subset];
        if (text === undefined) continue;
        const target = sumsOf(keys.idOf(MONEY_SUBSET + subset, text.money));
        target.registrations += entry.registrations;
        const payment = entry.payment;
        if (payment === null) continue;
        if (payment.action === 'cashout') {
          target.cashouts_amount += payment.amount;
          continue;
        }
        target.deposits_count += 1;
        target.deposits_amount += payment.amount;
        if (Number(payment.earlier) === 0) {
          target.ftd_count += 1;
          target.ftd_amount += payment.amount;
        }
        if (Number(payment.earlier) === 1) target.second_deposits += 1;
        const player = players.get(payment.player_id) ?? 0;
        depositors.add(keys.idOf(subset, text.k) * 2 ** 32 + player);
      }
      if (sums.size === 0) continue;
      const packed = new Float64Array(sums.size * STRIDE);
      [...sums].forEach(([keyId, entry], i) => {
        packed[i * STRIDE] = keyId;
        MONEY_SUMS.forEach((m, j) => (packed[i * STRIDE + 1 + j] = entry[m]));
      });
      const sorted = Float64Array.from(depositors).sort();
      const players32 = new Uint32Array(sorted.length * 2);
      sorted.forEach((pair, i) => {
        players32[i * 2] = Math.floor(pair / 2 ** 32);
        players32[i * 2 + 1] = pair % 2 ** 32;
      });
      await sql`insert into money_rollups (subset, day, sums, depositors)
        values (${subset}, ${day}, ${asBuffer(new Uint8Array(packed.buffer))}, ${asBuffer(new Uint8Array(players32.buffer))})`.execute(
        trx,
      );
    }
  }
  return true;
}

/** Each depositing player's small integer id (`report_player_ids`), given on first sight. */
async function playerIds<DB>(trx: Kysely<DB>, players: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const sorted = [...players].sort();
  for (let i = 0; i < sorted.length; i += ROWS_PER_STATEMENT) {
    const part = sorted.slice(i, i + ROWS_PER_STATEMENT);
    await sql`insert into report_player_ids (player_id)
      values ${sql.join(part.map((p) => sql`(${p})`))}
      on conflict (player_id) do nothing`.execute(trx);
    const { rows } = await sql<{ id: number; player_id: string }>`
      select id, player_id from report_player_ids
      where player_id in (${sql.join(part.map((p) => sql`${p}`))})`.execute(trx);
    for (const row of rows) ids.set(row.player_id, row.id);
  }
  return ids;
}

/** One group's money: dimension values, sums per currency (converted by the report), depositors. */
export interface MoneyRow {
  readonly dims: Record<string, string | null>;
  readonly byCurrency: Map<string | null, Record<MoneySum, number>>;
  depositing_players: number;
}

/**
 * The money of a report question's groups: the range's `money_rollups` rows of `subset` (the
 * traffic's, from subsetForQuery) added into `columns` by `grouping`'s group index: per (group,
 * currency) accumulators, depositing players per group and over every group.
 */
export async function moneyColumns<DB>(
  db: Kysely<DB>,
  keys: RollupKeys,
  query: RollupQuery,
  subset: number,
  grouping: RollupGrouping,
  columns: GroupColumns,
): Promise<void> {
  const { rows } = await sql<{ day: number; sums: Uint8Array; depositors: Uint8Array }>`
    select day, sums, depositors from money_rollups
    where subset = ${subset} and day >= ${dayOf(query.from)} and day <= ${dayOf(query.to)}
    order by day`.execute(db);
  // Both the money keys (a subset's values, then currency) and the depositors' keys (the subset's
  // values) go through the one grouping: a group is its bucket and the subset's values.
  grouping.start();
  let maxPlayer = 0;
  let maxKey = 0;
  const decoded = rows.map((row) => {
    const players = pairs(row.depositors);
    for (let i = 1; i < players.length; i += 2) maxPlayer = Math.max(maxPlayer, players[i] ?? 0);
    const sums = float64s(row.sums);
    for (let i = 0; i < sums.length; i += STRIDE) maxKey = Math.max(maxKey, sums[i] ?? 0);
    return { day: row.day, sums, players };
  });
  // Per money key id: the bucket its accumulator below was found for, and that accumulator (-1:
  // left out by the stag filter). Typed: an entry's cost is one look-up and the adds (a pivot
  // reads 138,000 entries over 90 days).
  const keyBucket = new Int32Array(maxKey + 1);
  const keyAccumulator = new Int32Array(maxKey + 1);
  let bucket = 0;
  const counter = new DistinctCounter(maxPlayer + 1);
  // Over the whole range, one group: the report's total of depositing players.
  const everyone = new SeenOnce(maxPlayer + 1);
  everyone.reset(maxPlayer + 1);
  let depositingPlayers = 0;
  // A stag filter's depositors: their keys' runs by binary search, not every key of the day.
  const kept = keptKeys(keys, subset, query.stags);
  // A money key's currency (its last value), interned like a group's values: no look-up by text.
  const currencies = keys.projection([(ROLLUP_SUBSETS[subset] ?? []).length]);
  const valuesOf = (keyId: number) => keys.valuesOf(keyId);
  for (const row of decoded) {
    if (grouping.day(row.day)) {
      bucket += 1;
      counter.nextBucket();
    }
    const sums = row.sums;
    let money = columns.money;
    for (let i = 0; i + STRIDE <= sums.length; i += STRIDE) {
      const keyId = (sums[i] ?? 0) | 0;
      let at = keyAccumulator[keyId] ?? -1;
      if (keyBucket[keyId] !== bucket) {
        const group = grouping.groupOf(keyId);
        const currency = currencies.valuesOf(currencies.idOf(keyId, valuesOf))[0] ?? null;
        at = group < 0 ? -1 : columns.accumulator(group, currency);
        money = columns.money;
        keyBucket[keyId] = bucket;
        keyAccumulator[keyId] = at;
      }
      if (at < 0) continue;
      // UNROLLED_SUMS adds, written out: the loop over 138,000 entries is most of the pivot's money.
      money[at] = (money[at] ?? 0) + (sums[i + 1] ?? 0);
      money[at + 1] = (money[at + 1] ?? 0) + (sums[i + 2] ?? 0);
      money[at + 2] = (money[at + 2] ?? 0) + (sums[i + 3] ?? 0);
      money[at + 3] = (money[at + 3] ?? 0) + (sums[i + 4] ?? 0);
      money[at + 4] = (money[at + 4] ?? 0) + (sums[i + 5] ?? 0);
      money[at + 5] = (money[at + 5] ?? 0) + (sums[i + 6] ?? 0);
      money[at + 6] = (money[at + 6] ?? 0) + (sums[i + 7] ?? 0);
    }
    const players = row.players;
    eachRun(players, kept, (start, end, key) => {
      const group = grouping.groupOf(key);
      if (group < 0) return;
      columns.ensureGroups(grouping.count);
      const counts = columns.depositingPlayers;
      for (let i = start; i < end; i += 2) {
        const player = players[i + 1] ?? 0;
        if (counter.add(player, group)) counts[group] = (counts[group] ?? 0) + 1;
        if (everyone.add(player)) depositingPlayers += 1;
      }
    });
  }
  columns.ensureGroups(grouping.count);
  columns.totalDepositingPlayers = depositingPlayers;
}

/** The money rollups of a report question, by group (named); null when no subset covers it. */
export async function moneyRows<DB>(
  db: Kysely<DB>,
  keys: RollupKeys,
  query: RollupQuery,
): Promise<{ rows: MoneyRow[]; depositingPlayers: number } | null> {
  const subset = subsetForQuery(query.groupBy, query.stags);
  if (subset === null) return null;
  const columns = new GroupColumns();
  const grouping = new RollupGrouping(keys, subset, query.groupBy, query.stags);
  await moneyColumns(db, keys, query, subset, grouping, columns);
  const groupRows: (MoneyRow | undefined)[] = [];
  const rowFor = (group: number): MoneyRow => {
    let row = groupRows[group];
    if (row === undefined) {
      row = { dims: grouping.dims[group] ?? {}, byCurrency: new Map(), depositing_players: 0 };
      groupRows[group] = row;
    }
    return row;
  };
  // In the order of the money itself: the accumulators, then the depositors.
  for (let a = 0; a < columns.moneyCount; a += 1) {
    const entry = rowFor(columns.moneyGroup[a] ?? 0);
    const currency = columns.moneyCurrency[a] ?? null;
    const sums = entry.byCurrency.get(currency) ?? zeroSums();
    MONEY_SUMS.forEach((m, j) => (sums[m] += columns.money[a * MONEY_SUMS.length + j] ?? 0));
    entry.byCurrency.set(currency, sums);
  }
  for (let group = 0; group < grouping.count; group += 1) {
    const players = columns.depositingPlayers[group] ?? 0;
    if (players !== 0) rowFor(group).depositing_players = players;
  }
  return {
    rows: groupRows.filter((row) => row !== undefined),
    depositingPlayers: columns.totalDepositingPlayers,
  };
}
