/**
 * A visitor's id as ClickHouse's derived tables keep it (the kept visits, the first devices, the
 * stags' named visitors): the hex SipHash-128 of `id`, so none holds an id in clear, and every
 * table's hash matches every other's and the raw events' own.
 */
export const visitorHashSql = (id = 'assumeNotNull(temp_player_id)'): string => `hex(sipHash128(${id}))`;

/**
 * The same SipHash-128 as 16 raw bytes (FixedString(16)), for a table that only counts visitors
 * (analytics_visitor_stag_days): half the hex form's bytes, and nothing to match across tables.
 */
export const visitorKeySql = (id = 'assumeNotNull(temp_player_id)'): string => `sipHash128(${id})`;
