/**
 * Which gaming license the site runs under for a visitor's country (the `license` field of
 * analytics events). Documented in docs/site/README.md; the countries the site takes no players
 * from are compliance/restricted-countries.ts's (RESTRICTED_COUNTRIES).
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

export const licenseFor = (country: string | null): string =>
  (country === null ? undefined : LICENSE_BY_COUNTRY[country]) ?? DEFAULT_LICENSE;
