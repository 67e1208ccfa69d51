/**
 * Visitor consent (issue 14): the SDK's consent states, the site's stored choice and the
 * operator's legal basis for affiliate attribution. Written once here; the SDK takes the types
 * only, the server and the site the values.
 */

/** What the analytics SDK may do: `granted` identifies and sends, `pending` holds, `denied` drops. */
export const CONSENT_STATES = ['pending', 'granted', 'denied'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/**
 * The first-party cookie holding the visitor's choice. Strictly necessary (it records the
 * refusal itself), so it is set without asking.
 */
export const CONSENT_COOKIE = 'pf_consent';
/** Kept six months, then the visitor is asked again (the usual guidance of EU regulators). */
export const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;
/**
 * The version of the cookie policy the visitor answered. Raise it when the purposes change:
 * a choice made under another version counts as no choice, so the banner asks again.
 */
export const CONSENT_POLICY_VERSION = 1;

/** The visitor's answer, with when it was given and under which policy version. */
export interface ConsentChoice {
  /** Analytics cookies, storage and the temp_player_id. */
  readonly analytics: boolean;
  /** Affiliate attribution cookies (asked only when the operator's legal basis is consent). */
  readonly attribution: boolean;
  /** When the choice was made (ms since the epoch). */
  readonly at: number;
  readonly version: number;
}

/**
 * The legal basis for the affiliate attribution cookies (`affiliate_id`, `interlayer_id`,
 * `click_id`), the operator's `ATTRIBUTION_LEGAL_BASIS`: `legitimate_interest` sets them
 * without asking, `consent` only once the visitor agreed in the banner.
 */
export const ATTRIBUTION_LEGAL_BASES = ['legitimate_interest', 'consent'] as const;
export type AttributionLegalBasis = (typeof ATTRIBUTION_LEGAL_BASES)[number];

/** The Global Privacy Control request header (`navigator.globalPrivacyControl` in pages). */
export const GPC_HEADER = 'sec-gpc';

/** The cookie's value: `v=1&a=1&t=0&d=<ms>` (cookie-safe, readable in devtools). */
export function serializeConsent(choice: ConsentChoice): string {
  return `v=${choice.version}&a=${Number(choice.analytics)}&t=${Number(choice.attribution)}&d=${choice.at}`;
}

/** The stored choice; null when absent, malformed or made under another policy version. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const fields = new URLSearchParams(value);
  const flag = (name: string): boolean | null => {
    const flagValue = fields.get(name);
    return flagValue === '1' ? true : flagValue === '0' ? false : null;
  };
  const analytics = flag('a');
  const attribution = flag('t');
  const at = Number(fields.get('d'));
  if (analytics === null || attribution === null || !Number.isSafeInteger(at) || at <= 0) return null;
  if (fields.get('v') !== String(CONSENT_POLICY_VERSION)) return null;
  return { analytics, attribution, at, version: CONSENT_POLICY_VERSION };
}

/**
 * The SDK's state for a visitor: their stored choice first; without one, the Global Privacy
 * Control signal is a refusal, else the question is still open.
 */
export function analyticsConsent(choice: ConsentChoice | null, gpc: boolean): ConsentState {
  if (choice !== null) return choice.analytics ? 'granted' : 'denied';
  return gpc ? 'denied' : 'pending';
}

/**
 * Whether the attribution cookies may be set: always under legitimate interest (the banner
 * does not ask, the privacy page tells how to object); under consent only once the visitor agreed.
 */
export function attributionAllowed(basis: AttributionLegalBasis, choice: ConsentChoice | null): boolean {
  return basis === 'legitimate_interest' || choice?.attribution === true;
}
