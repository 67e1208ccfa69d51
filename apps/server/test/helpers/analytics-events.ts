import { randomBytes } from 'node:crypto';
import type { AnalyticsEvent } from '@playfront/contracts';
import type { StoredEvent } from '../../src/events/events-sink.ts';

let lastMs = 0;
let counter = 0;

/**
 * A UUID v7 (RFC 9562): 48-bit unix milliseconds, version, a 12-bit counter that keeps ids of
 * one millisecond in order, variant, random bits. Distinct across calls in one process.
 */
export function uuidV7(now = Date.now()): string {
  if (now === lastMs) {
    counter += 1;
  } else {
    lastMs = now;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A valid analytics event with every field set, stamped now; override what a test needs. */
export function makeEvent(overrides: Partial<Record<keyof AnalyticsEvent, unknown>> = {}): AnalyticsEvent {
  return {
    event_id: uuidV7(),
    event: 'page_view',
    project_id: 'test-project',
    mode: 'spa',
    lib_version: '0.0.33',
    core_version: '0.0.33',
    timestamp: Date.now(),
    hostname: 'play.example.com',
    pathname: '/games/slots',
    stag: 'aff_123',
    device: 'web',
    browser: 'Chrome',
    temp_player_id: 'b3c1f0de-6c0f-4a57-9d5e-2f1b9a7e4c11',
    license: 'mga',
    ip_country: 'DE',
    interlayer_id: 'il-42',
    connection_type: '4g',
    user_id: 'player-1',
    loading_time: 812.5,
    time_to_fetch_start: 3.2,
    time_to_first_byte: 120.7,
    ...overrides,
  } as AnalyticsEvent;
}

/** `count` valid events of one project. */
export function makeEvents(count: number, overrides: Partial<Record<keyof AnalyticsEvent, unknown>> = {}) {
  return Array.from({ length: count }, () => makeEvent(overrides));
}

/** An event as the sinks store it: the timings it left out as null, received now. */
export function asStored(event: AnalyticsEvent, bot = 0): StoredEvent {
  return {
    ...event,
    loading_time: event.loading_time ?? null,
    time_to_fetch_start: event.time_to_fetch_start ?? null,
    time_to_first_byte: event.time_to_first_byte ?? null,
    received_at: Date.now(),
    bot,
  };
}

/**
 * A stored event without page timings, received at its own time (traffic written straight into a
 * store, as a report test's known data): `makeEvent`'s fields with `overrides`.
 */
export function storedUntimed(
  overrides: Partial<Record<keyof AnalyticsEvent, unknown>>,
  bot = 0,
): StoredEvent {
  const made = makeEvent(overrides);
  return {
    ...made,
    loading_time: null,
    time_to_fetch_start: null,
    time_to_first_byte: null,
    received_at: made.timestamp,
    bot,
  };
}
