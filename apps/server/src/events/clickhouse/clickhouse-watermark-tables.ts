import type { ClickHouseClient } from '@clickhouse/client';
import { replaceTable } from './clickhouse-table-replacement.ts';

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
 * Moves a watermark kept in a TinyLog (a deployment before step 21) to `watermarkTable`, once
 * (`replaceTable`): only the place is copied (the greatest row), and after the swap the old
 * table's place again (an instance still on the old code may have moved it meanwhile: a place
 * copied twice is the same place). Losing a move would only make the updater redo a little more.
 */
export async function moveWatermarkToMergeTree(client: ClickHouseClient, table: string): Promise<void> {
  await replaceTable(client, table, {
    done: (engine) => !engine.startsWith('TinyLog'),
    create: watermarkTable,
    copy: placeCopy,
    catchUp: placeCopy,
  });
}

/** The statement copying the place of watermark table `from` into `to` (nothing when it is empty). */
function placeCopy(from: string, to: string): string {
  return `INSERT INTO ${to} SELECT max(done_until) FROM ${from} HAVING count() > 0`;
}
