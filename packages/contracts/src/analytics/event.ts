import Type from 'typebox';
import { ANALYTICS_MODES, DEVICES } from './constants.ts';

const NullableString = (maxLength: number, extra: { pattern?: string; minLength?: number } = {}) =>
  /* @__PURE__ */ Type.Union([
    /* @__PURE__ */ Type.String({ maxLength, ...extra }),
    /* @__PURE__ */ Type.Null(),
  ]);

/** A finite timing metric in milliseconds; an hour is the ceiling of a sane page load. */
const TimingMetricValue = /* @__PURE__ */ Type.Number({ exclusiveMinimum: 0, maximum: 3_600_000 });

/** UUID of any version in its canonical lower- or upper-case form. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * One analytics event as it travels on the wire (SPEC 3). Every key is present;
 * `null` stands where a value cannot be known. Timing metrics are optional.
 * `event_id` (UUID v7) lets the collector drop resent duplicates.
 */
export const AnalyticsEventSchema = /* @__PURE__ */ Type.Object(
  {
    event_id: /* @__PURE__ */ Type.String({ pattern: UUID_PATTERN }),
    event: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
    project_id: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
    mode: /* @__PURE__ */ Type.Enum(ANALYTICS_MODES),
    lib_version: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 32 }),
    core_version: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 32 }),
    timestamp: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
    hostname: NullableString(253),
    pathname: NullableString(2048),
    stag: NullableString(128),
    device: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Enum(DEVICES), /* @__PURE__ */ Type.Null()]),
    browser: NullableString(64),
    temp_player_id: NullableString(64),
    license: NullableString(32),
    ip_country: NullableString(2, { pattern: '^[A-Z]{2}$' }),
    interlayer_id: NullableString(128),
    connection_type: NullableString(32),
    user_id: NullableString(128),
    loading_time: /* @__PURE__ */ Type.Optional(TimingMetricValue),
    time_to_fetch_start: /* @__PURE__ */ Type.Optional(TimingMetricValue),
    time_to_first_byte: /* @__PURE__ */ Type.Optional(TimingMetricValue),
  },
  { additionalProperties: true },
);

export type AnalyticsEvent = Type.Static<typeof AnalyticsEventSchema>;

/** The fields every event carries, in the order of SPEC section 3. */
export const ANALYTICS_EVENT_FIELDS = [
  'event',
  'project_id',
  'mode',
  'lib_version',
  'core_version',
  'timestamp',
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
