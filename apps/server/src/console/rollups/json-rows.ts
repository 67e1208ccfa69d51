import { sql, type RawBuilder } from 'kysely';

/*
 * Many rows sent as one JSON parameter and read back as a relation, on both engines. A statement
 * with a row of parameters per row is new SQL text whenever the row count changes (prepared anew
 * each time, compiled fragment by fragment by Kysely); this one's text is the same for every
 * batch, so it stays prepared (`node-sqlite.ts`'s cache) and its parameters cost one string.
 */

export type JsonCell = string | number | null;
/**
 * `tenths`: a number of tenths (a timing bucket, decision 088) sent as its whole count of tenths
 * and read back divided by 10 as a double, the bits `timingBucket`'s division gives: a decimal
 * text parsed by the engine might differ in the last bit, and then miss its stored row.
 */
export type JsonColumnType = 'bigint' | 'text' | 'tenths';

/** `rows` (cells in `columns`' order) as a relation of those columns, each cast to its type. */
export function jsonRows(
  dialect: 'sqlite' | 'postgres',
  columns: readonly (readonly [name: string, type: JsonColumnType])[],
  rows: readonly (readonly JsonCell[])[],
): RawBuilder<unknown> {
  const double = sql.raw(dialect === 'sqlite' ? 'real' : 'double precision');
  const cells = sql.join(
    columns.map(([name, type], i) =>
      type === 'tenths'
        ? sql`cast(value ->> ${sql.lit(i)} as ${double}) / 10 as ${sql.ref(name)}`
        : sql`cast(value ->> ${sql.lit(i)} as ${sql.raw(type)}) as ${sql.ref(name)}`,
    ),
  );
  const tenths = columns.flatMap(([, type], i) => (type === 'tenths' ? [i] : []));
  const sent =
    tenths.length === 0
      ? rows
      : rows.map((row) =>
          row.map((cell, i) => (tenths.includes(i) && cell !== null ? Math.round(Number(cell) * 10) : cell)),
        );
  const json = JSON.stringify(sent);
  // The binary forms: each row's `->>` then reads its cell without parsing the row's text again
  // (with the text forms, parsing was most of an upsert of a few thousand rows, decision 100).
  return dialect === 'sqlite'
    ? sql`select ${cells} from jsonb_each(${json})`
    : sql`select ${cells} from jsonb_array_elements(cast(${json} as jsonb)) as j(value)`;
}
