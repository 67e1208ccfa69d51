import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { CollectorResponseSchema } from '@playfront/contracts/schemas';
import type { Kysely } from 'kysely';
import { EVENTS_PATH, LIB_VERSION, MAX_EVENTS_PER_REQUEST, DAY_MS } from '@playfront/contracts';
import { markEmailVerified } from '../account-recovery/email-verification.ts';
import { recordAttribution } from '../console/attribution/record-attribution.ts';
import type { Database } from '../db/schema.ts';
import type { CashoutApprovalConfig } from '../payments/approval/cashout-approval-config.ts';
import { enqueueReview, planReview } from '../payments/approval/cashout-review.ts';
import { moveTransaction } from '../payments/transactions/move-transaction.ts';
import { transactionsStore, type TransactionRow } from '../payments/transactions/transactions-store.ts';
import { PlayersRepository } from '../players/players-repository.ts';
import { licenseFor } from '../routes/web/licenses.ts';
import { catalogue } from '../payments/catalogue/index.ts';
import { declineCode, DEMO_METHODS } from './demo-methods.ts';
import { DEMO_AFFILIATE } from './seed-demo-staff.ts';
import { seededRandom, type Random } from './seeded-random.ts';

const MINUTE = 60 * 1000;

/** How much the console's demo shows: four weeks, inside the collector's 30-day age limit. */
export const DEMO_TRAFFIC = {
  days: 28,
  visitors: 700,
  /** The share of (human) visitors who register, and of players who deposit. */
  registrationRate: 0.12,
  depositRate: 0.65,
  /** Demo players' e-mail domain: a reserved one, so no mail ever leaves. */
  emailDomain: 'players.playfront.test',
} as const;

/** Where visitors come from: the demo affiliate's own stag first, then other partners and none. */
const STAGS = [DEMO_AFFILIATE.stags[0], 'casino-reviews', 'partner-blog', 'social-ads', null] as const;
const STAG_WEIGHTS = [0.3, 0.2, 0.12, 0.13, 0.25];
const INTERLAYERS = ['welcome-bonus', 'spring-promo', 'vip-offer'] as const;
/** Countries the site takes players from (none restricted), with GB the one in pounds. */
const COUNTRIES = ['DE', 'GB', 'FI', 'SE', 'AT', 'CA', 'BR', 'JP', 'TR', 'NO', 'IE', 'NZ'] as const;
const COUNTRY_WEIGHTS = [0.24, 0.16, 0.1, 0.08, 0.07, 0.07, 0.07, 0.05, 0.05, 0.04, 0.04, 0.03];
const PATHS = ['/', '/register', '/login', '/cashier/deposit', '/account', '/support', '/terms', '/privacy'];
const PATH_WEIGHTS = [0.4, 0.12, 0.1, 0.14, 0.1, 0.06, 0.04, 0.04];

/** Real browsers' User-Agents: the collector names the browser and device from them, in-app ones too. */
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.86 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 356.0.0.25.109 (iPhone15,2; iOS 18_1; en_US; en; scale=3.00; 1179x2556; 658135006)',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.86 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/487.0.0.53.79;]',
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
] as const;
const USER_AGENT_WEIGHTS = [0.24, 0.08, 0.06, 0.22, 0.2, 0.08, 0.05, 0.07];
const BOT_USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BOT_RATE = 0.03;

export interface DemoTrafficDeps {
  /** The built app: events go through its collector route, as a browser's would. */
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly hostname: string;
  readonly cashoutApproval: CashoutApprovalConfig;
  /**
   * The password hash the demo players share (hashing hundreds at start-up would cost seconds),
   * made only when traffic is seeded: most starts find events already there.
   */
  readonly passwordHash: () => Promise<string>;
}

export interface DemoTrafficOutcome {
  /** False when events were stored already: demo traffic is for a fresh database only. */
  readonly seeded: boolean;
  readonly events: number;
  readonly players: number;
  readonly deposits: number;
  readonly cashouts: number;
}

const pick = <T>(next: Random, values: readonly T[], weights: readonly number[]): T => {
  let roll = next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return values[index] as T;
  }
  return values[values.length - 1] as T;
};
const geometric = (next: Random, mean: number, max: number) =>
  Math.min(max, 1 + Math.floor(Math.log(1 - next()) / Math.log(1 - 1 / mean)));
/** An address of the documentation ranges (RFC 5737), one per batch of events. */
const batchAddress = (index: number) =>
  `${index % 2 === 0 ? '198.51.100' : '203.0.113'}.${1 + (Math.floor(index / 2) % 254)}`;

interface Visit {
  readonly at: number;
  readonly pages: readonly string[];
}

interface Visitor {
  readonly id: string;
  readonly index: number;
  readonly stag: string | null;
  readonly interlayer: string | null;
  readonly country: string;
  readonly userAgent: string;
  readonly bot: boolean;
  readonly visits: readonly Visit[];
}

