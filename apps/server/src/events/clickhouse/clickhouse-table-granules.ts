import type { ClickHouseClient } from '@clickhouse/client';
import { replaceTable } from './clickhouse-table-replacement.ts';

/**
 * Rows per granule (one mark of the primary index) of the tables a list of stags reads (decision
 * 121). A stag's rows of one card and month are a few hundred to a few thousand: with 18.16's
 * default of 8,192 a granule held several stags, so each card of ten stags read about 45 granules
 * (368,640 rows) for 7,257 rows of its own.
 */
export const STAG_TABLE_GRANULARITY = 1024;

/** A table's CREATE statement under `name`, its granules of `granularity` rows. */
export type TableDefinition = (name: string, granularity: number) => string;

/**
 * Writes `table` (a table of generations: each day's rebuild one insert under a name of its own)
 * again with granules of `granularity` rows, once (`replaceTable`): 18.16 cannot change a table's
 * granularity. After the swap, every generation the new table lacks is copied from the old one:
 * a rebuild an updater wrote into the old table during the copy.
 */
export async function narrowGranules(
  client: ClickHouseClient,
  table: string,
  define: TableDefinition,
  granularity = STAG_TABLE_GRANULARITY,
): Promise<void> {
  await replaceTable(client, table, {
    done: (engine) => engine.includes(`index_granularity = ${granularity}`),
    create: (name) => define(name, granularity),
    copy: (from, to) => `INSERT INTO ${to} SELECT * FROM ${from}`,
    catchUp: (from, to) => `INSERT INTO ${to} SELECT * FROM ${from}
      WHERE generation NOT IN (SELECT DISTINCT generation FROM ${to})`,
  });
}
