import type { ClickHouseClient } from '@clickhouse/client';
import { tableEngines } from './clickhouse-table-granules.ts';

/**
 * A watermark's table (the visits updater's, the timing updater's): a row per move, its place the
 * greatest. A MergeTree by day (decision 122), so that the days before the place are dropped by the
 * work lists' pruning and a read beside another instance's insert is safe; the TinyLog of steps 4
 * and 8 grew by a row every step for ever, each read a scan, and a read during a write fails there.
 */
export const watermarkTable = (name: string): string => `CREATE TABLE IF NOT EXISTS ${name} (
  done_until DateTime
) ENGINE = MergeTree()
PARTITION BY toYYYYMMDD(done_until)
ORDER BY done_until`;

/**
 * Moves a watermark kept in a TinyLog (a deployment before step 21) to `watermarkTable`, once:
 * only the place is copied (the greatest row), the new table takes the name, then the old one's
 * place is copied again (an instance still on the old code may have moved it meanwhile: a place
 * copied twice is the same place) and the old table dropped. Losing a move would only make the
 * updater redo a little more. A step cut short runs again from where it stopped, as
 * `narrowGranules` does; a table that is not a TinyLog is left alone.
 */
export async function moveWatermarkToMergeTree(client: ClickHouseClient, table: string): Promise<void> {
  const parted = `${table}_parted`;
  const old = `${table}_log`;
  const engines = await tableEngines(client, [table, parted, old]);
  if (!engines.has(table) && engines.has(parted)) {
    await client.command({ query: `RENAME TABLE ${parted} TO ${table}` });
  } else if (!engines.has(old)) {
    if (engines.get(table)?.startsWith('TinyLog') !== true) return;
    await client.command({ query: `DROP TABLE IF EXISTS ${parted}` });
    await client.command({ query: watermarkTable(parted) });
    await client.command({ query: placeCopy(table, parted) });
    await client.command({ query: `RENAME TABLE ${table} TO ${old}, ${parted} TO ${table}` });
  }
  await client.command({ query: placeCopy(old, table) });
  await client.command({ query: `DROP TABLE ${old}` });
}

/** The statement copying the place of watermark table `from` into `to` (nothing when it is empty). */
function placeCopy(from: string, to: string): string {
  return `INSERT INTO ${to} SELECT max(done_until) FROM ${from} HAVING count() > 0`;
}
