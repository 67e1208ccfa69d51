import { describe, expect, it } from 'vitest';
import { androidIntentUrl, detectInAppBrowser } from './in-app-browser.ts';

const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.0;]';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('detectInAppBrowser', () => {
  it('should name the app and the platform', () => {
    expect(detectInAppBrowser(INSTAGRAM_IOS)).toEqual({ app: 'Instagram', platform: 'ios' });
    expect(detectInAppBrowser(FACEBOOK_ANDROID)).toEqual({ app: 'Facebook', platform: 'android' });
  });

  it('should leave regular browsers and a missing user agent alone', () => {
    expect(detectInAppBrowser(CHROME)).toBeNull();
    expect(detectInAppBrowser(null)).toBeNull();
  });
});

describe('androidIntentUrl', () => {
  it('should keep the path and query and name the scheme', () => {
    expect(androidIntentUrl('https://play.example/cashier/deposit?lang=ar')).toBe(
      'intent://play.example/cashier/deposit?lang=ar#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
  });
});
