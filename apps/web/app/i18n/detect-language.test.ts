import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCookie } from './detect-language.ts';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${url}`, { headers });

describe('detectLanguage', () => {
  it('should prefer ?lang= over the cookie and Accept-Language', () => {
    const detected = detectLanguage(request('/?lang=ar', { cookie: 'pf_lang=de', 'accept-language': 'ja' }));
    expect(detected).toEqual({ language: 'ar', source: 'query' });
  });

  it('should take the pf_lang cookie over Accept-Language', () => {
    const detected = detectLanguage(request('/', { cookie: 'a=1; pf_lang=fi', 'accept-language': 'ja' }));
    expect(detected).toEqual({ language: 'fi', source: 'cookie' });
  });

  it('should pick the best supported Accept-Language entry by quality', () => {
    const detected = detectLanguage(request('/', { 'accept-language': 'xx;q=1, tr;q=0.4, pt;q=0.8' }));
    expect(detected).toEqual({ language: 'pt-BR', source: 'header' });
  });

  it('should ignore unsupported values and fall back to English', () => {
    const detected = detectLanguage(request('/?lang=zz', { cookie: 'pf_lang=qq', 'accept-language': '*' }));
    expect(detected).toEqual({ language: 'en', source: 'default' });
  });
});

describe('languageCookie', () => {
  it('should last a year, Lax, Secure only when asked', () => {
    expect(languageCookie('de', false)).toBe('pf_lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('de', true)).toMatch(/; Secure$/);
  });
});
