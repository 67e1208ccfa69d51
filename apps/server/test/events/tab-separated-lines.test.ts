import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EVENT_COLUMNS } from '../../src/events/event-columns.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { NUMBER_COLUMNS } from '../../src/events/row-text.ts';
import {
  tabSeparatedLines,
  tabSeparatedRow,
  tabSeparatedText,
} from '../../src/events/clickhouse/tab-separated-rows.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';

/** Any UTF-16 text, tabs, newlines and backslashes included (the characters a line must escape). */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.constantFrom('\t', '\n', '\\', 'a', 'é'), { maxLength: 8 }).map((units) => units.join('')),
);
const number = fc.double({ noNaN: true, noDefaultInfinity: true });
const numbers: readonly string[] = NUMBER_COLUMNS;

/** Any row with a UUID event_id (the collector's check): every other column null or a value of its type. */
const row = fc.record(
  Object.fromEntries(
    EVENT_COLUMNS.map((column) => [
      column,
      column === 'event_id'
        ? fc.uuid()
        : fc.option<string | number>(numbers.includes(column) ? number : text, { nil: null }),
    ]),
  ),
) as unknown as fc.Arbitrary<StoredEvent>;

describe('given rows sent to the ClickHouse intake as TabSeparated text (decision 109)', () => {
  it('should give back each row as the line the sink would have written, with its event_id', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        expect(tabSeparatedLines(tabSeparatedText(rows), rows.length)).toEqual(
          rows.map((stored) => ({ event_id: stored.event_id, line: tabSeparatedRow(stored) })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('should refuse a text that does not hold the rows it says, before anything is queued', () => {
    const two = tabSeparatedText([asStored(makeEvent()), asStored(makeEvent())]);
    expect(() => tabSeparatedLines(two, 3)).toThrow('holds 2 lines, not 3');
    expect(() => tabSeparatedLines(two, 1)).toThrow('holds 2 lines, not 1');
    expect(() => tabSeparatedLines(two.slice(0, -1), 2)).toThrow('not whole');
    expect(() => tabSeparatedLines('no tab here\n', 1)).toThrow('not whole');
    expect(tabSeparatedLines('', 0)).toEqual([]);
  });
});