function makeVisitor(next: Random, index: number, start: number, end: number): Visitor {
  const bot = next() < BOT_RATE;
  const stag = bot ? null : pick(next, STAGS, STAG_WEIGHTS);
  const visits: Visit[] = [];
  // Up to two hours before now, so the last day has new visitors too.
  let at = start + Math.floor(next() * (end - start - 120 * MINUTE));
  for (let visit = geometric(next, 2, 6); visit > 0 && at < end; visit -= 1) {
    const pages = Array.from({ length: geometric(next, bot ? 8 : 4, 12) }, () =>
      pick(next, PATHS, PATH_WEIGHTS),
    );
    visits.push({ at, pages });
    at += 40 * MINUTE + Math.floor(next() * 6 * DAY_MS);
  }
  return {
    id: randomUUID(),
    index,
    stag,
    interlayer: stag !== null && next() < 0.25 ? pick(next, INTERLAYERS, [1, 1, 1]) : null,
    country: pick(next, COUNTRIES, COUNTRY_WEIGHTS),
    userAgent: bot ? BOT_USER_AGENT : pick(next, USER_AGENTS, USER_AGENT_WEIGHTS),
    bot,
    visits,
  };
}

/** One visit's page views as the site's SDK sends them; after registration, bound to the player. */
function visitEvents(next: Random, hostname: string, visitor: Visitor, visit: Visit, userId: string | null) {
  let at = visit.at;
  return visit.pages.map((pathname) => {
    const event = {
      event_id: randomUUID(),
      event: 'page_view',
      project_id: 'playfront',
      mode: 'spa',
      lib_version: LIB_VERSION,
      core_version: LIB_VERSION,
      timestamp: at,
      hostname,
      pathname,
      stag: visitor.stag,
      // The collector names device and browser from the User-Agent, as for a real page.
      device: null,
      browser: null,
      temp_player_id: visitor.id,
      license: licenseFor(visitor.country),
      ip_country: visitor.country,
      interlayer_id: visitor.interlayer,
      connection_type: pick(next, ['4g', 'wifi', '3g'], [0.5, 0.45, 0.05]),
      user_id: userId,
      loading_time: Math.round(350 + next() * 1800),
      time_to_first_byte: Math.round(40 + next() * 360),
    };
    at += 15_000 + Math.floor(next() * 150_000);
    return event;
  });
}

/**
 * Sandbox traffic for the operator console (development only, a fresh database only): four weeks
 * of visitors from the demo affiliate's stag and others, sent through the real collector route so
 * the bot flag, browser and device are decided as for any page; some register (attribution kept
 * as the site keeps it), deposit and cash out through the same ledger moves a real payment makes,
 * and the last days' cashouts wait in the approval queue as the auto-approval rule decides.
 * Seeded (the same shape every start), so the console's demo looks the same.
 */
export async function seedDemoTraffic(deps: DemoTrafficDeps, now = Date.now()): Promise<DemoTrafficOutcome> {
  const stored = await deps.db.selectFrom('analytics_events').select('event_id').limit(1).execute();
  if (stored.length > 0) return { seeded: false, events: 0, players: 0, deposits: 0, cashouts: 0 };

  const passwordHash = await deps.passwordHash();
  const next = seededRandom(2026);
  const start = now - DEMO_TRAFFIC.days * DAY_MS;
  const visitors = Array.from({ length: DEMO_TRAFFIC.visitors }, (_, index) =>
    makeVisitor(next, index, start, now),
  );
  const players = new PlayersRepository(deps.db);
  let events = 0;
  let registered = 0;
  let deposits = 0;
  let cashouts = 0;
  const byAgent = new Map<string, ReturnType<typeof visitEvents>>();
  for (const visitor of visitors) {
    const first = visitor.visits[0];
    const registers = first !== undefined && !visitor.bot && next() < DEMO_TRAFFIC.registrationRate;
    const registeredAt = first === undefined ? now : first.at + 4 * MINUTE;
    let playerId: string | null = null;
    if (registers) {
      const currency = visitor.country === 'GB' ? 'GBP' : 'EUR';
      const player = await players.create(
        {
          email: `player-${visitor.index}@${DEMO_TRAFFIC.emailDomain}`,
          passwordHash,
          country: visitor.country,
          currency,
        },
        registeredAt,
      );
      playerId = player.id;
      registered += 1;
      await markEmailVerified(deps.db, player.id, player.email, registeredAt);
      await recordAttribution(
        deps.db,
        player.id,
        { stag: visitor.stag, interlayerId: visitor.interlayer, tempPlayerId: visitor.id, clickId: null },
        registeredAt,
      );
      if (next() < DEMO_TRAFFIC.depositRate) {
        const made = await depositAndCashOut(deps, next, { playerId, currency, from: registeredAt, now });
        deposits += made.deposits;
        cashouts += made.cashouts;
      }
    }
    const agentEvents = byAgent.get(visitor.userAgent) ?? [];
    for (const visit of visitor.visits) {
      agentEvents.push(
        ...visitEvents(next, deps.hostname, visitor, visit, visit.at >= registeredAt ? playerId : null),
      );
    }
    byAgent.set(visitor.userAgent, agentEvents);
  }
  // A browser's User-Agent names its device and browser, so events travel grouped by it, in
  // the largest batches the collector takes, each from its own address (limits count per address).
  let batch = 0;
  for (const [userAgent, agentEvents] of byAgent) {
    for (let offset = 0; offset < agentEvents.length; offset += MAX_EVENTS_PER_REQUEST) {
      const payload = agentEvents.slice(offset, offset + MAX_EVENTS_PER_REQUEST);
      const response = await deps.app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        remoteAddress: batchAddress(batch),
        payload,
      });
      const answer: unknown = response.json();
      // Every event is made to pass: a refusal is a bug of this generator, so it stops the start.
      if (
        response.statusCode !== 200 ||
        !Value.Check(CollectorResponseSchema, answer) ||
        answer.rejected.length > 0
      ) {
        throw new Error(`The collector refused demo events: ${response.statusCode} ${response.body}`);
      }
      events += answer.accepted;
      batch += 1;
    }
  }
  return { seeded: true, events, players: registered, deposits, cashouts };
}

