import type { ClickHouseClient } from '@clickhouse/client';
import { stringLiteral } from './clickhouse-literal.ts';

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
 * Writes `table` again with granules of `granularity` rows, once: 18.16 cannot change a table's
 * granularity, so its rows are copied into a new table that then takes its name. A rebuild that
 * an updater wrote into the old table during the copy (a generation names one rebuild, written by
 * one insert) is copied after the swap, then the old table is dropped. A step cut short runs
 * again from where it stopped: a leftover new table is made anew, an old one still there is
 * caught up and dropped. Nothing to do when the table already has that granularity (a
 * deployment created after the change).
 */
export async function narrowGranules(
  client: ClickHouseClient,
  table: string,
  define: TableDefinition,
  granularity = STAG_TABLE_GRANULARITY,
): Promise<void> {
  const fine = `${table}_fine`;
  const coarse = `${table}_coarse`;
  const engines = await tableEngines(client, [table, fine, coarse]);
  // A RENAME of two tables is two steps on 18.16: cut short between them, the table is missing.
  if (!engines.has(table) && engines.has(fine)) {
    await client.command({ query: `RENAME TABLE ${fine} TO ${table}` });
  } else if (!engines.has(coarse)) {
    if (engines.get(table)?.includes(`index_granularity = ${granularity}`) === true) return;
    await client.command({ query: `DROP TABLE IF EXISTS ${fine}` });
    await client.command({ query: define(fine, granularity) });
    await client.command({ query: `INSERT INTO ${fine} SELECT * FROM ${table}` });
    await client.command({ query: `RENAME TABLE ${table} TO ${coarse}, ${fine} TO ${table}` });
  }
  await client.command({
    query: `INSERT INTO ${table} SELECT * FROM ${coarse}
      WHERE generation NOT IN (SELECT DISTINCT generation FROM ${table})`,
  });
  await client.command({ query: `DROP TABLE ${coarse}` });
}

/** The engine (with its settings) of each of `tables` that exists in the database. */
export async function tableEngines(
  client: ClickHouseClient,
  tables: readonly string[],
): Promise<Map<string, string>> {
  const result = await client.query({
    query: `SELECT name, engine_full FROM system.tables
      WHERE database = currentDatabase() AND name IN (${tables.map(stringLiteral).join(', ')})`,
    format: 'JSONEachRow',
  });
  const rows = await result.json<{ name: string; engine_full: string }>();
  return new Map(rows.map((row) => [row.name, row.engine_full]));
}
