import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SQLInputValue } from 'node:sqlite';
import { EVENT_COLUMNS } from '../../src/events/event-columns.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { NUMBER_COLUMNS, encodeRows, rowValues, splitRows } from '../../src/events/row-text.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';

/** Any UTF-16 text but NUL (which the collector refuses): lone surrogates, control characters, empty. */
const text = fc.string({ unit: 'binary', maxLength: 30 }).filter((value) => !value.includes('\u0000'));
/** Any finite number but -0 (a stored number's sign of zero is not kept: SQLite stores 0). */
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0));

const numbers: readonly string[] = NUMBER_COLUMNS;

/** Any row: each column null or a value of its type (the encoding does not depend on which may be null). */
const value = (column: string): fc.Arbitrary<string | number | null> =>
  fc.option<string | number>(numbers.includes(column) ? number : text, { nil: null });
const row = fc.record(
  Object.fromEntries(EVENT_COLUMNS.map((column) => [column, value(column)])),
) as unknown as fc.Arbitrary<StoredEvent>;

/** Each row's values in EVENT_COLUMNS' order, as the worker binds them. */
function decoded(encoded: string, count: number): SQLInputValue[][] {
  const rows = splitRows(encoded, count);
  return Array.from({ length: count }, (_, index) => {
    const values: SQLInputValue[] = [];
    rowValues(rows, index, values);
    return values;
  });
}

const valuesOf = (stored: StoredEvent): unknown[] => EVENT_COLUMNS.map((column) => stored[column]);

describe('given rows of analytics_events encoded as one string for the events writer (decision 106)', () => {
  it('should read back every value of every row as it was: strings, empty strings, nulls, numbers', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        expect(decoded(encodeRows(rows), rows.length)).toEqual(rows.map(valuesOf));
      }),
      { numRuns: 300 },
    );
  });

  it('should keep numbers as numbers and strings that look like numbers as strings', () => {
    const stored = {
      ...asStored(makeEvent({ stag: '42', pathname: '', loading_time: 123.45000000000002 })),
      bot: 1,
    };
    const [values] = decoded(encodeRows([stored]), 1);
    expect(values).toEqual(valuesOf(stored));
    expect(values?.[EVENT_COLUMNS.indexOf('stag')]).toBe('42');
    expect(values?.[EVENT_COLUMNS.indexOf('pathname')]).toBe('');
    expect(values?.[EVENT_COLUMNS.indexOf('bot')]).toBe(1);
  });

  it('should refuse a text that does not hold its rows whole, so no value shifts into another column', () => {
    const stored = asStored(makeEvent({ pathname: 'a\u0000b' }));
    expect(() => splitRows(encodeRows([stored]), 1)).toThrow('do not hold 1 whole rows');
    const two = encodeRows([asStored(makeEvent()), asStored(makeEvent())]);
    expect(() => splitRows(two, 1)).toThrow('do not hold 1 whole rows');
    expect(() => splitRows(two, 3)).toThrow('do not hold 3 whole rows');
    expect(() => splitRows(two.slice(0, -1), 2)).toThrow('do not hold 2 whole rows');
    expect(splitRows('', 0).count).toBe(0);
  });
});
