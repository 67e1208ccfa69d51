import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely } from 'kysely';
import type { FunnelMetrics, FunnelReport } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { AffiliateReportSource } from './affiliate-report-source.ts';

export interface FunnelParams {
  readonly from: string;
  readonly to: string;
  /** Only these stags (an affiliate manager's); null for all. */
  readonly stags: readonly string[] | null;
}

const rate = (next: number, previous: number): number | null =>
  previous === 0 ? null : Math.round((next / previous) * 10_000) / 10_000;

function withRates(
  counts: Pick<FunnelMetrics, 'visits' | 'registrations' | 'first_deposits' | 'second_deposits'>,
): FunnelMetrics {
  return {
    ...counts,
    visit_to_registration: rate(counts.registrations, counts.visits),
    registration_to_first_deposit: rate(counts.first_deposits, counts.registrations),
    first_to_second_deposit: rate(counts.second_deposits, counts.first_deposits),
  };
}

/**
 * The funnel per stag: visits, registrations and first deposits come from the affiliate report
 * (one definition of each), second deposits from each player's second approved deposit ever.
 * Every step counts what happened in the range, so rates compare summed counts, not cohorts.
 */
export class FunnelReportSource {
  readonly #db: Kysely<Database>;
  readonly #affiliates: AffiliateReportSource;

  constructor(db: Kysely<Database>, affiliates: AffiliateReportSource) {
    this.#db = db;
    this.#affiliates = affiliates;
  }

  async run(params: FunnelParams): Promise<FunnelReport> {
    // Its steps need no unique visitors: the rollups skip the distinct count (decision 068).
    const base = await this.#affiliates.run({
      ...params,
      groupBy: ['stag'],
      currency: 'EUR',
      skipUniqueVisitors: true,
    });
    // From the rollups when the source keeps them, else numbered here from the ledger.
    const seconds = (await this.#affiliates.secondDeposits?.(params)) ?? (await this.#secondDeposits(params));
    const stags = new Set<string | null>([...base.rows.map((r) => r.stag ?? null), ...seconds.keys()]);
    const rows = [...stags]
      .sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1))
      .map((stag) => {
        const row = base.rows.find((r) => (r.stag ?? null) === stag);
        return {
          stag,
          ...withRates({
            visits: row?.visits ?? 0,
            registrations: row?.registrations ?? 0,
            first_deposits: row?.ftd_count ?? 0,
            second_deposits: seconds.get(stag) ?? 0,
          }),
        };
      });
    return {
      from: params.from,
      to: params.to,
      rows,
      totals: withRates({
        visits: base.totals.visits,
        registrations: base.totals.registrations,
        first_deposits: base.totals.ftd_count,
        second_deposits: [...seconds.values()].reduce((sum, n) => sum + n, 0),
      }),
    };
  }

  async #secondDeposits(params: FunnelParams): Promise<Map<string | null, number>> {
    const from = Date.parse(`${params.from}T00:00:00Z`);
    const to = Date.parse(`${params.to}T00:00:00Z`) + DAY_MS;
    if (params.stags?.length === 0) return new Map();
    const stagFilter =
      params.stags === null ? sql`1 = 1` : sql`a.stag in (${sql.join(params.stags.map((s) => sql`${s}`))})`;
    const result = await sql<{ stag: string | null; n: number | string }>`
      with ordered as (
        select player_id, created_at,
          row_number() over (partition by player_id order by created_at, id) as position
        from transactions where action = 'deposit' and status = 'approved'
      )
      select a.stag as stag, count(*) as n
      from ordered o left join player_attribution a on a.player_id = o.player_id
      where o.position = 2 and o.created_at >= ${from} and o.created_at < ${to} and ${stagFilter}
      group by a.stag`.execute(this.#db);
    return new Map(result.rows.map((row) => [row.stag, Number(row.n)]));
  }
}
