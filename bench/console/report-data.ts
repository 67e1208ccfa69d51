/**
 * The reports benchmark's data: `events` analytics events and `players` players with attribution,
 * deposits and cashouts, written in bulk straight into a SQLite file migrated to just before the
 * rollups (0020), so that migrating on to the latest fills the rollups by their backfill path (0021).
 *
 * Shape (deterministic: a seeded generator, so every run writes the same data):
 * - 90 days ending at the last UTC midnight; visitors = events / 10, each with 1–6 visits
 *   (mean about 2) of 1–12 events (mean about 5), 10 s to 3 min apart, visits days apart.
 * - Per visitor, fixed: stag of 300 (Zipf; 30 % none), interlayer id of 50 (20 % have one), country
 *   of 40 (Zipf), device web/mobile (55/45, 1 % unknown), browser of 4 per device, license of 3;
 *   2 % of visitors are bots. Pathnames: 2,000 (Zipf) per event.
 * - Players: registered on a visitor's first visit day, attribution from that visitor; 60 % deposit
 *   (1–8 approved deposits, geometric), 5 % of deposits declined, 25 % of depositors cash out;
 *   currencies EUR 70 %, USD 20 %, GBP 10 %.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { EVENT_COLUMNS, seededRandom, uuidV7 } from '@playfront/server/testing';

const DAY = 24 * 60 * 60 * 1000;
export const RANGE_DAYS = 90;

export interface ReportData {
  readonly events: number;
  readonly visitors: number;
  readonly players: number;
  readonly transactions: number;
  /** The last UTC midnight: data lies in the 90 days before it. */
  readonly end: number;
  /** The 10 stags an affiliate manager is given. */
  readonly managerStags: readonly string[];
}

/** An index in [0, n) with Zipf-like weights 1/(i+1), by inverting the harmonic CDF approximately. */
const zipf = (next: () => number, n: number) =>
  Math.min(n - 1, Math.floor(Math.exp(next() * Math.log(n + 1)) - 1));
const geometric = (next: () => number, mean: number, max: number) =>
  Math.min(max, 1 + Math.floor(Math.log(1 - next()) / Math.log(1 - 1 / mean)));

const COUNTRIES = [
  'DE',
  'GB',
  'FI',
  'TR',
  'BR',
  'JP',
  'ES',
  'AT',
  'CA',
  'NO',
  'SE',
  'PL',
  'IT',
  'FR',
  'NL',
  'IE',
  'NZ',
  'AU',
  'MX',
  'CL',
].flatMap((c, i) => (i < 20 ? [c, `X${String.fromCharCode(65 + i)}`] : [c]));
const BROWSERS = {
  web: ['Chrome', 'Firefox', 'Safari', 'Edge'],
  mobile: ['Chrome', 'Safari', 'Instagram', 'Samsung Internet'],
} as const;
const LICENSES = ['mga', 'curacao', 'ukgc'];
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'USD', 'USD', 'GBP'];
const ROWS_PER_INSERT = 64;

