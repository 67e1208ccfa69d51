import { describe, expect, it } from 'vitest';
import {
  analyticsConsent,
  attributionAllowed,
  CONSENT_POLICY_VERSION,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from './consent.ts';

const choice: ConsentChoice = { analytics: true, attribution: false, at: 1_764_100_000_000, version: 1 };

describe('the consent cookie', () => {
  it('should read back what it wrote', () => {
    expect(serializeConsent(choice)).toBe('v=1&a=1&t=0&d=1764100000000');
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  it('should read a malformed value or another policy version as no choice', () => {
    for (const value of [undefined, '', 'yes', 'v=1&a=2&t=0&d=1', 'v=1&a=1&t=0&d=-4', 'v=1&a=1&t=0']) {
      expect(parseConsent(value)).toBeNull();
    }
    expect(parseConsent(serializeConsent({ ...choice, version: CONSENT_POLICY_VERSION + 1 }))).toBeNull();
  });
});

describe('analyticsConsent', () => {
  it('should follow the stored choice, else take Global Privacy Control as a refusal', () => {
    expect(analyticsConsent(choice, true)).toBe('granted');
    expect(analyticsConsent({ ...choice, analytics: false }, false)).toBe('denied');
    expect(analyticsConsent(null, true)).toBe('denied');
    expect(analyticsConsent(null, false)).toBe('pending');
  });
});

describe('attributionAllowed', () => {
  it('should allow attribution under legitimate interest and ask for it under consent', () => {
    expect(attributionAllowed('legitimate_interest', null)).toBe(true);
    expect(attributionAllowed('consent', null)).toBe(false);
    expect(attributionAllowed('consent', choice)).toBe(false);
    expect(attributionAllowed('consent', { ...choice, attribution: true })).toBe(true);
  });
});
