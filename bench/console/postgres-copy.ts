/**
 * Copies the reports bench's generated data from its SQLite file into a PostgreSQL database at the
 * same migration (0020, before the rollups), so that both engines hold the same rows: the
 * PostgreSQL peer then migrates on and fills its rollups as the SQLite bench does.
 *
 * Rows go in batches through `insert … select * from unnest($1::type[], …)`: one statement of a
 * few parameters per batch, not thousands of placeholders, and no COPY stream library needed.
 */
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import pg from 'pg';

/** The tables `report-data.ts` writes (everything else is empty at 0020). */
export const COPIED_TABLES = ['analytics_events', 'players', 'player_attribution', 'transactions'] as const;
const ROWS_PER_BATCH = 5_000;

interface PgColumn {
  readonly name: string;
  readonly type: string;
}

async function pgColumns(client: pg.Client, table: string): Promise<PgColumn[]> {
  const result = await client.query<{ column_name: string; udt_name: string }>(
    `select column_name, udt_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => ({ name: row.column_name, type: row.udt_name }));
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQLite keeps booleans as 0/1 and JSON as text; PostgreSQL's array input takes both as text. */
function pgValue(value: SQLOutputValue, type: string): string | number | bigint | null {
  if (value === null) return null;
  if (type === 'bool') return value === 1 || value === 1n ? 'true' : 'false';
  if (value instanceof Uint8Array) throw new Error('A binary column: not in the reports data');
  return value;
}

/** Copies each table's rows (the columns both sides have); answers the rows copied per table. */
export async function copyReportData(
  sqliteFile: string,
  postgresUrl: string,
): Promise<Record<string, number>> {
  const source = new DatabaseSync(sqliteFile, { readOnly: true });
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const copied: Record<string, number> = {};
  try {
    for (const table of COPIED_TABLES) {
      const sqliteNames = new Set(
        source
          .prepare(`select name from pragma_table_info(?)`)
          .all(table)
          .map((row) => String(row.name)),
      );
      const columns = (await pgColumns(client, table)).filter((column) => sqliteNames.has(column.name));
      const insert =
        `insert into ${quoted(table)} (${columns.map((c) => quoted(c.name)).join(', ')}) ` +
        `select * from unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;
      const read = source.prepare(
        `select ${columns.map((c) => quoted(c.name)).join(', ')} from ${quoted(table)}`,
      );
      let batch: (string | number | bigint | null)[][] = columns.map(() => []);
      let rows = 0;
      const flush = async () => {
        if ((batch[0]?.length ?? 0) === 0) return;
        await client.query(insert, batch);
        batch = columns.map(() => []);
      };
      await client.query('begin');
      for (const row of read.iterate()) {
        columns.forEach((column, i) => batch[i]?.push(pgValue(row[column.name] ?? null, column.type)));
        rows += 1;
        if (rows % ROWS_PER_BATCH === 0) await flush();
        if (rows % 1_000_000 === 0) {
          await client.query('commit');
          console.log(`${table}: ${rows} rows copied`);
          await client.query('begin');
        }
      }
      await flush();
      await client.query('commit');
      copied[table] = rows;
      console.log(`${table}: ${rows} rows copied`);
    }
    await client.query('analyze');
  } finally {
    await client.end();
    source.close();
  }
  return copied;
}
