import {
  MAX_LICENSE_LENGTH,
  MAX_PROJECT_ID_LENGTH,
  invalidValueMessage,
  isStorableText,
  normalizeCountry,
} from '@playfront/contracts/analytics-rules';
import { SITE_LOADED_BODY } from '../generated/site-loaded-body.gen.ts';
import { CONFIG_PLACEHOLDER, type SiteLoadedConfig } from './config.ts';

export type { SiteLoadedConfig } from './config.ts';

const OPTIONAL_KEYS = ['endpoint', 'license', 'ipCountry'] as const;

/**
 * JSON that is also safe inside an HTML script element: `<`, `>` and `&` become \u escapes
 * so `</script>` or `<!--` can never end or change the element, and U+2028/U+2029 are
 * escaped for older JavaScript parsers.
 */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const invalid = (name: string, value: string): never => {
  throw new TypeError(`renderSiteLoadedScript: ${invalidValueMessage(name, value)}`);
};

/**
 * The body of the inline script that sends one site_loaded event at page load. Put it in
 * `<script nonce="…">` yourself; it needs no bundle. Throws a TypeError on a bad config.
 */
export const renderSiteLoadedScript = (config: SiteLoadedConfig): string => {
  const { projectId } = config;
  if (typeof projectId != 'string' || !projectId) {
    throw new TypeError('renderSiteLoadedScript needs a non-empty projectId string.');
  }
  const safe: Record<string, string> = { projectId };
  for (const key of OPTIONAL_KEYS) {
    const value: unknown = config[key];
    if (value === undefined) continue;
    if (typeof value != 'string') throw new TypeError(`renderSiteLoadedScript: ${key} must be a string.`);
    safe[key] = value;
  }
  // The contract's rules, as createAnalytics applies them: a value the collector could never
  // store would lose every site_loaded event, so it is refused here, on the server.
  const country = safe['ipCountry'];
  if (country !== undefined) {
    safe['ipCountry'] = normalizeCountry(country) ?? invalid('ipCountry', country);
  }
  if (!isStorableText(projectId, MAX_PROJECT_ID_LENGTH)) invalid('projectId', projectId);
  if (safe['license'] !== undefined && !isStorableText(safe['license'], MAX_LICENSE_LENGTH)) {
    invalid('license', safe['license']);
  }
  // A replacer function, because a replacement string would expand `$&` and friends.
  return SITE_LOADED_BODY.replace(CONFIG_PLACEHOLDER, () => `(${scriptSafeJson(safe)})`);
};
