/**
 * Runtime copies of the wire contract's constants. The SDK takes only types from
 * `@playfront/contracts`, so its bundle has no runtime dependency; each value is typed by
 * the contract's own constant so the compiler catches any drift.
 */
import type {
  ANONYMOUS_USER_ID as ContractAnonymousUserId,
  API_VERSION as ContractApiVersion,
  API_VERSION_HEADER as ContractApiVersionHeader,
  EVENTS_PATH as ContractEventsPath,
  LIB_VERSION as ContractLibVersion,
  MAX_EVENTS_PER_REQUEST as ContractMaxEventsPerRequest,
  NO_COOKIE_QUERY as ContractNoCookieQuery,
  NOT_IDENTIFIED_MESSAGE as ContractNotIdentifiedMessage,
  SEND_ERROR_LOG_PREFIX as ContractSendErrorLogPrefix,
  SEND_INTERVAL_MS as ContractSendIntervalMs,
  SITE_LOADED_EVENT as ContractSiteLoadedEvent,
  TEMP_PLAYER_ID_KEY as ContractTempPlayerIdKey,
  TIMING_METRICS as ContractTimingMetrics,
  UNIDENTIFIED_EVENTS as ContractUnidentifiedEvents,
  STAG_QUERY_PARAM as ContractStagQueryParam,
  AFFILIATE_COOKIE as ContractAffiliateCookie,
  INTERLAYER_QUERY_PARAM as ContractInterlayerQueryParam,
  INTERLAYER_COOKIE as ContractInterlayerCookie,
} from '@playfront/contracts';

export const LIB_VERSION: typeof ContractLibVersion = '0.0.33';
export const API_VERSION: typeof ContractApiVersion = 'v2';
export const API_VERSION_HEADER: typeof ContractApiVersionHeader = 'X-Api-Version';
export const EVENTS_PATH: typeof ContractEventsPath = '/api-fe-events/v1/events';
export const NO_COOKIE_QUERY: typeof ContractNoCookieQuery = 'no-cookie';
export const SEND_INTERVAL_MS: typeof ContractSendIntervalMs = 30000;
export const NOT_IDENTIFIED_MESSAGE: typeof ContractNotIdentifiedMessage =
  'User is not identified. Please call identity method first.';
export const SEND_ERROR_LOG_PREFIX: typeof ContractSendErrorLogPrefix = 'Error sending events:';
export const ANONYMOUS_USER_ID: typeof ContractAnonymousUserId = 'anonymous';
export const UNIDENTIFIED_EVENTS: typeof ContractUnidentifiedEvents = [
  'interlayer_visited',
  'interlayer_redirected',
  'interlayer_no_redirect',
];
export const TIMING_METRICS: typeof ContractTimingMetrics = [
  'loading_time',
  'time_to_fetch_start',
  'time_to_first_byte',
];
export const SITE_LOADED_EVENT: typeof ContractSiteLoadedEvent = 'site_loaded';
export const TEMP_PLAYER_ID_KEY: typeof ContractTempPlayerIdKey = 'pf_temp_player_id';
export const STAG_QUERY_PARAM: typeof ContractStagQueryParam = 'stag';
export const AFFILIATE_COOKIE: typeof ContractAffiliateCookie = 'affiliate_id';
export const INTERLAYER_QUERY_PARAM: typeof ContractInterlayerQueryParam = 'interlayer-id';
export const INTERLAYER_COOKIE: typeof ContractInterlayerCookie = 'interlayer_id';
/** The collector refuses bigger requests, so one POST carries at most this many events. */
export const MAX_EVENTS_PER_REQUEST: typeof ContractMaxEventsPerRequest = 500;

/**
 * Queue bound: past it the oldest events are dropped (reported as `queue_full`). A full batch
 * is sent at once, so only events tracked faster than the collector stores them wait here: a
 * burst of 10,000 in one task fits (they cannot leave before the task ends).
 */
export const MAX_QUEUE_LENGTH = 10_000;
/** The storage mirror is written at most once per this delay (and at once on page hide). */
export const PERSIST_DELAY_MS = 1000;
/**
 * Largest beacon body in bytes. Browsers refuse keepalive bodies beyond 64 KiB in flight,
 * so each chunk stays a little under it.
 */
export const BEACON_MAX_BYTES = 64_000;
/** Storage key prefix of the queue mirror: one key per project, so two SDKs on one origin do not mix. */
export const QUEUE_KEY_PREFIX = 'pf_queue:';
/**
 * Storage key prefix of the site-loaded script's outbox: where it leaves its event when the send
 * fails, for the SDK to adopt into its queue (at start, before each send and on page hide).
 * Not the queue's own key, which a running SDK rewrites without reading.
 */
export const OUTBOX_KEY_PREFIX = 'pf_outbox:';
