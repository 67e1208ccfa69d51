/**
 * Shape checks for answers. They look at the fields the cashier relies on (not every nested
 * property, which the server's own response schemas guarantee), so a proxy's HTML page or a
 * truncated body becomes an `invalid_response` error instead of a crash later on.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` is an object whose `keys` hold strings. */
export function hasStrings(value: unknown, ...keys: readonly string[]): value is Record<string, unknown> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}

/** True when `value` is an object whose `keys` hold arrays. */
export function hasArrays(value: unknown, ...keys: readonly string[]): value is Record<string, unknown> {
  return isRecord(value) && keys.every((key) => Array.isArray(value[key]));
}
