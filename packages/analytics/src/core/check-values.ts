import {
  EVENT_NAME_PATTERN,
  IDENTITY_LIMITS,
  MAX_LICENSE_LENGTH,
  MAX_PROJECT_ID_LENGTH,
  invalidValueMessage,
  isStorableText,
  normalizeCountry,
} from '@playfront/contracts/analytics-rules';

/*
 * The SDK's side of the contract's rules (`@playfront/contracts/analytics-rules`, the same ones
 * the collector applies): a call whose values the collector could never store throws here, naming
 * the option and showing the value, instead of losing its events later in silence. Written for size: this
 * runs in every page.
 */

const refuse = (name: string, value: unknown): never => {
  throw new Error(invalidValueMessage(name, value));
};

const EVENT_NAME = new RegExp(EVENT_NAME_PATTERN);

/** Throws unless `event` is a name the collector takes (a plain JS caller may pass anything). */
export const checkEventName = (event: unknown): void => {
  if (typeof event != 'string' || !EVENT_NAME.test(event)) refuse('event', event);
};

/**
 * Throws unless each option of `limits` is absent (undefined or null) or text the collector
 * stores; returns `ipCountry` as stored (`de` is DE), or throws when it is no country code.
 */
const checkOptions = (
  options: Readonly<Record<string, unknown>>,
  limits: Readonly<Record<string, number>>,
): string | undefined => {
  for (const name in limits) {
    const value = options[name];
    if (value != null && !isStorableText(value, limits[name] ?? 0)) refuse(name, value);
  }
  // Typed as a string; from a plain JS caller anything else fails in normalizeCountry too.
  const country = options['ipCountry'];
  return country == null ? undefined : (normalizeCountry(country as string) ?? refuse('ipCountry', country));
};

/** identity()'s user id and metadata; returns the ip_country to send. */
export const checkIdentity = (userId: unknown, metadata: object): string | undefined =>
  checkOptions({ ...metadata, userId }, IDENTITY_LIMITS);

/** createAnalytics()'s defaults; returns the ip_country to send. */
export const checkDefaults = (options: object): string | undefined =>
  checkOptions(options as Readonly<Record<string, unknown>>, {
    projectId: MAX_PROJECT_ID_LENGTH,
    license: MAX_LICENSE_LENGTH,
  });
