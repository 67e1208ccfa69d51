/**
 * Which gaming license the site runs under for a visitor's country (the `license` field of
 * analytics events), and the countries it takes no players from. Documented in docs/site/README.md.
 */
export const LICENSE_BY_COUNTRY: Readonly<Record<string, string>> = {
  GB: 'ukgc', // UK Gambling Commission
  SE: 'sga', // Spelinspektionen
  DE: 'ggl', // Gemeinsame Glücksspielbehörde der Länder
  DK: 'dga', // Spillemyndigheden
  ES: 'dgoj', // Dirección General de Ordenación del Juego
  IT: 'adm', // Agenzia delle Dogane e dei Monopoli
  NL: 'ksa', // Kansspelautoriteit
  EE: 'emta', // Estonian Tax and Customs Board
  BR: 'spa', // Secretaria de Prêmios e Apostas
};

/** The license everywhere else: the Malta Gaming Authority. */
export const DEFAULT_LICENSE = 'mga';

/** Countries the site may not serve: the interlayer does not send these visitors on. */
export const RESTRICTED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'FR', 'AU', 'IL', 'KP', 'IR']);

export const licenseFor = (country: string | null): string =>
  (country === null ? undefined : LICENSE_BY_COUNTRY[country]) ?? DEFAULT_LICENSE;

/** The visitor's ISO country from the CDN's header, or null when absent or not a country code. */
export function countryFrom(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase() ?? '';
  // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}
