import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANALYTICS_MODES,
  DEVICES,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_FUTURE_MS,
  TIMING_METRICS,
} from '@playfront/contracts';
import { checkEvents } from '../../src/events/check-events.ts';
import { EVENT_COLUMNS } from '../../src/events/event-columns.ts';

const NOW = Date.UTC(2025, 0, 15);

/** Strings the collector must keep as sent: any well-formed Unicode but U+0000. */
const text = (minLength: number, maxLength: number) =>
  fc.string({ unit: 'grapheme', minLength, maxLength }).filter((value) => {
    const length = Array.from(value).length;
    return !value.includes('\u0000') && length >= minLength && length <= maxLength;
  });
const nullable = (maxLength: number) => fc.option(text(0, maxLength), { nil: null });
const metric = fc.option(fc.double({ min: Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }), {
  nil: undefined,
});

/** Any event the contract allows, with unknown fields added. */
const validEvent = fc.record({
  event_id: fc.uuid(),
  event: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/),
  project_id: text(1, 64),
  mode: fc.constantFrom(...ANALYTICS_MODES),
  lib_version: text(1, 32),
  core_version: text(1, 32),
  timestamp: fc.integer({ min: NOW - MAX_EVENT_AGE_MS, max: NOW + MAX_EVENT_FUTURE_MS }),
  hostname: nullable(253),
  pathname: nullable(2048),
  stag: nullable(128),
  device: fc.constantFrom(...DEVICES, null),
  browser: nullable(64),
  temp_player_id: nullable(64),
  license: nullable(32),
  ip_country: fc.option(fc.stringMatching(/^[A-Z]{2}$/), { nil: null }),
  interlayer_id: nullable(128),
  connection_type: nullable(32),
  user_id: nullable(128),
  loading_time: metric,
  time_to_fetch_start: metric,
  time_to_first_byte: metric,
  unknown_field: fc.jsonValue(),
});

describe('given any event the contract allows', () => {
  it('should accept it and keep every known value, and nothing else', () => {
    fc.assert(
      fc.property(validEvent, (event) => {
        const { events, rejected } = checkEvents([JSON.parse(JSON.stringify(event))], NOW);

        expect(rejected).toEqual([]);
        expect(events).toHaveLength(1);
        const stored = events[0]!;
        expect(Object.keys(stored)).toEqual([...EVENT_COLUMNS]);
        for (const column of EVENT_COLUMNS) {
          // The server's columns: the time of receipt, and no bot judged without a page request.
          const server: Record<string, unknown> = { received_at: NOW, bot: 0 };
          const sent = column in server ? server[column] : (event as Record<string, unknown>)[column];
          const expected = column === 'event_id' ? event.event_id.toLowerCase() : (sent ?? null);
          expect(stored[column]).toEqual(expected);
        }
      }),
    );
  });
});

describe('given an event with one field replaced by a value of another type', () => {
  it('should reject it with a reason naming that field', () => {
    // Timing metrics are the exception: the rule drops them alone (next test).
    const fields = EVENT_COLUMNS.filter(
      (column) =>
        column !== 'received_at' &&
        column !== 'bot' &&
        !(TIMING_METRICS as readonly string[]).includes(column),
    );
    const wrongValue = fc.oneof(
      fc.boolean(),
      fc.dictionary(fc.string(), fc.integer()),
      fc.array(fc.integer()),
    );
    fc.assert(
      fc.property(validEvent, fc.constantFrom(...fields), wrongValue, (event, field, value) => {
        const { events, rejected } = checkEvents([{ ...event, [field]: value }], NOW);

        expect(events).toEqual([]);
        expect(rejected).toHaveLength(1);
        expect(rejected[0]!.errors.some((reason) => reason.startsWith(`${field} must`))).toBe(true);
      }),
    );
  });
});

describe('given an event with a timing metric that is not a finite number above 0', () => {
  it('should store the event without that metric and keep the others', () => {
    const badMetric = fc.oneof(
      fc.double({ max: 0 }),
      fc.constantFrom(Infinity, -Infinity, Number.NaN, null, '12', true),
      fc.array(fc.integer()),
    );
    fc.assert(
      fc.property(validEvent, fc.constantFrom(...TIMING_METRICS), badMetric, (event, metric, value) => {
        const { events, rejected } = checkEvents([{ ...event, [metric]: value }], NOW);

        expect(rejected).toEqual([]);
        expect(events).toHaveLength(1);
        expect(events[0]![metric]).toBeNull();
        for (const other of TIMING_METRICS.filter((name) => name !== metric)) {
          expect(events[0]![other]).toEqual(event[other] ?? null);
        }
      }),
    );
  });
});

describe('given an ip_country in lower case or with spaces', () => {
  it('should store it upper-cased, as the SDK sends it', () => {
    const sent = fc.sample(validEvent, 1)[0];
    const { events } = checkEvents([{ ...sent, ip_country: ' de' }], NOW);
    expect(events[0]?.ip_country).toBe('DE');
  });
});

describe("given a page's request", () => {
  const instagram = { browser: 'Instagram', bot: false };
  const sample = (fields: object) => ({ ...fc.sample(validEvent, 1)[0], ...fields });

  it("should name the browser of its 'spa' events that name none", () => {
    const { events } = checkEvents([sample({ mode: 'spa', browser: null })], NOW, instagram);
    expect(events[0]?.browser).toBe('Instagram');
  });

  it('should keep a browser the event names, and name none for ssr events or without a page', () => {
    const { events } = checkEvents(
      [sample({ mode: 'spa', browser: 'Firefox' }), sample({ mode: 'ssr', browser: null })],
      NOW,
      instagram,
    );
    expect(events.map((event) => event.browser)).toEqual(['Firefox', null]);
    expect(checkEvents([sample({ mode: 'spa', browser: null })], NOW).events[0]?.browser).toBeNull();
  });

  it("should flag every event of a bot's request, and none without a page", () => {
    const sent = [sample({ mode: 'spa' }), sample({ mode: 'ssr' })];
    expect(checkEvents(sent, NOW, { browser: null, bot: true }).events.map((event) => event.bot)).toEqual([
      1, 1,
    ]);
    expect(checkEvents(sent, NOW).events.map((event) => event.bot)).toEqual([0, 0]);
  });
});

describe('given events in one request', () => {
  it('should report rejected ones by their index and keep the order of the valid ones', () => {
    const ok = (id: string) => ({ ...fc.sample(validEvent, 1)[0], event_id: id });
    const items = [
      ok('00000000-0000-7000-8000-000000000001'),
      'not an event',
      ok('00000000-0000-7000-8000-000000000002'),
    ];

    const { events, rejected } = checkEvents(items, NOW);

    expect(events.map((event) => event.event_id)).toEqual([
      '00000000-0000-7000-8000-000000000001',
      '00000000-0000-7000-8000-000000000002',
    ]);
    expect(rejected).toEqual([{ index: 1, errors: ['must be object'] }]);
  });
});
