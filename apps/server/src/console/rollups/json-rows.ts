import { sql, type RawBuilder } from 'kysely';

/*
 * Many rows sent as one JSON parameter and read back as a relation, on both engines. A statement
 * with a row of parameters per row is new SQL text whenever the row count changes (prepared anew
 * each time, compiled fragment by fragment by Kysely); this one's text is the same for every
 * batch, so it stays prepared (`node-sqlite.ts`'s cache) and its parameters cost one string.
 */

export type JsonCell = string | number | null;
export type JsonColumnType = 'bigint' | 'text';

/** `rows` (cells in `columns`' order) as a relation of those columns, each cast to its type. */
export function jsonRows(
  dialect: 'sqlite' | 'postgres',
  columns: readonly (readonly [name: string, type: JsonColumnType])[],
  rows: readonly (readonly JsonCell[])[],
): RawBuilder<unknown> {
  const cells = sql.join(
    columns.map(
      ([name, type], i) => sql`cast(value ->> ${sql.lit(i)} as ${sql.raw(type)}) as ${sql.ref(name)}`,
    ),
  );
  const json = JSON.stringify(rows);
  return dialect === 'sqlite'
    ? sql`select ${cells} from json_each(${json})`
    : sql`select ${cells} from json_array_elements(cast(${json} as json)) as j(value)`;
}
