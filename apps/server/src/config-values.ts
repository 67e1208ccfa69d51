/** The environment as settings read it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A whole-number setting from `min` to `max`: `fallback` when unset, and a start refused on anything else. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** A true/false setting: `fallback` when unset, and a start refused on anything else. */
export function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
