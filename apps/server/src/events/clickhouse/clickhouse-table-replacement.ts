import type { ClickHouseClient } from '@clickhouse/client';
import { stringLiteral } from './clickhouse-literal.ts';

/** How a schema step writes a table again where 18.16 cannot alter it (its engine, its granules). */
export interface TableReplacement {
  /** Whether the table's engine (with its settings) is already what the step makes. */
  readonly done: (engine: string) => boolean;
  /** The new table's CREATE statement under `name`. */
  readonly create: (name: string) => string;
  /** The statement copying the rows of `from` into the new table `to` before the swap. */
  readonly copy: (from: string, to: string) => string;
  /**
   * The statement copying, after the swap, what the old table `from` got during the copy (an
   * instance still on the old code writes to it by name) and the table `to` lacks.
   */
  readonly catchUp: (from: string, to: string) => string;
}

/**
 * Writes `table` again as `replacement` says, once: its rows copied into `<table>_new`, which then
 * takes the name (`RENAME TABLE t TO t_old, t_new TO t`), the old table's late rows caught up, the
 * old table dropped. A step cut short runs again from where it stopped: a leftover `_new` is made
 * anew, an `_old` still there is caught up and dropped, a rename cut between its two parts (18.16
 * renames one table after the other: the table missing, `_new` there) is finished. Nothing to do
 * when the table is already done (a deployment created after the change).
 */
export async function replaceTable(
  client: ClickHouseClient,
  table: string,
  replacement: TableReplacement,
): Promise<void> {
  const fresh = `${table}_new`;
  const old = `${table}_old`;
  const engines = await tableEngines(client, [table, fresh, old]);
  if (!engines.has(table) && engines.has(fresh)) {
    await client.command({ query: `RENAME TABLE ${fresh} TO ${table}` });
  } else if (!engines.has(old)) {
    if (replacement.done(engines.get(table) ?? '')) return;
    await client.command({ query: `DROP TABLE IF EXISTS ${fresh}` });
    await client.command({ query: replacement.create(fresh) });
    await client.command({ query: replacement.copy(table, fresh) });
    await client.command({ query: `RENAME TABLE ${table} TO ${old}, ${fresh} TO ${table}` });
  }
  await client.command({ query: replacement.catchUp(old, table) });
  await client.command({ query: `DROP TABLE ${old}` });
}

/** The engine (with its settings) of each of `tables` that exists in the database. */
async function tableEngines(
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
