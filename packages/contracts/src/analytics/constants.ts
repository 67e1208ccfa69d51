/**
 * Analytics constants from the specification (SPEC.md sections 5, 7, 8 and 9).
 * Every spec string lives here once; the analytics SDK mirrors them with
 * `typeof` checks so it stays free of runtime dependencies.
 */

/** Library version sent in every event (SPEC 9). */
export const LIB_VERSION = '0.0.33';
/** Value of the `X-Api-Version` header (SPEC 9). */
export const API_VERSION = 'v2';
export const API_VERSION_HEADER = 'X-Api-Version';
/** Default event route (SPEC 9). */
export const EVENTS_PATH = '/api-fe-events/v1/events';
/** Query parameter that asks the collector to set no cookie (server-side sends). */
export const NO_COOKIE_QUERY = 'no-cookie';
/** Event send interval in milliseconds (SPEC 9). */
export const SEND_INTERVAL_MS = 30000;

export const NOT_IDENTIFIED_MESSAGE = 'User is not identified. Please call identity method first.';
export const SEND_ERROR_LOG_PREFIX = 'Error sending events:';

/** The special user id that marks an anonymous visitor. */
export const ANONYMOUS_USER_ID = 'anonymous';

/** Events that may be tracked before `identity` (SPEC 5). */
export const UNIDENTIFIED_EVENTS = [
  'interlayer_visited',
  'interlayer_redirected',
  'interlayer_no_redirect',
] as const;
export type UnidentifiedEvent = (typeof UNIDENTIFIED_EVENTS)[number];

/** The event the inline site-loaded script sends at page load. */
export const SITE_LOADED_EVENT = 'site_loaded';

export const ANALYTICS_MODES = ['spa', 'ssr'] as const;
export type AnalyticsMode = (typeof ANALYTICS_MODES)[number];

export const DEVICES = ['mobile', 'web'] as const;
export type Device = (typeof DEVICES)[number];

export const ANALYTICS_STATES = ['none', 'identified', 'anonymous'] as const;
export type AnalyticsState = (typeof ANALYTICS_STATES)[number];

export const TIMING_METRICS = ['loading_time', 'time_to_fetch_start', 'time_to_first_byte'] as const;
export type TimingMetric = (typeof TIMING_METRICS)[number];

/** Where the site-loaded script and the site read attribution (SPEC 7). */
export const STAG_QUERY_PARAM = 'stag';
export const AFFILIATE_COOKIE = 'affiliate_id';
export const INTERLAYER_QUERY_PARAM = 'interlayer-id';
export const INTERLAYER_COOKIE = 'interlayer_id';

/**
 * Browser storage key and cookie name that hold the visitor's temp_player_id,
 * shared by the SDK and the site-loaded script.
 */
export const TEMP_PLAYER_ID_KEY = 'pf_temp_player_id';

/** Collector limits (not in the spec; see docs/analytics/collector.md). */
export const MAX_EVENTS_PER_REQUEST = 500;
export const MAX_BODY_BYTES = 1_048_576;
/** Events older than this are refused: 30 days, enough for an offline queue restored later. */
export const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Events stamped further ahead than this are refused (client clock skew allowance). */
export const MAX_EVENT_FUTURE_MS = 24 * 60 * 60 * 1000;
