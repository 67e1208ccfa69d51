/**
 * Players, attribution and payments for the ClickHouse reports bench, in the app's SQLite
 * database (the money stays there when the events are on ClickHouse). The players are visitors
 * of the generated events (every 10th non-bot visitor among the first ones, up to `players`),
 * their attribution the visitor's stag and interlayer id, registered within 20 minutes of the
 * visitor's first event; payments as bench/console/report-data.ts makes them: 60 % deposit (1–8
 * approved deposits, geometric), 5 % of deposits declined, 25 % of depositors cash out;
 * currencies EUR 70 %, USD 20 %, GBP 10 %.
 */
import { DatabaseSync } from 'node:sqlite';
import { seededRandom } from '@playfront/server/testing';

const DAY = 24 * 60 * 60 * 1000;
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'USD', 'USD', 'GBP'];
const COUNTRIES = ['DE', 'GB', 'FI', 'TR', 'BR', 'JP', 'ES', 'AT', 'CA', 'NO'];
const geometric = (next: () => number, mean: number, max: number) =>
  Math.min(max, 1 + Math.floor(Math.log(1 - next()) / Math.log(1 - 1 / mean)));

export interface Visitor {
  readonly id: string;
  readonly firstAt: number;
  readonly stag: string | null;
  readonly interlayer: string | null;
}

/** Writes the players of `visitors` into the migrated SQLite file; answers the transactions written. */
export function writePlayers(file: string, visitors: readonly Visitor[], end: number): number {
  const next = seededRandom(65);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const insertPlayer = db.prepare(
    `insert into players (id, email, password_hash, country, currency, kyc_status, created_at, updated_at)
     values (?, ?, 'x', ?, ?, 'verified', ?, ?)`,
  );
  const insertAttribution = db.prepare(
    'insert into player_attribution (player_id, stag, interlayer_id, temp_player_id, created_at) values (?, ?, ?, ?, ?)',
  );
  const insertTransaction = db.prepare(
    `insert into transactions (id, player_id, idempotency_key, request_fingerprint, action, method_id,
       provider_id, currency, amount, fee, status, result, created_at, updated_at)
     values (?, ?, ?, 'f', ?, 'credit-card', 'sandbox', ?, ?, 0, ?, '{}', ?, ?)`,
  );
  let transactions = 0;
  db.exec('BEGIN');
  visitors.forEach((visitor, p) => {
    const playerId = `p-${p}`;
    const registeredAt = Math.min(end - 1, visitor.firstAt + Math.floor(next() * 20 * 60_000));
    const currency = CURRENCIES[Math.floor(next() * CURRENCIES.length)] ?? 'EUR';
    const country = COUNTRIES[Math.floor(next() * COUNTRIES.length)] ?? 'DE';
    insertPlayer.run(playerId, `${playerId}@bench.test`, country, currency, registeredAt, registeredAt);
    insertAttribution.run(playerId, visitor.stag, visitor.interlayer, visitor.id, registeredAt);
    if (next() >= 0.6) return;
    let time = registeredAt + Math.floor(next() * DAY);
    const deposits = geometric(next, 2.5, 8);
    const cashes = next() < 0.25;
    for (let d = 0; d < deposits && time < end; d += 1) {
      const status = next() < 0.05 ? 'declined' : 'approved';
      const amount = 1_000 * (1 + Math.floor(next() * 20));
      transactions += 1;
      const id = `t-${transactions}`;
      insertTransaction.run(
        id,
        playerId,
        `k-${transactions}`,
        'deposit',
        currency,
        amount,
        status,
        time,
        time,
      );
      if (cashes && d === deposits - 1) {
        transactions += 1;
        const cashAt = Math.min(end - 1, time + Math.floor(next() * 3 * DAY));
        const cashId = `t-${transactions}`;
        insertTransaction.run(
          cashId,
          playerId,
          `k-${transactions}`,
          'cashout',
          currency,
          amount,
          'approved',
          cashAt,
          cashAt,
        );
      }
      time += Math.floor(next() * 7 * DAY);
    }
  });
  db.exec('COMMIT');
  db.close();
  return transactions;
}
