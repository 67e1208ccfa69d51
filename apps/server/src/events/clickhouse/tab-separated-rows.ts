import { EVENT_COLUMNS } from '../event-columns.ts';
import type { StoredEvent } from '../events-sink.ts';

/**
 * Rows of `analytics_events` in ClickHouse's TabSeparated format, which 18.16 reads with about
 * half the CPU of JSONEachRow and which is less than half the bytes (decision 082, measured by
 * `bench/clickhouse/insert-formats.bench.ts`). Written here, not by @clickhouse/client, since the
 * client encodes only the JSON formats.
 */

/** The insert that reads `tabSeparatedRow`'s lines: columns named in the same order. */
export const TAB_SEPARATED_INSERT = `INSERT INTO analytics_events (${EVENT_COLUMNS.join(', ')}) FORMAT TabSeparated`;

const SPECIAL = /[\\\t\n]/;
const SPECIALS = /[\\\t\n]/g;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n' };

/**
 * A value as a TabSeparated field: NULL as `\N`; in strings the three characters that would end
 * or break a field escaped (ClickHouse reads the other escapes too, but needs only these).
 * Numbers are finite (checked at the collector): `String` writes what ClickHouse parses.
 */
export function tabSeparatedField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c] ?? c) : value;
}

/**
 * One row as a TabSeparated line without its newline, in EVENT_COLUMNS' order: straight-line
 * code generated once from that constant list, as the SQLite writer copies columns (a loop of
 * `row[column]` reads is megamorphic, decision 077).
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from EVENT_COLUMNS, a constant list of column names
const makeRow = new Function(
  'field',
  `return (row) => ${EVENT_COLUMNS.map((column) => `field(row.${column})`).join(" + '\\t' + ")};`,
) as (field: typeof tabSeparatedField) => (row: StoredEvent) => string;
export const tabSeparatedRow = makeRow(tabSeparatedField);
