import Type from 'typebox';
import { ANALYTICS_MODES, DEVICES } from './constants.ts';
import {
  COUNTRY_PATTERN,
  EVENT_NAME_PATTERN,
  MAX_BROWSER_LENGTH,
  MAX_CONNECTION_TYPE_LENGTH,
  MAX_HOSTNAME_LENGTH,
  MAX_INTERLAYER_ID_LENGTH,
  MAX_LICENSE_LENGTH,
  MAX_PATHNAME_LENGTH,
  MAX_PROJECT_ID_LENGTH,
  MAX_STAG_LENGTH,
  MAX_TEMP_PLAYER_ID_LENGTH,
  MAX_USER_ID_LENGTH,
  MAX_VERSION_LENGTH,
} from './rules.ts';
import { UUID_PATTERN } from './event.ts';

const NullableString = (maxLength: number, extra: { pattern?: string; minLength?: number } = {}) =>
  /* @__PURE__ */ Type.Union([
    /* @__PURE__ */ Type.String({ maxLength, ...extra }),
    /* @__PURE__ */ Type.Null(),
  ]);

/**
 * A timing metric in milliseconds: finite (Ajv's strictNumbers) and above 0, as
 * `isTimingMetricValue` says. The collector drops a metric that breaks it before this schema
 * is checked, so such a metric never costs its event.
 */
const TimingMetricValue = /* @__PURE__ */ Type.Number({ exclusiveMinimum: 0 });

/**
 * One analytics event as it travels on the wire (SPEC 3). Every key is present;
 * `null` stands where a value cannot be known. Timing metrics are optional.
 * `event_id` (UUID v7) lets the collector drop resent duplicates.
 */
export const AnalyticsEventSchema = /* @__PURE__ */ Type.Object(
  {
    event_id: /* @__PURE__ */ Type.String({ pattern: UUID_PATTERN }),
    event: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64, pattern: EVENT_NAME_PATTERN }),
    project_id: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: MAX_PROJECT_ID_LENGTH }),
    mode: /* @__PURE__ */ Type.Enum(ANALYTICS_MODES),
    lib_version: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: MAX_VERSION_LENGTH }),
    core_version: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: MAX_VERSION_LENGTH }),
    timestamp: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
    hostname: NullableString(MAX_HOSTNAME_LENGTH),
    pathname: NullableString(MAX_PATHNAME_LENGTH),
    stag: NullableString(MAX_STAG_LENGTH),
    device: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Enum(DEVICES), /* @__PURE__ */ Type.Null()]),
    browser: NullableString(MAX_BROWSER_LENGTH),
    temp_player_id: NullableString(MAX_TEMP_PLAYER_ID_LENGTH),
    license: NullableString(MAX_LICENSE_LENGTH),
    ip_country: NullableString(2, { pattern: COUNTRY_PATTERN }),
    interlayer_id: NullableString(MAX_INTERLAYER_ID_LENGTH),
    connection_type: NullableString(MAX_CONNECTION_TYPE_LENGTH),
    user_id: NullableString(MAX_USER_ID_LENGTH),
    loading_time: /* @__PURE__ */ Type.Optional(TimingMetricValue),
    time_to_fetch_start: /* @__PURE__ */ Type.Optional(TimingMetricValue),
    time_to_first_byte: /* @__PURE__ */ Type.Optional(TimingMetricValue),
  },
  { additionalProperties: true },
);

export type AnalyticsEvent = Type.Static<typeof AnalyticsEventSchema>;
