/**
 * The ClickHouse reports bench's events, written straight into `analytics_events` by ClickHouse
 * itself: `INSERT … SELECT … FROM numbers(…)`, one statement per chunk of rows, every value a
 * deterministic expression of the row number (cityHash64 of it with a salt, mapped to [0, 1)), so
 * every run writes the same data and nothing crosses the network. The hourly rollup's
 * materialized view fills as the chunks land, as with the collector's inserts.
 *
 * Shape, close to the SQLite/PostgreSQL generator (bench/console/report-data.ts):
 * - 90 days ending at `end` (the last UTC midnight). Row n is event n % 10 of visitor n / 10:
 *   10 events per visitor (the SQLite generator's mean), in 1–4 visits over up to 3 days apart
 *   (31 minutes at least), events 95–180 s apart within a visit; a visitor's first event in the
 *   first 80 days.
 * - Per visitor, fixed: stag of 300 (Zipf; 30 % none), interlayer id of 50 (20 % have one),
 *   country of 40 (Zipf), device web/mobile (55/44 %, 1 % unknown), browser of 4 per device,
 *   license of 3; 2 % of visitors are bots. Pathnames: 2,000 (Zipf) per event; 80 % page views.
 * - Ids: `event_id` and `temp_player_id` are a hash's hex and the row or visitor number (unique,
 *   25–35 characters; the collector's are 36-character UUIDs).
 */

const DAY = 24 * 60 * 60 * 1000;
/** An affiliate manager's ten stags (of the 300 generated): the stags' dashboard of the benches. */
export const MANAGER_STAGS: readonly string[] = Array.from({ length: 10 }, (_, i) => `aff_${i * 7 + 3}`);

export const RANGE_DAYS = 90;
export const EVENTS_PER_VISITOR = 10;

/** A uniform value in [0, 1) from `key` and a salt. */
const unit = (key: string, salt: number) => `(cityHash64(${key}, ${salt}) / 18446744073709551616)`;
/** An index in [0, n) with Zipf-like weights 1/(i+1) (as report-data.ts). */
const zipf = (u: string, n: number) => `least(${n - 1}, toUInt32(floor(exp(${u} * log(${n + 1})) - 1)))`;
/** 16 hex digits of a hash (hex() drops leading zero bytes: padded after). */
const hex16 = (key: string, salt: number) =>
  `substring(concat(lower(hex(cityHash64(${key}, ${salt}))), '0000000000000000'), 1, 16)`;

const COUNTRIES = [
  'DE',
  'GB',
  'FI',
  'TR',
  'BR',
  'JP',
  'ES',
  'AT',
  'CA',
  'NO',
  'SE',
  'PL',
  'IT',
  'FR',
  'NL',
  'IE',
  'NZ',
  'AU',
  'MX',
  'CL',
].flatMap((c, i) => [c, `X${String.fromCharCode(65 + i)}`]);
/** Four per device: web's, then mobile's. */
const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Chrome', 'Safari', 'Instagram', 'Samsung Internet'];
const list = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

/** The INSERT of events [offset, offset + count), for data ending at `end`. */
export function insertEventsSql(offset: number, count: number, end: number): string {
  const start = end - RANGE_DAYS * DAY;
  return `INSERT INTO analytics_events (event_id, event, project_id, mode, lib_version, core_version,
    timestamp, hostname, pathname, stag, device, browser, temp_player_id, license, ip_country,
    interlayer_id, connection_type, user_id, loading_time, time_to_fetch_start, time_to_first_byte,
    received_at, bot)
  SELECT
    concat(${hex16('n', 1)}, '-', substring(${hex16('n', 2)}, 1, 8), '-', toString(n)) AS event_id,
    if(k = 0 OR ${unit('n', 3)} < 0.8, 'page_view', 'click') AS event,
    'bench', 'spa', '0.0.33', '0.0.33', ts, 'play.example.com',
    concat('/games/', toString(${zipf(unit('n', 4), 2000)})),
    if(${unit('v', 8)} < 0.3, CAST(NULL AS Nullable(String)), concat('aff_', toString(${zipf(unit('v', 9), 300)}))),
    device,
    if(isNull(device), CAST(NULL AS Nullable(String)),
      ${list(BROWSERS)}[if(ifNull(device, '') = 'web', 0, 4) + cityHash64(v, 14) % 4 + 1]),
    concat('v-', ${hex16('v', 5)}, '-', toString(v)),
    ${list(['mga', 'curacao', 'ukgc'])}[cityHash64(v, 15) % 3 + 1],
    ${list(COUNTRIES)}[${zipf(unit('v', 12), COUNTRIES.length)} + 1],
    if(${unit('v', 10)} < 0.2, concat('il-', toString(${zipf(unit('v', 11), 50)})), CAST(NULL AS Nullable(String))),
    '4g', CAST(NULL AS Nullable(String)),
    toFloat64(400 + cityHash64(n, 16) % 2000), toFloat64(3), toFloat64(50 + cityHash64(n, 17) % 300),
    ts, toUInt8(${unit('v', 18)} < 0.02)
  FROM (
    SELECT n, v, k, device,
      toInt64(${start} + floor(${unit('v', 6)} * ${80 * DAY})
        + intDiv(k * (1 + cityHash64(v, 7) % 4), ${EVENTS_PER_VISITOR}) * toInt64(${31 * 60_000} + floor(${unit('v', 19)} * ${3 * DAY}))
        + k * 95000 + cityHash64(n, 20) % 85000) AS ts
    FROM (
      SELECT number + ${offset} AS n, intDiv(n, ${EVENTS_PER_VISITOR}) AS v, n % ${EVENTS_PER_VISITOR} AS k,
        multiIf(${unit('v', 13)} < 0.01, CAST(NULL AS Nullable(String)), ${unit('v', 13)} < 0.56, 'web', 'mobile') AS device
      FROM numbers(${count})
    )
  )`;
}