/** Writes the data into the SQLite file at `file` (migrated to 0020); answers what it wrote. */
export function writeReportData(file: string, targetEvents: number, targetPlayers: number): ReportData {
  const next = seededRandom(47);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000;');
  const end = Date.now() - (Date.now() % DAY);
  const start = end - RANGE_DAYS * DAY;

  const columns = EVENT_COLUMNS.join(', ');
  const row = `(${EVENT_COLUMNS.map(() => '?').join(', ')})`;
  const insertEvents = db.prepare(
    `insert into analytics_events (${columns}) values ${Array.from({ length: ROWS_PER_INSERT }, () => row).join(', ')}`,
  );
  const insertEvent = db.prepare(`insert into analytics_events (${columns}) values ${row}`);
  let pending: SQLInputValue[] = [];
  let pendingRows = 0;
  const flush = (all: boolean) => {
    if (pendingRows === ROWS_PER_INSERT) {
      insertEvents.run(...pending);
      pending = [];
      pendingRows = 0;
    } else if (all) {
      for (let i = 0; i < pendingRows; i += 1) {
        insertEvent.run(...pending.slice(i * EVENT_COLUMNS.length, (i + 1) * EVENT_COLUMNS.length));
      }
      pending = [];
      pendingRows = 0;
    }
  };

  /** Visitors who may register: their id, first event time, stag, interlayer id. */
  const candidates: {
    id: string;
    firstAt: number;
    stag: string | null;
    interlayer: string | null;
    device: string | null;
  }[] = [];
  let events = 0;
  let visitors = 0;
  db.exec('BEGIN');
  while (events < targetEvents) {
    visitors += 1;
    const id = `v-${visitors.toString(36)}-${Math.floor(next() * 1e9).toString(36)}`;
    const stag = next() < 0.3 ? null : `aff_${zipf(next, 300)}`;
    const interlayer = next() < 0.2 ? `il-${zipf(next, 50)}` : null;
    const country = COUNTRIES[zipf(next, COUNTRIES.length)] ?? 'DE';
    const roll = next();
    const device = roll < 0.01 ? null : roll < 0.56 ? 'web' : 'mobile';
    const browser = device === null ? null : (BROWSERS[device][Math.floor(next() * 4)] ?? null);
    const license = LICENSES[Math.floor(next() * 3)] ?? 'mga';
    const bot = next() < 0.02 ? 1 : 0;
    let time = start + Math.floor(next() * (RANGE_DAYS - 1) * DAY);
    const firstAt = time;
    const visits = geometric(next, 2, 6);
    for (let visit = 0; visit < visits && time < end && events < targetEvents; visit += 1) {
      const count = geometric(next, 5, 12);
      for (let n = 0; n < count && time < end && events < targetEvents; n += 1) {
        const values: Record<string, SQLInputValue> = {
          event_id: uuidV7(time),
          event: n === 0 || next() < 0.8 ? 'page_view' : 'click',
          project_id: 'bench',
          mode: 'spa',
          lib_version: '0.0.33',
          core_version: '0.0.33',
          timestamp: time,
          hostname: 'play.example.com',
          pathname: `/games/${zipf(next, 2000)}`,
          stag,
          device,
          browser,
          temp_player_id: id,
          license,
          ip_country: country,
          interlayer_id: interlayer,
          connection_type: '4g',
          user_id: null,
          loading_time: 400 + Math.floor(next() * 2000),
          time_to_fetch_start: 3,
          time_to_first_byte: 50 + Math.floor(next() * 300),
          received_at: time,
          bot,
        };
        for (const column of EVENT_COLUMNS) pending.push(values[column] ?? null);
        pendingRows += 1;
        flush(false);
        events += 1;
        time += 10_000 + Math.floor(next() * 170_000);
      }
      time += Math.floor(next() * 10 * DAY) + 31 * 60_000;
    }
    if (bot === 0) candidates.push({ id, firstAt, stag, interlayer, device });
    if (visitors % 100_000 === 0) {
      db.exec('COMMIT');
      db.exec('BEGIN');
    }
  }
  flush(true);
  db.exec('COMMIT');

  // Players: distinct visitors, picked evenly across those generated.
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
  const players = Math.min(targetPlayers, candidates.length);
  const step = candidates.length / players;
  let transactions = 0;
  db.exec('BEGIN');
  for (let p = 0; p < players; p += 1) {
    const visitor = candidates[Math.floor(p * step)];
    if (visitor === undefined) continue;
    const playerId = `p-${p}`;
    const registeredAt = Math.min(end - 1, visitor.firstAt + Math.floor(next() * 20 * 60_000));
    const currency = CURRENCIES[Math.floor(next() * CURRENCIES.length)] ?? 'EUR';
    const country = COUNTRIES[zipf(next, COUNTRIES.length)] ?? 'DE';
    insertPlayer.run(playerId, `${playerId}@bench.test`, country, currency, registeredAt, registeredAt);
    insertAttribution.run(playerId, visitor.stag, visitor.interlayer, visitor.id, registeredAt);
    if (next() >= 0.6) continue;
    let time = registeredAt + Math.floor(next() * DAY);
    const deposits = geometric(next, 2.5, 8);
    const cashes = next() < 0.25;
    for (let d = 0; d < deposits && time < end; d += 1) {
      const status = next() < 0.05 ? 'declined' : 'approved';
      const amount = 1_000 * (1 + Math.floor(next() * 20));
      transactions += 1;
      insertTransaction.run(
        `t-${transactions}`,
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
        insertTransaction.run(
          `t-${transactions}`,
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
  }
  db.exec('COMMIT');
  db.close();
  return {
    events,
    visitors,
    players,
    transactions,
    end,
    managerStags: Array.from({ length: 10 }, (_, i) => `aff_${i * 7 + 3}`),
  };
}
