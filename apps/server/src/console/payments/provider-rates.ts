import { DAY_MS } from '@playfront/contracts';
import type { Kysely } from 'kysely';
import type { ProviderRate, ProviderRates, ProviderRatesQuery } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

interface Tally {
  total: number;
  approved: number;
  declined: number;
  failed: number;
  codes: Map<string, number>;
}

/**
 * Per provider, over the UTC dates asked (all time without them): payments by stored status,
 * the approval and decline rates of the settled ones, and the decline codes, most frequent first.
 */
export async function providerRates(db: Kysely<Database>, query: ProviderRatesQuery): Promise<ProviderRates> {
  let select = db
    .selectFrom('transactions')
    .select((eb) => ['provider_id', 'status', 'error_code', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['provider_id', 'status', 'error_code']);
  if (query.from !== undefined)
    select = select.where('created_at', '>=', Date.parse(`${query.from}T00:00:00Z`));
  if (query.to !== undefined) {
    select = select.where('created_at', '<', Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  }
  const rows = await select.execute();
  const byProvider = new Map<string, Tally>();
  for (const row of rows) {
    const entry: Tally = byProvider.get(row.provider_id) ?? {
      total: 0,
      approved: 0,
      declined: 0,
      failed: 0,
      codes: new Map<string, number>(),
    };
    const count = Number(row.count);
    entry.total += count;
    if (row.status === 'approved') entry.approved += count;
    if (row.status === 'declined') entry.declined += count;
    if (row.status === 'failed') entry.failed += count;
    if ((row.status === 'declined' || row.status === 'failed') && row.error_code !== null) {
      entry.codes.set(row.error_code, (entry.codes.get(row.error_code) ?? 0) + count);
    }
    byProvider.set(row.provider_id, entry);
  }
  const result: ProviderRate[] = [...byProvider.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([providerId, entry]) => {
      const settled = entry.approved + entry.declined + entry.failed;
      return {
        providerId,
        total: entry.total,
        approved: entry.approved,
        declined: entry.declined,
        failed: entry.failed,
        approvalRate: settled === 0 ? null : entry.approved / settled,
        declineRate: settled === 0 ? null : (entry.declined + entry.failed) / settled,
        declineCodes: [...entry.codes.entries()]
          .sort(([codeA, a], [codeB, b]) => b - a || codeA.localeCompare(codeB))
          .map(([code, count]) => ({ code, count })),
      };
    });
  return { rows: result };
}