/** A player's deposits (some declined, as cards are) and perhaps a cashout of part of the balance. */
async function depositAndCashOut(
  deps: DemoTrafficDeps,
  next: Random,
  player: {
    readonly playerId: string;
    readonly currency: string;
    readonly from: number;
    readonly now: number;
  },
): Promise<{ deposits: number; cashouts: number }> {
  const { db } = deps;
  const method = pick(
    next,
    DEMO_METHODS,
    DEMO_METHODS.map((candidate) => candidate.weight),
  );
  let at = player.from + 2 * MINUTE;
  let balance = 0;
  let deposits = 0;
  // A few play high: their cashouts pass the auto-approval maximum and wait for a reviewer.
  const stake = next() < 0.15 ? 20_000 : 1_000;
  for (let count = geometric(next, 2.2, 6); count > 0 && at < player.now; count -= 1) {
    const amount = stake * (1 + Math.floor(next() * 20));
    const declined = next() < method.declineRate;
    const row = transactionRow(player, 'deposit', method.methodId, amount, at);
    await transactionsStore.claim(db, row);
    await moveTransaction(
      db,
      row,
      declined
        ? {
            to: 'declined',
            errorCode: declineCode(method, next),
            providerReference: `demo-${row.id}`,
          }
        : { to: 'approved', errorCode: null, providerReference: `demo-${row.id}` },
      at + 5_000,
    );
    deposits += 1;
    if (!declined) balance += amount;
    at += Math.floor(next() * 5 * DAY_MS);
  }
  // High stakes cash out more often; cashouts fall in the last days, so the queue has some waiting.
  if (balance === 0 || next() > (stake > 1_000 ? 0.85 : 0.35)) return { deposits, cashouts: 0 };
  const cashoutAt = Math.max(
    at - 4 * DAY_MS,
    player.from + DAY_MS,
    player.now - Math.floor(next() * 6 * DAY_MS),
  );
  if (cashoutAt >= player.now) return { deposits, cashouts: 0 };
  const amount = Math.max(1_000, Math.floor((balance * (0.3 + next() * 0.7)) / 100) * 100);
  const row = transactionRow(player, 'cashout', method.cashoutMethodId, Math.min(amount, balance), cashoutAt);
  // The last days' cashouts meet the auto-approval rule like any submitted now; older ones were paid.
  const recent = player.now - cashoutAt < 3 * DAY_MS;
  const plan = recent
    ? await planReview(db, deps.cashoutApproval, { ...player, amount: row.amount })
    : { queued: false as const };
  const claimed = await transactionsStore.claim(
    db,
    row,
    undefined,
    plan.queued ? (trx) => enqueueReview(trx, row.id, plan.needsSecondApproval, cashoutAt) : undefined,
  );
  if (claimed !== 'claimed') return { deposits, cashouts: 0 };
  if (!plan.queued) {
    await moveTransaction(
      db,
      row,
      { to: 'approved', providerReference: `demo-${row.id}` },
      cashoutAt + 60_000,
    );
  }
  return { deposits, cashouts: 1 };
}

function transactionRow(
  player: { readonly playerId: string; readonly currency: string },
  action: 'deposit' | 'cashout',
  methodId: string,
  amount: number,
  at: number,
): TransactionRow {
  const id = randomUUID();
  return {
    id,
    player_id: player.playerId,
    idempotency_key: `demo-traffic-${id}`,
    request_fingerprint: 'demo-traffic',
    action,
    method_id: methodId,
    provider_id: providerOf(methodId),
    currency: player.currency,
    amount,
    fee: 0,
    status: 'pending',
    error_code: null,
    provider_reference: null,
    saved_profile_id: null,
    result: '',
    provider_data: null,
    created_at: at,
    updated_at: at,
  };
}

/** The catalogue's provider of a demo method: a demo method the catalogue lacks is a bug. */
function providerOf(methodId: string): string {
  const method = catalogue.method(methodId);
  if (method === undefined) throw new Error(`The demo pays with '${methodId}', which the catalogue lacks.`);
  return method.providerId;
}
