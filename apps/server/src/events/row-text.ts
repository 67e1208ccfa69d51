import type { SQLInputValue } from 'node:sqlite';
import { TIMING_METRICS } from '@playfront/contracts';
import { EVENT_COLUMNS, type EventColumn } from './event-columns.ts';
import type { StoredEvent } from './events-sink.ts';

/**
 * Rows of `analytics_events` as one string, to cross from the main thread to the events writer's
 * worker (decision 106). A string crosses as a copy of its bytes, where a structured clone of the
 * row objects walks every one (0.2–0.3 ms a body, as much as reading it); splitting it back costs
 * the worker under a third of what reading the body's JSON did.
 *
 * Layout: per row, a null mask (bit i set when column i of EVENT_COLUMNS is null) in decimal, then
 * each column's value, every field followed by a NUL. A number is written as JavaScript writes
 * it, which reads back as the same number; a null as nothing. A stored string never holds a NUL:
 * the collector refuses it (FORBIDDEN_TEXT, as PostgreSQL cannot store one). Should one get
 * through anyway, the fields do not add up and `splitRows` refuses the text, so no value is ever
 * shifted into another column.
 */

/** The columns whose values are numbers (the rest are strings), each once. */
type NumberColumn = { [K in EventColumn]: StoredEvent[K] extends number | null ? K : never }[EventColumn];
export const NUMBER_COLUMNS = [
  'timestamp',
  ...TIMING_METRICS,
  'received_at',
  'bot',
] as const satisfies readonly NumberColumn[];
// Fails to compile when a number column is missing above (it would be stored as text).
type UnlistedNumberColumn = Exclude<NumberColumn, (typeof NUMBER_COLUMNS)[number]>;
const _everyNumberColumn: [UnlistedNumberColumn] extends [never] ? true : UnlistedNumberColumn = true;

const SEPARATOR = '\u0000';
/** Fields a row takes: its null mask, then one per column. */
const ROW_FIELDS = EVENT_COLUMNS.length + 1;
// The mask is read with 32-bit operators: a table of more columns needs another layout.
if ((EVENT_COLUMNS.length as number) > 31) throw new Error('Too many event columns for a row mask');

const isNumberColumn = (column: EventColumn): boolean =>
  (NUMBER_COLUMNS as readonly EventColumn[]).includes(column);

/**
 * Straight-line code generated once from EVENT_COLUMNS, a constant list: a loop reading
 * `row[column]` makes every read a megamorphic keyed load (decision 077); a loop decoding
 * fields took three times as long as this (decision 106).
 */
/* eslint-disable @typescript-eslint/no-implied-eval -- built from EVENT_COLUMNS, a constant list of column names */
const encodeRow = new Function(
  'row',
  `const mask = ${EVENT_COLUMNS.map((column, index) => `(row.${column} == null ? ${2 ** index} : 0)`).join(' | ')};
  return \`\${mask}\\u0000${EVENT_COLUMNS.map((column) => `\${row.${column} ?? ''}\\u0000`).join('')}\`;`,
) as (row: StoredEvent) => string;

const decodeRow = new Function(
  'fields',
  'at',
  'values',
  `const mask = +fields[at];
  ${EVENT_COLUMNS.map(
    (column, index) =>
      `values[${index}] = (mask & ${2 ** index}) !== 0 ? null : ${isNumberColumn(column) ? '+' : ''}fields[at + ${index + 1}];`,
  ).join('\n')}`,
) as (fields: readonly string[], at: number, values: SQLInputValue[]) => void;
/* eslint-enable @typescript-eslint/no-implied-eval */

/** The rows as one string (see the layout above). */
export function encodeRows(rows: readonly StoredEvent[]): string {
  let text = '';
  for (const row of rows) text += encodeRow(row);
  return text;
}

/** Encoded rows split into fields, checked to be `count` rows whole. */
export interface SplitRows {
  readonly fields: readonly string[];
  readonly count: number;
}

/** Splits `encodeRows`' text of `count` rows; throws when it does not hold exactly that. */
export function splitRows(text: string, count: number): SplitRows {
  const fields = text.split(SEPARATOR);
  // Every field ends in a separator, so the split ends with one empty string.
  if (fields.length !== count * ROW_FIELDS + 1 || fields[fields.length - 1] !== '') {
    throw new Error(`Encoded events do not hold ${count} whole rows`);
  }
  return { fields, count };
}

/**
 * Row `index` of split rows, as its values in EVENT_COLUMNS' order, written into `values` (one
 * array reused for every row: the insert binds them at once).
 */
export function rowValues(rows: SplitRows, index: number, values: SQLInputValue[]): void {
  decodeRow(rows.fields, index * ROW_FIELDS, values);
}
