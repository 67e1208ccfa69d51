import type { ClickHouseClient } from '@clickhouse/client';
import { stringLiteral } from './clickhouse-literal.ts';

/**
 * A schema step's `ALTER TABLE … ADD COLUMN`, once: 18.16 has no ADD COLUMN IF NOT EXISTS, so the
 * column is looked up first and a step cut short runs again. `definition` follows the name
 * (type and default), written by the step itself, never from outside.
 */
export async function addColumnOnce(
  client: ClickHouseClient,
  table: string,
  column: string,
  definition: string,
): Promise<void> {
  const result = await client.query({
    query: `SELECT count() AS n FROM system.columns
      WHERE database = currentDatabase() AND table = ${stringLiteral(table)} AND name = ${stringLiteral(column)}`,
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ n: number | string }>();
  if (Number(row?.n ?? 0) > 0) return;
  await client.command({ query: `ALTER TABLE ${table} ADD COLUMN ${column} ${definition}` });
}
