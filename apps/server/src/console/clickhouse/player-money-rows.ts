import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AffiliateReportParams } from '../reports/affiliate-report-source.ts';
import type { ReportDialect } from '../reports/report-dialects.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A player's dimensions, as the affiliate report has them, but the first device. */
interface PlayerDims {
  readonly player_id: string;
  /** The visitor whose first event names the player's device; null without attribution. */
  readonly temp_player_id: string | null;
  readonly stag: string | null;
  readonly interlayer_id: string | null;
  readonly country: string | null;
  readonly day: string;
  readonly month: string;
}

/** A player registered in the range, on the UTC day of their registration. */
export type RegistrationRow = PlayerDims;

/** One player's approved deposits or cash-outs of one day and currency (PostgreSQL sums as strings). */
export interface PaymentRow extends PlayerDims {
  readonly action: 'deposit' | 'cashout';
  readonly currency: string;
  readonly n: number | string;
  readonly amount: number | string;
  /** Of them, the player's first approved deposit ever (0 or 1), and its amount. */
  readonly ftd_n: number | string;
  readonly ftd_amount: number | string;
}

/**
 * Registrations and money of the range per player (and day, currency) from the app's database,
 * with the definitions of sql-affiliate-report.ts: players by first-touch attribution and country,
 * approved payments by their time, the first deposit as the player's earliest approved one (by
 * time, then id). The report grouped by device needs them per player, since the player's first
 * device lives with the events on ClickHouse, not next to the ledger.
 */
export async function playerMoneyRows(
  db: Kysely<Database>,
  dialect: ReportDialect,
  params: Pick<AffiliateReportParams, 'from' | 'to' | 'stags'>,
): Promise<{ registrations: RegistrationRow[]; payments: PaymentRow[] }> {
  const from = Date.parse(`${params.from}T00:00:00Z`);
  const to = Date.parse(`${params.to}T00:00:00Z`) + DAY_MS;
  const stagFilter = (column: RawBuilder<unknown>): RawBuilder<unknown> => {
    if (params.stags === null) return sql`1 = 1`;
    if (params.stags.length === 0) return sql`1 = 0`;
    return sql`${column} in (${sql.join(params.stags.map((stag) => sql`${stag}`))})`;
  };
  const dims = (time: RawBuilder<unknown>) => sql`a.temp_player_id as temp_player_id, a.stag as stag,
    a.interlayer_id as interlayer_id, p.country as country,
    ${dialect.day(time)} as day, ${dialect.month(time)} as month`;

  const registrations = await sql<RegistrationRow>`
    select p.id as player_id, ${dims(sql.ref('p.created_at'))}
    from players p left join player_attribution a on a.player_id = p.id
    where p.created_at >= ${from} and p.created_at < ${to} and ${stagFilter(sql.ref('a.stag'))}`.execute(db);

  const payments = await sql<PaymentRow>`
    with firsts as (
      select id, row_number() over (partition by player_id order by created_at, id) as position
      from transactions where action = 'deposit' and status = 'approved'
    )
    select t.player_id as player_id, ${dims(sql.ref('t.created_at'))},
      t.action as action, t.currency as currency, count(*) as n, sum(t.amount) as amount,
      sum(case when f.position = 1 then 1 else 0 end) as ftd_n,
      sum(case when f.position = 1 then t.amount else 0 end) as ftd_amount
    from transactions t
    join players p on p.id = t.player_id
    left join player_attribution a on a.player_id = t.player_id
    left join firsts f on f.id = t.id
    where t.status = 'approved' and t.action in ('deposit', 'cashout')
      and t.created_at >= ${from} and t.created_at < ${to} and ${stagFilter(sql.ref('a.stag'))}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`.execute(db);

  return { registrations: registrations.rows, payments: payments.rows };
}
