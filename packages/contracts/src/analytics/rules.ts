/**
 * What an analytics event may hold, written once for both sides: the SDK refuses or
 * normalises a value at `identity()` / `track()` / `createAnalytics()` with these rules, and
 * the collector's schema and checks are built from the same ones, so whatever the SDK sends is
 * stored. This module imports nothing: the SDK bundles it (decision 030), so every byte here is
 * shipped to browsers; keep it to plain values and tiny functions.
 */

/** Event names: 1 to 64 letters, digits, `_`, `.`, `:` or `-` (no spaces: `deposit_completed`). */
export const EVENT_NAME_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';

/** An ip_country as stored: an ISO 3166-1 alpha-2 code in upper case. */
export const COUNTRY_PATTERN = '^[A-Z]{2}$';

/**
 * Longest value of each text field, in code points (as JSON Schema's maxLength counts).
 * Separate constants so the SDK bundles only those it checks.
 */
export const MAX_PROJECT_ID_LENGTH = 64;
export const MAX_USER_ID_LENGTH = 128;
export const MAX_STAG_LENGTH = 128;
export const MAX_TEMP_PLAYER_ID_LENGTH = 64;
export const MAX_LICENSE_LENGTH = 32;
export const MAX_INTERLAYER_ID_LENGTH = 128;
export const MAX_HOSTNAME_LENGTH = 253;
export const MAX_PATHNAME_LENGTH = 2048;
export const MAX_BROWSER_LENGTH = 64;
export const MAX_CONNECTION_TYPE_LENGTH = 32;
export const MAX_VERSION_LENGTH = 32;

/**
 * Characters no text field may hold: NUL (PostgreSQL text cannot store it) and a lone UTF-16
 * surrogate (neither database keeps it as sent). With the `u` flag a surrogate pair is one code
 * point, so `\p{Cs}` finds only lone halves.
 */
export const FORBIDDEN_TEXT = /\0|\p{Cs}/u;

/** True when `value` is a string the collector stores as sent in a field of `maxLength`. */
export const isStorableText = (value: unknown, maxLength: number): value is string =>
  // Code points, not graphemes: JSON Schema's maxLength (Ajv) counts them so.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread
  typeof value == 'string' && [...value].length <= maxLength && !FORBIDDEN_TEXT.test(value);

/**
 * A country code as stored, or undefined when none can be read from `value`: case and
 * surrounding spaces are recoverable (` de ` is DE), anything else (`Germany`, `DEU`) is not.
 */
export const normalizeCountry = (value: string): string | undefined => {
  const code = value.trim().toUpperCase();
  return new RegExp(COUNTRY_PATTERN).test(code) ? code : undefined;
};

/**
 * A timing metric is kept when it is a finite number above 0 (SPEC 5), whatever its size: a
 * page loaded in a background tab may take hours. Otherwise the metric alone is dropped, by
 * the SDK before sending and by the collector from other senders, and the event is kept.
 */
export const isTimingMetricValue = (value: unknown): value is number =>
  typeof value == 'number' && value > 0 && value < Infinity;

/**
 * The error `identity()`, `track()` and `createAnalytics()` throw for a value the collector
 * could never store (its events would be lost): names the option and shows the value. The
 * rules are listed in the SDK's README ("What the collector stores"); they are not repeated
 * here because every byte of this message ships in the SDK.
 */
export const invalidValueMessage = (name: string, value: unknown): string =>
  `Analytics: invalid ${name} ${JSON.stringify(value)}`;

/** Longest value of each text option of `identity()`, as the event fields it fills allow. */
export const IDENTITY_LIMITS = {
  userId: MAX_USER_ID_LENGTH,
  stag: MAX_STAG_LENGTH,
  tempPlayerId: MAX_TEMP_PLAYER_ID_LENGTH,
  license: MAX_LICENSE_LENGTH,
  interlayerId: MAX_INTERLAYER_ID_LENGTH,
} as const;
