import { Ajv } from 'ajv';
import {
  FORBIDDEN_TEXT,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_FUTURE_MS,
  TIMING_METRICS,
  isTimingMetricValue,
  normalizeCountry,
  type AnalyticsEvent,
  type RejectedEvent,
} from '@playfront/contracts';
import { AnalyticsEventSchema } from '@playfront/contracts/schemas';
import type { StoredEvent } from './events-sink.ts';
import { describeErrors } from './describe-errors.ts';

/** At most this many reasons per rejected event, so a response stays small. */
const MAX_REASONS = 10;

const STRING_COLUMNS = [
  'event',
  'project_id',
  'mode',
  'lib_version',
  'core_version',
  'hostname',
  'pathname',
  'stag',
  'device',
  'browser',
  'temp_player_id',
  'license',
  'ip_country',
  'interlayer_id',
  'connection_type',
  'user_id',
] as const satisfies readonly (keyof AnalyticsEvent)[];

/**
 * The event validator, compiled once. Unlike Fastify's request validator it coerces nothing
 * (a number sent as a string is an error, not a number) and reports every error of an event.
 * Strict numbers refuse NaN and Infinity (JSON turns 1e999 into Infinity).
 */
const ajv = new Ajv({
  allErrors: true,
  strictNumbers: true,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
});
const validateEvent = ajv.compile<AnalyticsEvent>(AnalyticsEventSchema);

export interface CheckedEvents {
  /** Valid events in request order, as they will be stored. */
  readonly events: StoredEvent[];
  /** Invalid events by their index in the request, with the reasons. */
  readonly rejected: RejectedEvent[];
}

/** What the collector knows of a request a page sent itself, from its User-Agent. */
export interface PageRequest {
  /** The browser it names, for the page's 'spa' events that name none. */
  readonly browser: string | null;
  /**
   * The device class, for the page's 'spa' events that name none (the SDK leaves it to us since
   * decision 054): the `Sec-CH-UA-Mobile` client hint where sent, else the User-Agent.
   */
  readonly device?: 'mobile' | 'web' | null;
  /** Sent by a bot: its events are stored flagged. */
  readonly bot: boolean;
}

/** A request a server relays (or an unknown sender): it says nothing about the visitor. */
const NOT_A_PAGE: PageRequest = { browser: null, bot: false };

/**
 * Validates each item of a request on its own: the contract schema, then what a schema cannot
 * say. Valid items become stored rows holding only the known columns, so unknown fields are
 * dropped here and never reach the database.
 */
export function checkEvents(
  items: readonly unknown[],
  receivedAt: number,
  page: PageRequest = NOT_A_PAGE,
  /** False when the body's text showed that no string in it can hold FORBIDDEN_TEXT (`readText`). */
  mayHoldForbiddenText = true,
): CheckedEvents {
  const events: StoredEvent[] = [];
  const rejected: RejectedEvent[] = [];
  items.forEach((item, index) => {
    normalize(item);
    if (!validateEvent(item)) {
      rejected.push({ index, errors: describeErrors(validateEvent.errors ?? [], MAX_REASONS) });
      return;
    }
    const errors = beyondSchema(item, receivedAt, mayHoldForbiddenText);
    if (errors.length > 0) rejected.push({ index, errors });
    else events.push(toStoredEvent(item, receivedAt, page));
  });
  return { events, rejected };
}

/**
 * What the contract says is recoverable, made right before the schema sees it, so a value the
 * SDK would have normalised costs no event from another sender (an older SDK, a beacon): a
 * timing metric that is not a finite number above 0 is dropped alone, and a country code in
 * another case or with spaces is upper-cased. The body parser made these objects; changing them
 * in place touches nothing of the caller's.
 */
function normalize(item: unknown): void {
  if (typeof item != 'object' || item === null) return;
  const fields = item as Record<string, unknown>;
  for (const metric of TIMING_METRICS) {
    if (metric in fields && !isTimingMetricValue(fields[metric])) Reflect.deleteProperty(fields, metric);
  }
  const country = fields['ip_country'];
  if (typeof country == 'string') fields['ip_country'] = normalizeCountry(country) ?? country;
}

/** Rules relative to the server's clock or to the databases, which a static schema cannot hold. */
function beyondSchema(event: AnalyticsEvent, now: number, mayHoldForbiddenText: boolean): string[] {
  const errors: string[] = [];
  if (event.timestamp < now - MAX_EVENT_AGE_MS) {
    errors.push(`timestamp must not be older than ${MAX_EVENT_AGE_MS / 86_400_000} days`);
  } else if (event.timestamp > now + MAX_EVENT_FUTURE_MS) {
    errors.push(
      `timestamp must not be more than ${MAX_EVENT_FUTURE_MS / 3_600_000} hours ahead of server time`,
    );
  }
  // PostgreSQL text cannot hold U+0000 (the whole commit would fail), and neither database
  // keeps a lone UTF-16 surrogate as sent; refuse both rather than store something else. The
  // SDK refuses the same characters (FORBIDDEN_TEXT) at identity().
  if (!mayHoldForbiddenText) return errors;
  for (const column of STRING_COLUMNS) {
    const value = event[column];
    if (value === null || !FORBIDDEN_TEXT.test(value)) continue;
    if (value.includes('\u0000')) errors.push(`${column} must not contain NUL characters`);
    if (FORBIDDEN_TEXT.test(value.replaceAll('\u0000', '')))
      errors.push(`${column} must be well-formed Unicode`);
  }
  return errors;
}

function toStoredEvent(event: AnalyticsEvent, receivedAt: number, page: PageRequest): StoredEvent {
  return {
    // UUIDs compare case-insensitively; one spelling keeps duplicates from passing as new.
    event_id: event.event_id.toLowerCase(),
    event: event.event,
    project_id: event.project_id,
    mode: event.mode,
    lib_version: event.lib_version,
    core_version: event.core_version,
    timestamp: event.timestamp,
    hostname: event.hostname,
    pathname: event.pathname,
    stag: event.stag,
    device: event.device ?? (event.mode == 'spa' ? (page.device ?? null) : null),
    browser: event.browser ?? (event.mode == 'spa' ? page.browser : null),
    temp_player_id: event.temp_player_id,
    license: event.license,
    ip_country: event.ip_country,
    interlayer_id: event.interlayer_id,
    connection_type: event.connection_type,
    user_id: event.user_id,
    loading_time: event.loading_time ?? null,
    time_to_fetch_start: event.time_to_fetch_start ?? null,
    time_to_first_byte: event.time_to_first_byte ?? null,
    received_at: receivedAt,
    bot: page.bot ? 1 : 0,
  };
}
