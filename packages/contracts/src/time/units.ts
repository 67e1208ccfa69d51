/** Milliseconds in a UTC day: reports, limits and retention count whole days of unix time. */
export const DAY_MS = 24 * 60 * 60 * 1000;
