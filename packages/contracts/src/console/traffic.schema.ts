import Type from 'typebox';
import { IsoDateSchema } from '../players/player.schema.ts';
import { TRAFFIC_INTERVALS, TRAFFIC_PERIODS, TRAFFIC_TOP_MAX, type TrafficDimension } from './traffic.ts';

const FilterValue = /* @__PURE__ */ Type.Optional(
  /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 2048 }),
);

/** One optional exact-match filter per dimension; `(none)` (TRAFFIC_NONE) keeps events without one. */
const FILTER_FIELDS = {
  stag: FilterValue,
  interlayer_id: FilterValue,
  country: FilterValue,
  device: FilterValue,
  browser: FilterValue,
  pathname: FilterValue,
  license: FilterValue,
} satisfies Record<TrafficDimension, typeof FilterValue>;

/** The filters a report was computed with (only those given). */
export const TrafficFiltersSchema = /* @__PURE__ */ Type.Object(FILTER_FIELDS, {
  additionalProperties: false,
});
export type TrafficFilters = Partial<Record<TrafficDimension, string>>;

/**
 * `GET /api/v1/reports/traffic` query: `from` and `to` (inclusive UTC dates, both or neither) or a
 * `period` (default `7d`); `interval` (default `hour` for one day, else `day`); `top` rows per
 * dimension; the filters; `include_bots`.
 */
export const TrafficQuerySchema = /* @__PURE__ */ Type.Object(
  {
    from: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    to: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    period: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(TRAFFIC_PERIODS)),
    interval: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(TRAFFIC_INTERVALS)),
    top: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: TRAFFIC_TOP_MAX }),
    ),
    include_bots: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()),
    ...FILTER_FIELDS,
  },
  { additionalProperties: false },
);
export type TrafficQuery = Type.Static<typeof TrafficQuerySchema>;

const Count = /* @__PURE__ */ Type.Integer({ minimum: 0 });
const Ratio = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Number(), /* @__PURE__ */ Type.Null()]);
const Value = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]);

/**
 * The KPIs over a range: distinct visitors, visits (30 minutes idle ends one), page views,
 * page views per visit and the share of visits with at most one page view (null without visits).
 */
export const TrafficTotalsSchema = /* @__PURE__ */ Type.Object({
  visitors: Count,
  visits: Count,
  pageviews: Count,
  views_per_visit: Ratio,
  bounce_rate: Ratio,
});
export type TrafficTotals = Type.Static<typeof TrafficTotalsSchema>;

/** One bucket of the series; `start` is the bucket's first instant (ISO 8601, UTC). */
export const TrafficPointSchema = /* @__PURE__ */ Type.Object({
  start: /* @__PURE__ */ Type.String(),
  visitors: Count,
  visits: Count,
  pageviews: Count,
});
export type TrafficPoint = Type.Static<typeof TrafficPointSchema>;

/** One row of a top-N list: the dimension's value (null: none) with its visitors and page views. */
export const TrafficTopRowSchema = /* @__PURE__ */ Type.Object({
  value: Value,
  visitors: Count,
  pageviews: Count,
});
export type TrafficTopRow = Type.Static<typeof TrafficTopRowSchema>;

const TopList = /* @__PURE__ */ Type.Array(TrafficTopRowSchema);
export const TrafficTopSchema = /* @__PURE__ */ Type.Object({
  stag: TopList,
  interlayer_id: TopList,
  country: TopList,
  device: TopList,
  browser: TopList,
  pathname: TopList,
  license: TopList,
});
export type TrafficTop = Record<TrafficDimension, TrafficTopRow[]>;

const Millis = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Number(), /* @__PURE__ */ Type.Null()]);

/** Nearest-rank percentiles of one metric over `samples` values (null without samples). */
export const TimingStatsSchema = /* @__PURE__ */ Type.Object({
  samples: Count,
  p50: Millis,
  p75: Millis,
  p95: Millis,
});
export type TimingStats = Type.Static<typeof TimingStatsSchema>;

export const TimingRowSchema = /* @__PURE__ */ Type.Object({
  value: Value,
  loading_time: TimingStatsSchema,
  time_to_first_byte: TimingStatsSchema,
});
export type TimingRow = Type.Static<typeof TimingRowSchema>;

/** The dashboard: every number is over the events that match every filter. */
export const TrafficReportSchema = /* @__PURE__ */ Type.Object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  interval: /* @__PURE__ */ Type.Enum(TRAFFIC_INTERVALS),
  filters: TrafficFiltersSchema,
  include_bots: /* @__PURE__ */ Type.Boolean(),
  totals: TrafficTotalsSchema,
  /** The range of the same length just before `from`, and its KPIs. */
  previous: /* @__PURE__ */ Type.Object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    totals: TrafficTotalsSchema,
  }),
  series: /* @__PURE__ */ Type.Array(TrafficPointSchema),
  top: TrafficTopSchema,
  timing: /* @__PURE__ */ Type.Object({
    by_pathname: /* @__PURE__ */ Type.Array(TimingRowSchema),
    by_device: /* @__PURE__ */ Type.Array(TimingRowSchema),
  }),
});
export type TrafficReport = Omit<Type.Static<typeof TrafficReportSchema>, 'filters' | 'top'> & {
  filters: TrafficFilters;
  top: TrafficTop;
};

/** `GET /api/v1/reports/traffic/realtime` query: the same filters and `include_bots`. */
export const TrafficRealtimeQuerySchema = /* @__PURE__ */ Type.Object(
  { include_bots: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()), ...FILTER_FIELDS },
  { additionalProperties: false },
);
export type TrafficRealtimeQuery = Type.Static<typeof TrafficRealtimeQuerySchema>;

export const TrafficRealtimeWindowSchema = /* @__PURE__ */ Type.Object({
  minutes: /* @__PURE__ */ Type.Integer({ minimum: 1 }),
  visitors: Count,
  pageviews: Count,
});
export type TrafficRealtimeWindow = Type.Static<typeof TrafficRealtimeWindowSchema>;

/** Visitors and page views in each of REALTIME_WINDOWS up to `at` (ISO 8601, server time). */
export const TrafficRealtimeSchema = /* @__PURE__ */ Type.Object({
  at: /* @__PURE__ */ Type.String(),
  windows: /* @__PURE__ */ Type.Array(TrafficRealtimeWindowSchema),
});
export type TrafficRealtime = Type.Static<typeof TrafficRealtimeSchema>;
