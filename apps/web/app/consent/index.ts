// The site's consent parts (decision 054); one entry so the bench can size them together.
export { ConsentBanner } from './consent-banner.tsx';
export { CookieSettingsButton } from './cookie-settings-button.tsx';
export { browserAnalyticsConsent, storedConsent } from './consent-cookie.ts';
