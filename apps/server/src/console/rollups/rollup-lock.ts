/**
 * The PostgreSQL advisory lock key between events inserts (held shared by each insert
 * transaction) and the rollup updater (held exclusively for a moment to read the high-water
 * mark): decision 059. Any constant no other lock uses; 59_0021 names the decision and migration.
 */
export const ROLLUP_EVENTS_LOCK = 590_021;
