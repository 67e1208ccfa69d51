/**
 * The restricted-country rule, in one place: the site's interlayer, registration, the player's
 * own country change and payments all ask here. A country is restricted when it is in
 * RESTRICTED_COUNTRIES (config.ts); a player is refused when either the country they declared or
 * the country the trusted CDN saw the request come from is restricted. See docs/security.md.
 */

/** The countries restricted when RESTRICTED_COUNTRIES is not set. */
export const DEFAULT_RESTRICTED_COUNTRIES: readonly string[] = ['US', 'FR', 'AU', 'IL', 'KP', 'IR'];

/** The visitor's ISO country from the CDN's header, or null when absent or not a country code. */
export function countryFrom(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase() ?? '';
  // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

/** The first of `countries` that is restricted, or null when none is (unknown ones are not). */
export function restrictedAmong(
  restricted: ReadonlySet<string>,
  countries: readonly (string | null | undefined)[],
): string | null {
  for (const country of countries) {
    const code = country?.trim().toUpperCase();
    if (code !== undefined && restricted.has(code)) return code;
  }
  return null;
}
