import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';

const cases: [label: string, userAgent: string, browser: string, device: 'mobile' | 'web'][] = [
  ['Chrome on Windows', `${WINDOWS} Chrome/126.0.0.0 Safari/537.36`, 'Chrome', 'web'],
  ['Chrome on Android', `${ANDROID} Chrome/126.0.0.0 Mobile Safari/537.36`, 'Chrome', 'mobile'],
  ['Chrome on iOS', `${IPHONE} CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1`, 'Chrome', 'mobile'],
  [
    'Android WebView',
    `${ANDROID}; wv) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36`,
    'Chrome',
    'mobile',
  ],
  ['Safari on macOS', `${MAC} Version/17.4 Safari/605.1.15`, 'Safari', 'web'],
  ['Safari on iPhone', `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1`, 'Safari', 'mobile'],
  [
    'Safari on iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/604.1',
    'Safari',
    'mobile',
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    'Firefox',
    'web',
  ],
  [
    'Firefox on Android',
    'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    'Firefox',
    'mobile',
  ],
  ['Firefox on iOS', `${IPHONE} FxiOS/127.0 Mobile/15E148 Safari/605.1.15`, 'Firefox', 'mobile'],
  ['Edge on Windows', `${WINDOWS} Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68`, 'Edge', 'web'],
  [
    'Edge on Android',
    `${ANDROID} Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80`,
    'Edge',
    'mobile',
  ],
  [
    'Edge on iOS',
    `${IPHONE} Version/17.0 EdgiOS/126.2592.86 Mobile/15E148 Safari/605.1.15`,
    'Edge',
    'mobile',
  ],
  ['Opera on Windows', `${WINDOWS} Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0`, 'Opera', 'web'],
  ['Opera on iOS', `${IPHONE} Version/17.0 OPiOS/16.0.14 Mobile/15E148 Safari/9537.53`, 'Opera', 'mobile'],
  [
    'Samsung Internet',
    `${ANDROID} SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36`,
    'Samsung Internet',
    'mobile',
  ],
  [
    'Facebook on iOS',
    `${IPHONE} Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.42.109;FBBV/611781009]`,
    'Facebook',
    'mobile',
  ],
  [
    'Facebook on Android',
    `${ANDROID}; wv) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.41.109;]`,
    'Facebook',
    'mobile',
  ],
  [
    'Instagram on iOS',
    `${IPHONE} Mobile/15E148 Instagram 337.0.3.23.54 (iPhone15,2; iOS 17_4)`,
    'Instagram',
    'mobile',
  ],
  [
    'Instagram on Android',
    `${ANDROID}; wv) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Instagram 337.0.0.35.102 Android`,
    'Instagram',
    'mobile',
  ],
  [
    'TikTok on iOS',
    `${IPHONE} Mobile/15E148 musical_ly_35.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store`,
    'TikTok',
    'mobile',
  ],
  [
    'TikTok on Android',
    `${ANDROID}; wv) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 BytedanceWebview/d8a21c6`,
    'TikTok',
    'mobile',
  ],
  [
    'Telegram on Android',
    `${ANDROID}; wv) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Telegram-Android/10.14.5`,
    'Telegram',
    'mobile',
  ],
  [
    'Snapchat on iOS',
    `${IPHONE} Mobile/15E148 Snapchat/13.0.0.39 (like Safari/8617.2.4.10.8)`,
    'Snapchat',
    'mobile',
  ],
  ['LINE on iOS', `${IPHONE} Mobile/15E148 Safari Line/14.9.0`, 'LINE', 'mobile'],
  [
    'WeChat on iOS',
    `${IPHONE} Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`,
    'WeChat',
    'mobile',
  ],
  ['X on iOS', `${IPHONE} Mobile/15E148 Twitter for iPhone/10.48`, 'X (Twitter)', 'mobile'],
  [
    'X on Android',
    `${ANDROID}; wv) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 TwitterAndroid`,
    'X (Twitter)',
    'mobile',
  ],
  ['LinkedIn on iOS', `${IPHONE} Mobile/15E148 [LinkedInApp]/9.29.2012`, 'LinkedIn', 'mobile'],
];

describe('given parseUserAgent', () => {
  it.each(cases)('should read %s', (_label, userAgent, browser, device) => {
    expect(parseUserAgent(userAgent)).toEqual({ browser, device });
  });

  it('should give a null browser for an unknown user agent, on the web', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, device: 'web' });
  });

  it.each([undefined, null, ''])('should give nulls without a user agent (%s)', (userAgent) => {
    expect(parseUserAgent(userAgent)).toEqual({ browser: null, device: null });
  });

  it('should let the client hint decide mobile over the user agent', () => {
    expect(parseUserAgent(`${ANDROID} Chrome/126.0.0.0 Mobile Safari/537.36`, false).device).toBe('web');
    expect(parseUserAgent(`${WINDOWS} Chrome/126.0.0.0 Safari/537.36`, true).device).toBe('mobile');
  });

  it('should use the client hint even without a user agent', () => {
    expect(parseUserAgent(undefined, true)).toEqual({ browser: null, device: 'mobile' });
  });
});
