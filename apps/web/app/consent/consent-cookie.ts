import {
  analyticsConsent,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CONSENT_POLICY_VERSION,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
  type ConsentState,
} from '@playfront/contracts';

/** The event the footer's "Cookie settings" sends to reopen the banner (no shared provider needed). */
export const OPEN_CONSENT_EVENT = 'playfront:cookie-settings';

/** The visitor's stored choice in this browser, read from the cookie. */
export function storedConsent(): ConsentChoice | null {
  const value = new RegExp(`(?:^|; *)${CONSENT_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return parseConsent(value === undefined ? null : decodeURIComponent(value));
}

/** The GPC signal of this browser (`navigator.globalPrivacyControl`, not yet in the DOM types). */
export function browserGpc(): boolean {
  return (navigator as Navigator & { readonly globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** The SDK's state for this browser now: the stored choice, else GPC as a refusal, else pending. */
export function browserAnalyticsConsent(): ConsentState {
  return analyticsConsent(storedConsent(), browserGpc());
}

/**
 * Stores the choice (strictly necessary: it records a refusal too) for six months, first party,
 * `Secure` on https. Returns what was stored.
 */
export function storeConsent(analytics: boolean, attribution: boolean): ConsentChoice {
  const choice: ConsentChoice = { analytics, attribution, at: Date.now(), version: CONSENT_POLICY_VERSION };
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choice))}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  return choice;
}
