/** A true/false setting: `fallback` when unset, and a start refused on anything else. */
export function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
