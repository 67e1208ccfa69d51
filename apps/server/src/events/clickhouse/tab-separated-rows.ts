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

/** A row as the ClickHouse sink queues it: its TabSeparated line, without the newline, and its event_id. */
export interface TabSeparatedLine {
  readonly event_id: string;
  readonly line: string;
}

/** A row's line with its event_id, for the sink's group commit (which keeps each event_id once). */
export const tabSeparatedLine = (row: StoredEvent): TabSeparatedLine => ({
  event_id: row.event_id,
  line: tabSeparatedRow(row),
});

/**
 * Rows as one text for the intake's worker (decision 109): each row's line, ending in a newline.
 * A field never holds a raw newline or tab (`tabSeparatedField` escapes both).
 */
export function tabSeparatedText(rows: readonly StoredEvent[]): string {
  let text = '';
  for (const row of rows) text += `${tabSeparatedRow(row)}\n`;
  return text;
}

// Fails to compile if a line stops starting with its event_id.
const _eventIdFirst: (typeof EVENT_COLUMNS)[0] extends 'event_id' ? true : never = true;

/**
 * `tabSeparatedText`'s lines again, each with its event_id: the first field (EVENT_COLUMNS starts
 * with it; a UUID, nothing to unescape). A text that does not hold `count` such lines is refused
 * whole, before anything is queued.
 */
export function tabSeparatedLines(text: string, count: number): TabSeparatedLine[] {
  const lines: TabSeparatedLine[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const tab = text.indexOf('\t', start);
    if (end === -1 || tab === -1 || tab > end) throw new Error('A row text line is not whole');
    // A slice keeps its whole text alive, and the sink remembers 100,000 recent ids: the id is
    // copied out (a slice of a concatenation is a flat copy in V8; 53 → 15 MB of heap for
    // 100,000 ids of 50-row texts, about 0.1 µs an id).
    const eventId = `${text.slice(start, tab)} `.slice(0, -1);
    lines.push({ event_id: eventId, line: text.slice(start, end) });
    start = end + 1;
  }
  if (lines.length !== count) throw new Error(`The row text holds ${lines.length} lines, not ${count}`);
  return lines;
}
